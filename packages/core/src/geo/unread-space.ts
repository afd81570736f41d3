import { POSITION_END } from './geohash-cells';
import type { PositionRange, WithinRange } from './covering';

/**
 * Where a query left off: its next page starts after `after`, the last item it read (`from` is
 * where the query started). A query that has read nothing has no next page: going on from it
 * would be a new query from a computed bound, i.e. a new range.
 */
export interface Resume<T> {
  after: T;
  from: number;
}

/** Which way a query reads geohash order: up (ascending) or down (descending). */
export type Direction = 'up' | 'down';

export interface UnreadRange<T> extends PositionRange {
  /** Set when a query reading up stopped exactly at `start`: reading on up is its next page. */
  resume: Resume<T> | null;
  /** Set when a query reading down stopped exactly at `end`: reading on down is its next page. */
  resumeDown: Resume<T> | null;
}

/**
 * The geohash positions a search has not read yet, as sorted disjoint ranges. Reading a page
 * removes what it read and leaves a resume point where it stopped (at the bottom of what is left
 * above it when the query reads up, at the top of what is left below it when it reads down), so
 * the next page of the same query goes on from its last item without reading it twice.
 */
export class UnreadSpace<T> {
  private ranges: UnreadRange<T>[] = [
    { start: 0, end: POSITION_END, resume: null, resumeDown: null },
  ];

  list(): readonly UnreadRange<T>[] {
    return this.ranges;
  }

  /** The unread ranges for a covering, with the ends a query can go on from. */
  asWithin(): WithinRange[] {
    return this.ranges.map(({ start, end, resume, resumeDown }) => ({
      start,
      end,
      continues: resume !== null,
      continuesDown: resumeDown !== null,
    }));
  }

  /** The resume point at `position`, when a query reading up stopped exactly there. */
  resumeAt(position: number): Resume<T> | null {
    return this.ranges.find((range) => range.start === position)?.resume ?? null;
  }

  /** The unread range holding `position`, if it is unread. */
  stretchAt(position: number): UnreadRange<T> | undefined {
    return this.ranges.find((range) => range.start <= position && position < range.end);
  }

  /**
   * Marks [start, stop) read by a query reading `direction`, and leaves `resume` where it
   * stopped: at `stop` reading up, at `start` reading down. Where it stopped may be where it
   * started (a whole page shared one geohash): the unread range there then only gets the new
   * resume point. Without one (the query read nothing), what lies beyond needs a new range.
   */
  markRead(
    start: number,
    stop: number,
    resume: Resume<T> | null,
    direction: Direction = 'up',
  ): void {
    const at = direction === 'up' ? stop : start;
    const next: UnreadRange<T>[] = [];
    for (const range of this.ranges) {
      const overlaps = range.start < stop && start < range.end;
      const holdsStop =
        direction === 'up'
          ? range.start <= at && at < range.end
          : range.start < at && at <= range.end;
      if (!overlaps && !holdsStop) {
        next.push(range);
        continue;
      }
      const below = { start: range.start, end: Math.min(start, range.end) };
      const above = { start: Math.max(stop, range.start), end: range.end };
      // What is left below keeps the resume point at its bottom; what is left above keeps the
      // one at its top. The side where the query stopped gets the new one.
      if (below.start < below.end) {
        const resumeDown = direction === 'down' && below.end === at ? resume : null;
        next.push({ ...below, resume: range.resume, resumeDown });
      }
      if (above.start < above.end) {
        const resumeUp = direction === 'up' && above.start === at ? resume : null;
        next.push({ ...above, resume: resumeUp, resumeDown: range.resumeDown });
      }
    }
    this.ranges = next;
  }
}
