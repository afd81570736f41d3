import { describe, expect, it } from 'vitest';

import { nextTask } from './next-task';

async function flushMicrotasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('nextTask', () => {
  it('resolves in a later task, after every microtask queued before it', async () => {
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await flushMicrotasks();
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });
});
