import { describe, expect, it } from 'vitest';

import { POSITION_END } from './geohash-cells';
import { UnreadSpace } from './unread-space';

const spans = (space: UnreadSpace<string>) =>
  space.list().map(({ start, end, resume }) => [start, end, resume?.after ?? null]);

describe('UnreadSpace', () => {
  it('starts with the whole world unread and nothing to resume', () => {
    const space = new UnreadSpace<string>();
    expect(spans(space)).toEqual([[0, POSITION_END, null]]);
    expect(space.asWithin()).toEqual([{ start: 0, end: POSITION_END, continues: false }]);
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
      { start: 0, end: 100, continues: false },
      { start: 150, end: POSITION_END, continues: true },
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

  it('finds the unread stretch holding a position', () => {
    const space = new UnreadSpace<string>();
    space.markRead(100, 150, { after: 'x', from: 100 });
    expect(space.stretchAt(120)).toBeUndefined();
    expect(space.stretchAt(99)).toMatchObject({ start: 0, end: 100, resume: null });
    expect(space.stretchAt(150)).toMatchObject({ start: 150, resume: { after: 'x' } });
  });
});
