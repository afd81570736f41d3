import { describe, expect, it } from 'vitest';

import { blockingFigures, slowedBlockingMs, traceTasks } from './long-tasks';

describe('blocking figures from long tasks', () => {
  it('counts the time over 50 ms of each task after the first paint', () => {
    const figures = blockingFigures(
      [
        { start: 100, duration: 300 }, // before the paint: not blocking
        { start: 1000, duration: 120 }, // 70
        { start: 1500, duration: 60 }, // 10
        { start: 2000, duration: 250 }, // 200
      ],
      900,
    );
    expect(figures).toEqual({ blockingMs: 280, longestMs: 250, tasks: 3, allLongTasksMs: 730 });
  });

  it('counts only the part after the paint of a task that spans it', () => {
    // 200 ms past the paint: 150 over the threshold.
    expect(blockingFigures([{ start: 800, duration: 300 }], 900)).toMatchObject({
      blockingMs: 150,
      longestMs: 200,
      tasks: 1,
    });
  });

  it('is zero for a page with no long task after its paint', () => {
    expect(blockingFigures([{ start: 10, duration: 80 }], 500)).toEqual({
      blockingMs: 0,
      longestMs: 0,
      tasks: 0,
      allLongTasksMs: 80,
    });
  });
});

describe("the page's main-thread tasks in a Lighthouse trace", () => {
  const page = { pid: 7, tid: 1 };
  const navigation = {
    name: 'navigationStart',
    pid: 7,
    ts: 1_000_000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:5000/' } },
  };
  const task = (startMs: number, wallMs: number, cpuMs: number, where = page) => ({
    name: 'RunTask',
    ph: 'X',
    ...where,
    ts: 1_000_000 + startMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
  });
  const events = [
    // Lighthouse's about:blank before the page, on the same thread: not the page's.
    { ...navigation, ts: 500_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } },
    task(-100, 80, 80),
    navigation,
    task(100, 30, 28), // before the paint
    { name: 'firstContentfulPaint', ...page, ts: 1_300_000 },
    task(400, 60, 10), // waited 50 ms for a CPU
    task(500, 20, 18),
    task(600, 90, 90, { pid: 7, tid: 2 }), // another thread of the renderer
    task(700, 90, 90, { pid: 8, tid: 1 }), // another process
  ];

  it("reads the painting thread's tasks from the navigation on, by the clock and by its CPU time", () => {
    expect(traceTasks(events)).toEqual({
      firstContentfulPaint: 300,
      wall: [
        { start: 100, duration: 30 },
        { start: 400, duration: 60 },
        { start: 500, duration: 20 },
      ],
      cpu: [
        { start: 100, duration: 28 },
        { start: 400, duration: 10 },
        { start: 500, duration: 18 },
      ],
    });
  });

  it('is null without the page navigation or its first paint', () => {
    expect(traceTasks(events.slice(0, 4))).toBeNull();
    expect(traceTasks(events.filter((event) => event !== navigation))).toBeNull();
  });

  it('counts each task after the paint four times over, beyond 50 ms, as Lighthouse simulates', () => {
    const tasks = traceTasks(events)!;
    // By the clock: 60 * 4 - 50 = 190, and 20 * 4 - 50 = 30.
    expect(slowedBlockingMs(tasks.wall, tasks.firstContentfulPaint)).toBe(220);
    // By the thread's CPU time: 10 * 4 is under 50; 18 * 4 - 50 = 22.
    expect(slowedBlockingMs(tasks.cpu, tasks.firstContentfulPaint)).toBe(22);
    expect(slowedBlockingMs(tasks.wall, tasks.firstContentfulPaint, 1)).toBe(10);
  });

  it('counts a task that spans the paint from the paint on, once slowed, as TBT does', () => {
    // Slowed: the task runs 1,120 to 1,280 ms and the paint comes at 1,200: 80 - 50 = 30.
    expect(slowedBlockingMs([{ start: 280, duration: 40 }], 300)).toBe(30);
    // Its 40 ms after the paint, slowed from 10, are under the 50 ms threshold.
    expect(slowedBlockingMs([{ start: 290, duration: 20 }], 300)).toBe(0);
  });
});
