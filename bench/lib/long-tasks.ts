/**
 * Main-thread long tasks as a page's own PerformanceObserver reports them (`longtask` entries:
 * every task over 50 ms), and the figures the main-thread benchmark derives from them.
 */

/** A long task: when it started and how long it ran, in ms from navigation start. */
export interface LongTask {
  start: number;
  duration: number;
}

export interface BlockingFigures {
  /**
   * Total blocking time after the first contentful paint: each task's time over 50 ms, summed
   * (Lighthouse's TBT, which also stops at time to interactive; here every task until the page
   * has settled counts).
   */
  blockingMs: number;
  /** The longest task after the first contentful paint. */
  longestMs: number;
  /** How many long tasks ran after the first contentful paint. */
  tasks: number;
  /** Every long task of the load, before the first paint too. */
  allLongTasksMs: number;
}

/** The threshold above which a task blocks input (the Long Tasks API's and Lighthouse's). */
export const LONG_TASK_MS = 50;

export function blockingFigures(tasks: LongTask[], firstContentfulPaint: number): BlockingFigures {
  // A task that started before the paint but ran past it blocks from the paint on, as in TBT.
  const after = tasks
    .filter((task) => task.start + task.duration > firstContentfulPaint)
    .map((task) => ({
      start: Math.max(task.start, firstContentfulPaint),
      duration: task.start + task.duration - Math.max(task.start, firstContentfulPaint),
    }));
  return {
    blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
    longestMs: after.reduce((longest, task) => Math.max(longest, task.duration), 0),
    tasks: after.filter((task) => task.duration > LONG_TASK_MS).length,
    allLongTasksMs: tasks.reduce((sum, task) => sum + task.duration, 0),
  };
}
