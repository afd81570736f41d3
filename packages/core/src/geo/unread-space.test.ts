import { describe, expect, it } from 'vitest';

import { POSITION_END } from './geohash-cells';
import { UnreadSpace } from './unread-space';

const spans = (space: UnreadSpace<string>) =>
  space.list().map(({ start, end, resume }) => [start, end, resume?.after ?? null]);

describe('UnreadSpace', () => {
  it('starts with the whole world unread and nothing to resume', () => {
    const space = new UnreadSpace<string>();
    expect(spans(space)).toEqual([[0, POSITION_END, null]]);
    expect(space.asWithin()).toEqual([
      { start: 0, end: POSITION_END, continues: false, continuesDown: false },
    ]);
    expect(space.resumeAt(0)).toBeNull();
  });

  it('cuts out what a page read and leaves its resume point where it stopped', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    expect(spans(space)).toEqual([
      [0, 100, null],
      [150, POSITION_END, 'x'],
    ]);
    expect(space.resumeAt(150)).toEqual({ after: 'x', from: 100 });
    expect(space.resumeAt(100)).toBeNull();
    expect(space.asWithin()).toEqual([
      { start: 0, end: 100, continues: false, continuesDown: false },
      { start: 150, end: POSITION_END, continues: true, continuesDown: false },
    ]);
  });

  it('moves the resume point on when the next page reads on from it', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    space.markRead(150, 180, { after: 'y', from: 100 });
    expect(spans(space)).toEqual([
      [0, 100, null],
      [180, POSITION_END, 'y'],
    ]);
  });

  it('keeps a resume point at a stop that reads nothing (a whole page in one geohash)', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 100, { after: 'x', from: 100 });
    expect(spans(space)).toEqual([
      [0, 100, null],
      [100, POSITION_END, 'x'],
    ]);
  });

  it('reads a range that ends short of the unread stretch, splitting it', () => {
    const space = new UnreadSpace<string>();
    space.markRead(0, 1000, null);
    space.markRead(2000, 3000, { after: 'a', from: 2000 });
    // A short page over [1200, 1500): read it all; the rest of [1000, 2000) stays unread.
    space.markRead(1200, 1500, { after: 'b', from: 1200 });
    expect(spans(space)).toEqual([
      [1000, 1200, null],
      [1500, 2000, 'b'],
      [3000, POSITION_END, 'a'],
    ]);
    // A range over several unread stretches, stopping inside the last one.
    space.markRead(1100, 2500, { after: 'c', from: 1100 });
    expect(spans(space)).toEqual([
      [1000, 1100, null],
      [3000, POSITION_END, 'a'],
    ]);
  });

  it('splits an unread stretch at a stop inside it', () => {
    const space = new UnreadSpace<string>();
    space.markRead(0, 10, null);
    // A page from 5 (already read) that stops at 40: [10, 40) is read, 40 onwards resumes.
    space.markRead(5, 40, { after: 'z', from: 5 });
    expect(spans(space)).toEqual([[40, POSITION_END, 'z']]);
  });

  it('leaves what follows a range that read nothing closed: no query can go on into it', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    space.markRead(500, 600, null);
    expect(spans(space)).toEqual([
      [0, 100, null],
      [150, 500, 'x'],
      [600, POSITION_END, null],
    ]);
    expect(space.asWithin().map(({ continues }) => continues)).toEqual([false, true, false]);
  });

  it('moves the resume point on when a whole next page shares the geohash it stopped at', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    // The next page read only items of the geohash at 150, after 'x': it stopped there again.
    space.markRead(150, 150, { after: 'y', from: 100 });
    expect(spans(space)).toEqual([
      [0, 100, null],
      [150, POSITION_END, 'y'],
    ]);
  });

  it('leaves a resume point at the bottom of what a page reading down stopped above', () => {
    const space = new UnreadSpace<string>();
    space.markRead(400, 500, { after: 'd', from: 500 }, 'down');
    expect(space.list()).toEqual([
      { start: 0, end: 400, resume: null, resumeDown: { after: 'd', from: 500 } },
      { start: 500, end: POSITION_END, resume: null, resumeDown: null },
    ]);
    expect(
      space.asWithin().map(({ continues, continuesDown }) => [continues, continuesDown]),
    ).toEqual([
      [false, true],
      [false, false],
    ]);
    // Its next page goes on down; a full page in one geohash only moves the resume point.
    space.markRead(300, 400, { after: 'e', from: 500 }, 'down');
    space.markRead(300, 300, { after: 'f', from: 500 }, 'down');
    expect(space.list()).toEqual([
      { start: 0, end: 300, resume: null, resumeDown: { after: 'f', from: 500 } },
      { start: 500, end: POSITION_END, resume: null, resumeDown: null },
    ]);
  });

  it('keeps both resume points of a stretch read from both ends', () => {
    const space = new UnreadSpace<string>();
    space.markRead(0, 100, { after: 'u', from: 0 }, 'up');
    space.markRead(900, 1000, { after: 'd', from: 1000 }, 'down');
    expect(space.stretchAt(500)).toEqual({
      start: 100,
      end: 900,
      resume: { after: 'u', from: 0 },
      resumeDown: { after: 'd', from: 1000 },
    });
    // A range read up from the middle leaves the part below it with the resume point at its
    // bottom only, and the part above it with both (its own and the one at the top).
    space.markRead(400, 600, { after: 'm', from: 400 }, 'up');
    expect(space.list().slice(0, 2)).toEqual([
      { start: 100, end: 400, resume: { after: 'u', from: 0 }, resumeDown: null },
      {
        start: 600,
        end: 900,
        resume: { after: 'm', from: 400 },
        resumeDown: { after: 'd', from: 1000 },
      },
    ]);
  });

  it('finds the unread stretch holding a position', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    expect(space.stretchAt(120)).toBeUndefined();
    expect(space.stretchAt(99)).toMatchObject({ start: 0, end: 100, resume: null });
    expect(space.stretchAt(150)).toMatchObject({ start: 150, resume: { after: 'x' } });
  });
});
