/**
 * Main-thread long tasks as a page's own PerformanceObserver reports them (`longtask` entries:
 * every task over 50 ms), and the figures the main-thread benchmark derives from them; and the
 * page's main-thread tasks read from a Lighthouse trace, by the clock and by the thread's own
 * CPU time, to tell a load's own work from the time the machine kept the thread waiting.
 */
import { type TraceEvent, pageNavigation } from './trace';

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

/** The measured page's main-thread tasks in a trace, by the clock and by the thread's CPU time. */
export interface TraceTasks {
  /** The observed first contentful paint, in ms from navigation start. */
  firstContentfulPaint: number;
  /** Each task by the clock: what Lighthouse's simulation scales. */
  wall: LongTask[];
  /** The same tasks, each as long as the thread was on a CPU in it. */
  cpu: LongTask[];
}

/**
 * The page's main-thread tasks (`RunTask`) from a trace: the thread that painted the main frame's
 * first contentful paint, from its navigation's start (Lighthouse's about:blank before it is not
 * the page). Null when the trace has no such paint.
 */
export function traceTasks(traceEvents: readonly TraceEvent[]): TraceTasks | null {
  const navigation = pageNavigation(traceEvents);
  if (!navigation) return null;
  const paint = traceEvents.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.ts >= navigation.ts,
  );
  if (!paint) return null;
  const ms = (us: number) => us / 1000;
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts >= navigation.ts &&
      event.dur !== undefined,
  );
  return {
    firstContentfulPaint: ms(paint.ts - navigation.ts),
    wall: tasks.map((task) => ({ start: ms(task.ts - navigation.ts), duration: ms(task.dur!) })),
    cpu: tasks.map((task) => ({
      start: ms(task.ts - navigation.ts),
      duration: ms(task.tdur ?? task.dur!),
    })),
  };
}

/**
 * Lighthouse's mobile CPU slowdown, which its simulation applies to every task, and the one the
 * main-thread and Intl warm-up benchmarks give Chromium.
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/**
 * Blocking time after the first contentful paint as Lighthouse's simulation counts it: the load
 * `slowdown` times as long, every task and the paint with it, and `blockingFigures` over that
 * (a task that spans the paint counts from the paint on). Its TBT also places the paint and the
 * end of the window by simulation; this uses the observed paint and every task to the trace's
 * end, so it is a reading of one trace, not Lighthouse's figure.
 */
export function slowedBlockingMs(
  tasks: LongTask[],
  firstContentfulPaint: number,
  slowdown = LIGHTHOUSE_CPU_SLOWDOWN,
): number {
  const slowed = tasks.map((task) => ({
    start: task.start * slowdown,
    duration: task.duration * slowdown,
  }));
  return blockingFigures(slowed, firstContentfulPaint * slowdown).blockingMs;
}
