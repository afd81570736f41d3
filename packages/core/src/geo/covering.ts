import { maxDistanceKm, minDistanceKm } from './box-distance';
import {
  type Cell,
  type LatLngBox,
  HASH_BITS,
  POSITION_END,
  cellBox,
  cellEnd,
  cellStart,
  childBoxes,
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
 * `continuesDown`: the same at its end, for a query reading down.
 */
export interface WithinRange extends PositionRange {
  continues?: boolean;
  continuesDown?: boolean;
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
  return capRanges(
    coverGroups(center, radiusKm, options),
    options.maxRanges ?? NEARBY_MAX_RANGES,
    options.gapCost,
  );
}

/**
 * The covering before capping: for each `within` range (the whole world by default), the merged
 * cells inside it that reach into the circle. coverCircle caps these; the nearby planner looks
 * at them first to see which ranges need a query of their own. `world` (coverWorld of the same
 * circle) saves recomputing the whole covering when it is clipped many times: pieces wholly
 * inside a `within` range are kept, pieces across its ends are covered again inside it (so a
 * rim cell cut by what was read shrinks to the part that still reaches into the circle).
 */
export function coverGroups(
  center: Location,
  radiusKm: number,
  options: Pick<CoverOptions, 'within' | 'rimFraction'> & { world?: readonly PositionRange[] } = {},
): RangeGroup[] {
  const rimDepth = rimDepthFor(center, radiusKm, options.rimFraction);
  const world = options.world ?? coverWorld(center, radiusKm, options.rimFraction);
  const within = options.within ?? [{ start: 0, end: POSITION_END }];
  let at = 0;
  return within.map((range) => {
    const pieces: PositionRange[] = [];
    const add = (piece: PositionRange) => {
      const last = pieces[pieces.length - 1];
      if (last && last.end === piece.start) last.end = piece.end;
      else pieces.push({ ...piece });
    };
    while (at < world.length && world[at]!.end <= range.start) at++;
    for (let i = at; i < world.length && world[i]!.start < range.end; i++) {
      const piece = world[i]!;
      if (piece.start >= range.start && piece.end <= range.end) {
        add(piece);
        continue;
      }
      const start = Math.max(piece.start, range.start);
      const end = Math.min(piece.end, range.end);
      for (const part of coverPieces(cellsOfInterval(start, end), center, radiusKm, rimDepth)) {
        add(part);
      }
    }
    return {
      start: range.start,
      end: range.end,
      pieces,
      continues: range.continues === true,
      continuesDown: range.continuesDown === true,
    };
  });
}

/** The whole covering of the circle, uncapped: sorted, disjoint, merged ranges. */
export function coverWorld(
  center: Location,
  radiusKm: number,
  rimFraction?: number,
): PositionRange[] {
  const root = { depth: 0, index: 0 };
  return coverPieces([root], center, radiusKm, rimDepthFor(center, radiusKm, rimFraction));
}

function rimDepthFor(center: Location, radiusKm: number, rimFraction?: number): number {
  return depthForCellSize(radiusKm * (rimFraction ?? DEFAULT_RIM_FRACTION), center[0]);
}

/**
 * Rim cells refined at once, at most. Near a pole a circle a few metres across spans degrees of
 * longitude, and cells fine enough in latitude would be millions along the rim; past this many
 * the rim stays as coarse as it is (still a covering, only looser).
 */
const MAX_RIM_CELLS = 2048;

/**
 * The cells under `roots` that reach into the circle, as sorted merged ranges: a cell wholly
 * inside is kept whole; one across the rim is halved, level by level, down to `rimDepth`.
 */
function coverPieces(
  roots: Cell[],
  center: Location,
  radiusKm: number,
  rimDepth: number,
): PositionRange[] {
  const kept: Cell[] = [];
  let rim: BoxedCell[] = [];
  const sort = (cells: BoxedCell[]) => {
    for (const { cell, box } of cells) {
      if (minDistanceKm(center, box) > radiusKm) continue;
      const whole = maxDistanceKm(center, box) <= radiusKm;
      if (whole || cell.depth >= rimDepth || cell.depth >= HASH_BITS) kept.push(cell);
      else rim.push({ cell, box });
    }
  };
  sort(roots.map((cell) => ({ cell, box: cellBox(cell) })));
  while (rim.length > 0) {
    if (rim.length * 2 > MAX_RIM_CELLS) {
      kept.push(...rim.map(({ cell }) => cell));
      break;
    }
    const children = rim.flatMap(boxedChildren);
    rim = [];
    sort(children);
  }
  const pieces: PositionRange[] = [];
  const spans = kept.map((cell) => ({ start: cellStart(cell), end: cellEnd(cell) }));
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    const last = pieces[pieces.length - 1];
    if (last && last.end === span.start) last.end = span.end;
    else pieces.push(span);
  }
  return pieces;
}

