import { describe, expect, it } from 'vitest';

import { blockingFigures } from './long-tasks';

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
