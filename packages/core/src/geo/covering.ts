import { maxDistanceKm, minDistanceKm } from './box-distance';
import {
  type Cell,
  HASH_BITS,
  POSITION_END,
  cellBox,
  cellEnd,
  cellStart,
  cellsOfInterval,
  childrenOf,
  depthForCellSize,
  hashOf,
} from './geohash-cells';
import type { Location } from './validation';

/** Nearby search issues at most this many geohash range queries (pages of a range aside). */
export const NEARBY_MAX_RANGES = 12;

/** Geohash positions [start, end): one range query over `_geoloc.hash`. */
export interface PositionRange {
  start: number;
  end: number;
}

/** A range as a Firestore query takes it: orderBy(hash).startAt(startAt).endBefore(endBefore). */
export interface HashBounds {
  startAt: string;
  /** null: no upper bound (the range runs to the end of the world). */
  endBefore: string | null;
}

/**
 * A range the covering may use. `continues`: a query already read up to its start, so a range
 * that begins exactly there is the next page of that query, not a new range, and is not counted.
 */
export interface WithinRange extends PositionRange {
  continues?: boolean;
}

export interface CoverOptions {
  /** At most this many ranges come back (adjacent cells merge; the smallest gaps fill first). */
  maxRanges?: number;
  /**
   * Cover only inside these sorted, disjoint ranges (the parts of a search not read yet). Gaps
   * are filled only inside one of them, so a range never reaches into anything outside.
   */
  within?: readonly WithinRange[];
  /** How fine the cells along the rim are, as a fraction of the radius (default 1/16). */
  rimFraction?: number;
  /**
   * What filling the gap [start, end) costs, e.g. the documents expected there (default: its
   * size, i.e. its area). The cheapest gaps are filled first.
   */
  gapCost?: (start: number, end: number) => number;
}

const DEFAULT_RIM_FRACTION = 1 / 16;

/**
 * The geohash ranges whose union holds every point within `radiusKm` of `center`: cells along
 * the rim a sixteenth of the radius across, cells wholly inside kept whole, adjacent cells merged
 * into one range, and then, while there are more than `maxRanges`, the smallest gap between two
 * neighbouring ranges filled. Filling the smallest gaps first gives the least area for the
 * number of ranges allowed: the result is sorted and disjoint, and every point of the circle is
 * inside it (property-tested). With `within`, the covering is clipped to those ranges and may
 * exceed `maxRanges` only when they alone are more than it.
 */
export function coverCircle(
  center: Location,
  radiusKm: number,
  options: CoverOptions = {},
): PositionRange[] {
  const maxRanges = options.maxRanges ?? NEARBY_MAX_RANGES;
  const rimDepth = depthForCellSize(
    radiusKm * (options.rimFraction ?? DEFAULT_RIM_FRACTION),
    center[0],
  );
  const within = options.within ?? [{ start: 0, end: POSITION_END }];
  const groups = within.map((range) => {
    const pieces: PositionRange[] = [];
    for (const cell of cellsOfInterval(range.start, range.end)) {
      collect(cell, center, radiusKm, rimDepth, pieces);
    }
    return { start: range.start, pieces, continues: range.continues === true };
  });
  return capRanges(groups, maxRanges, options.gapCost);
}

function collect(
  cell: Cell,
  center: Location,
  radiusKm: number,
  rimDepth: number,
  into: PositionRange[],
): void {
  const box = cellBox(cell);
  if (minDistanceKm(center, box) > radiusKm) return;
  if (cell.depth >= rimDepth || cell.depth >= HASH_BITS || maxDistanceKm(center, box) <= radiusKm) {
    const start = cellStart(cell);
    const last = into[into.length - 1];
    if (last && last.end === start) last.end = cellEnd(cell);
    else into.push({ start, end: cellEnd(cell) });
    return;
  }
  for (const child of childrenOf(cell)) collect(child, center, radiusKm, rimDepth, into);
}

/** Ranges found inside one `within` range; gaps between them hold nothing read yet. */
export interface RangeGroup {
  /** Where the `within` range starts. */
  start: number;
  pieces: PositionRange[];
  /** An earlier query stopped at `start`: a range from there is its next page, not counted. */
  continues?: boolean;
}

/**
 * Merges ranges until at most `maxRanges` count, filling the smallest gaps first. A gap is
 * fillable only inside one group (anything between groups was read already). In a group that
 * continues an earlier query, the gap before its first range is fillable too: the range then
 * starts where that query stopped and is its next page.
 */
export function capRanges(
  groups: RangeGroup[],
  maxRanges: number,
  gapCost: (start: number, end: number) => number = (start, end) => end - start,
): PositionRange[] {
  const gaps: { group: number; before: number; size: number }[] = [];
  let counted = 0;
  groups.forEach(({ start, pieces, continues }, group) => {
    const first = pieces[0];
    if (!first) return;
    counted += continues && first.start === start ? pieces.length - 1 : pieces.length;
    if (continues && first.start > start) {
      gaps.push({ group, before: 0, size: gapCost(start, first.start) });
    }
    for (let i = 1; i < pieces.length; i++) {
      gaps.push({ group, before: i, size: gapCost(pieces[i - 1]!.end, pieces[i]!.start) });
    }
  });
  gaps.sort((a, b) => a.size - b.size || a.group - b.group || a.before - b.before);
  const excess = Math.max(0, counted - Math.max(0, maxRanges));
  const filled = new Set(gaps.slice(0, excess).map((gap) => `${gap.group}:${gap.before}`));
  const ranges: PositionRange[] = [];
  groups.forEach(({ start, pieces }, group) => {
    pieces.forEach((piece, i) => {
      const last = ranges[ranges.length - 1];
      if (!filled.has(`${group}:${i}`)) ranges.push({ ...piece });
      else if (i === 0) ranges.push({ start, end: piece.end });
      else if (last) last.end = piece.end;
    });
  });
  return ranges;
}

/** The least distance from `center` to any position of the range (a lower bound, in km). */
export function rangeMinDistanceKm(center: Location, range: PositionRange): number {
  let least = Number.POSITIVE_INFINITY;
  for (const cell of cellsOfInterval(range.start, range.end)) {
    least = Math.min(least, minDistanceKm(center, cellBox(cell)));
  }
  return least;
}

export function hashBounds(range: PositionRange): HashBounds {
  return {
    startAt: hashOf(range.start),
    endBefore: range.end >= POSITION_END ? null : hashOf(range.end),
  };
}
