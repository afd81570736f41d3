import { coverWorld } from './covering';
import { type Cell, HASH_BITS, cellsOfInterval, positionOf } from './geohash-cells';
import type { Location } from './validation';

/**
 * Event alerts find their subscribers by geohash cell, never by scanning them all. Each
 * subscriber's circle is stored as the cells of its covering (`users.eventAlerts.cells`); an
 * event is looked up with one `array-contains-any` over its own cell at every depth a covering
 * may use. Firestore takes at most 30 values there, so coverings use the 30 bit depths from
 * ALERT_MIN_DEPTH to ALERT_MAX_DEPTH: a coarser cell is split into its descendants at the
 * shallowest depth, a finer one is replaced by its ancestor at the deepest (a little looser,
 * still a covering).
 *
 * Depth 16 cells are about 128 x 78 km at Albuquerque's latitude, larger than any cell wholly
 * inside a 50 km circle; depth 45 cells are about 1.5 m, finer than the rim of a 1 km circle
 * needs. Rim cells are a sixteenth of the radius across: a covering then holds about 100 to 160
 * cells and reaches about 5% (at most about 8%) past its circle, which is what bounds the
 * subscribers read for nothing (the alerts benchmark measures it).
 */
export const ALERT_MIN_DEPTH = 16;
export const ALERT_MAX_DEPTH = 45;
export const ALERT_RIM_FRACTION = 1 / 16;
/** Firestore's limit on the values of one array-contains-any. */
export const ARRAY_CONTAINS_ANY_MAX = 30;

/** A cell as stored: "<depth>:<index in base 36>". */
export function cellToken(cell: Cell): string {
  return `${cell.depth}:${cell.index.toString(36)}`;
}

/** The cells at the allowed depths that cover one cell of any depth. */
function clampedCells(cell: Cell): Cell[] {
  if (cell.depth > ALERT_MAX_DEPTH) {
    const up = cell.depth - ALERT_MAX_DEPTH;
    return [{ depth: ALERT_MAX_DEPTH, index: Math.floor(cell.index / 2 ** up) }];
  }
  if (cell.depth >= ALERT_MIN_DEPTH) return [cell];
  const down = 2 ** (ALERT_MIN_DEPTH - cell.depth);
  return Array.from({ length: down }, (_, i) => ({
    depth: ALERT_MIN_DEPTH,
    index: cell.index * down + i,
  }));
}

/**
 * The cells stored for an alert circle: every point within `radiusKm` of `center` lies in one
 * of them (the covering of nearby search, made of cells of the allowed depths). Sorted, without
 * repeats.
 */
export function alertCells(center: Location, radiusKm: number): string[] {
  const tokens = new Set<string>();
  for (const range of coverWorld(center, radiusKm, ALERT_RIM_FRACTION)) {
    for (const cell of cellsOfInterval(range.start, range.end)) {
      for (const clamped of clampedCells(cell)) tokens.add(cellToken(clamped));
    }
  }
  return [...tokens].sort();
}

/**
 * The values to look subscribers up by for something at this geohash: its cell at each allowed
 * depth (30 values, the most one array-contains-any takes). A circle's covering holds one of
 * them exactly when the point lies in the covering.
 */
export function alertLookupTokens(hash: string): string[] {
  const position = positionOf(hash);
  const tokens: string[] = [];
  for (let depth = ALERT_MIN_DEPTH; depth <= ALERT_MAX_DEPTH; depth++) {
    tokens.push(cellToken({ depth, index: Math.floor(position / 2 ** (HASH_BITS - depth)) }));
  }
  return tokens;
}
