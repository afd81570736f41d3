/**
 * For tests: runs the microtasks queued so far, and those they queue, without letting a task
 * run (what "still in the same task" means to code that waits for a later one).
 */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