/** A cell with its box, so that refining does not recompute boxes from the root. */
export interface BoxedCell {
  cell: Cell;
  box: LatLngBox;
}

export function boxedChildren({ cell, box }: BoxedCell): [BoxedCell, BoxedCell] {
  const [low, high] = childrenOf(cell);
  const [lowBox, highBox] = childBoxes(cell, box);
  return [
    { cell: low, box: lowBox },
    { cell: high, box: highBox },
  ];
}

/** Ranges found inside one `within` range; gaps between them hold nothing read yet. */
export interface RangeGroup {
  /** Where the `within` range starts. */
  start: number;
  /** Where it ends (default: where its last range ends). */
  end?: number;
  pieces: PositionRange[];
  /** An earlier query stopped at `start`: a range from there is its next page, not counted. */
  continues?: boolean;
  /** An earlier query reading down stopped at `end`: a range up to there is its next page. */
  continuesDown?: boolean;
}

/**
 * Merges ranges until at most `maxRanges` count, filling the smallest gaps first. A gap is
 * fillable only inside one group (anything between groups was read already). In a group that
 * continues an earlier query, the gap before its first range is fillable too: the range then
 * starts where that query stopped and is its next page; likewise the gap after its last range
 * in a group that continues a query reading down. Gaps costing less than `freeBelow` are
 * filled whatever the count (a range saved is worth more than what they hold).
 */
export function capRanges(
  groups: RangeGroup[],
  maxRanges: number,
  gapCost: (start: number, end: number) => number = (start, end) => end - start,
  freeBelow = 0,
): PositionRange[] {
  const gaps: { group: number; before: number; size: number }[] = [];
  let counted = 0;
  groups.forEach(({ start, end, pieces, continues, continuesDown }, group) => {
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    if (!first || !last) return;
    const top = end ?? last.end;
    const fromBelow = continues === true && first.start === start;
    const fromAbove = continuesDown === true && last.end === top;
    // One range touching both continuable ends is one query's next page either way.
    counted += Math.max(0, pieces.length - (fromBelow ? 1 : 0) - (fromAbove ? 1 : 0));
    if (continues && first.start > start) {
      gaps.push({ group, before: 0, size: gapCost(start, first.start) });
    }
    for (let i = 1; i < pieces.length; i++) {
      gaps.push({ group, before: i, size: gapCost(pieces[i - 1]!.end, pieces[i]!.start) });
    }
    if (continuesDown && last.end < top) {
      gaps.push({ group, before: pieces.length, size: gapCost(last.end, top) });
    }
  });
  gaps.sort((a, b) => a.size - b.size || a.group - b.group || a.before - b.before);
  const excess = Math.max(0, counted - Math.max(0, maxRanges));
  const free = gaps.findIndex((gap) => gap.size >= freeBelow);
  const fill = Math.max(excess, free === -1 ? gaps.length : free);
  const filled = new Set(gaps.slice(0, fill).map((gap) => `${gap.group}:${gap.before}`));
  const ranges: PositionRange[] = [];
  groups.forEach(({ start, end, pieces }, group) => {
    pieces.forEach((piece, i) => {
      const last = ranges[ranges.length - 1];
      if (!filled.has(`${group}:${i}`)) ranges.push({ ...piece });
      else if (i === 0) ranges.push({ start, end: piece.end });
      else if (last) last.end = piece.end;
    });
    const top = ranges[ranges.length - 1];
    if (top && pieces.length > 0 && filled.has(`${group}:${pieces.length}`)) {
      top.end = end ?? top.end;
    }
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
