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

export interface UnreadRange<T> extends PositionRange {
  /** Set when a query stopped exactly at `start`: reading on from here is its next page. */
  resume: Resume<T> | null;
}

/**
 * The geohash positions a search has not read yet, as sorted disjoint ranges. Reading a page
 * removes what it read and leaves a resume point where it stopped, so the next page of the same
 * query (or a range that starts right there) goes on from the last item without reading it twice.
 */
export class UnreadSpace<T> {
  private ranges: UnreadRange<T>[] = [{ start: 0, end: POSITION_END, resume: null }];

  list(): readonly UnreadRange<T>[] {
    return this.ranges;
  }

  /** The unread ranges for a covering: those with a resume point continue a query. */
  asWithin(): WithinRange[] {
    return this.ranges.map(({ start, end, resume }) => ({
      start,
      end,
      continues: resume !== null,
    }));
  }

  /** The resume point at `position`, when a query stopped exactly there. */
  resumeAt(position: number): Resume<T> | null {
    return this.ranges.find((range) => range.start === position)?.resume ?? null;
  }

  /** The unread range holding `position`, if it is unread. */
  stretchAt(position: number): UnreadRange<T> | undefined {
    return this.ranges.find((range) => range.start <= position && position < range.end);
  }

  /**
   * Marks [start, stop) read, and leaves `resume` at `stop`: the query that read them can go on
   * from there (`stop` may equal `start` when a whole page shared one geohash). Without a resume
   * point (the query read nothing), what follows `stop` needs a new range.
   */
  markRead(start: number, stop: number, resume: Resume<T> | null): void {
    const next: UnreadRange<T>[] = [];
    for (const range of this.ranges) {
      const pieces =
        range.end <= start || range.start >= stop
          ? [range]
          : [
              { start: range.start, end: Math.min(start, range.end), resume: range.resume },
              { start: Math.max(stop, range.start), end: range.end, resume: null },
            ].filter((piece) => piece.start < piece.end);
      // A range that overlaps [start, stop) (or holds it, when stop equals start) keeps its part
      // below and its part from `stop` on, which is where the query that read goes on.
      for (const piece of pieces) next.push(piece.start === stop ? { ...piece, resume } : piece);
    }
    this.ranges = next;
  }
}
