import { maxDistanceKm, minDistanceKm } from './box-distance';
import { coverWorld } from './covering';
import { type LatLngBox, cellBox, cellSize, hashOf, positionOf } from './geohash-cells';
import { distanceKm } from './geohash';
import { GEOHASH_ALPHABET, type Location } from './validation';

/**
 * Nearby search plans with a count of searchable documents per geohash cell of this precision
 * (about 1.2 x 0.6 km): fine enough to tell a cluster from the empty blocks beside it.
 */
export const COUNT_CELL_PRECISION = 6;
/**
 * The counts are stored one document per geohash cell of this precision (about 156 x 156 km):
 * a search of up to 25 km reads one to four of them.
 */
export const COUNT_SHARD_PRECISION = 3;
/**
 * Searches of this radius and more read the counts first. Below it, the one or two count
 * documents cost more reads than they save (measured on the benchmark at 1 km: p90 2.00 with
 * them, 1.76 without).
 */
export const CELL_COUNTS_FROM_KM = 2;
/**
 * A circle meeting more count shards than this (radii near the maximum far north or south,
 * where the shards narrow) is searched without counts rather than read many count documents.
 */
export const MAX_COUNT_SHARDS = 12;
/**
 * Documents assumed in a counted cell that holds none: a small cost per area, so that of two
 * empty gaps the planner still fills the smaller first.
 */
const EMPTY_CELL_DOCUMENTS = 0.01;

const CELL_DEPTH = COUNT_CELL_PRECISION * 5;
const SHARD_DEPTH = COUNT_SHARD_PRECISION * 5;
const CELL_POSITIONS = cellSize(CELL_DEPTH);
const SHARD_POSITIONS = cellSize(SHARD_DEPTH);
const cellPattern = new RegExp(`^[${GEOHASH_ALPHABET}]{${COUNT_CELL_PRECISION}}$`);
const shardPattern = new RegExp(`^[${GEOHASH_ALPHABET}]{${COUNT_SHARD_PRECISION}}$`);

/** The count cell of a stored geohash (its first COUNT_CELL_PRECISION characters). */
export function countCellOf(hash: string): string {
  return hash.slice(0, COUNT_CELL_PRECISION);
}

/** The shard holding the count of a stored geohash (its first COUNT_SHARD_PRECISION characters). */
export function countShardOf(hash: string): string {
  return hash.slice(0, COUNT_SHARD_PRECISION);
}

/**
 * The shards (geohash cells of COUNT_SHARD_PRECISION) that the circle reaches into, in geohash
 * order; null when they are more than MAX_COUNT_SHARDS.
 */
export function countShardsFor(center: Location, radiusKm: number): string[] | null {
  const shards: string[] = [];
  for (const piece of coverWorld(center, radiusKm)) {
    const first = Math.floor(piece.start / SHARD_POSITIONS);
    const last = Math.ceil(piece.end / SHARD_POSITIONS) - 1;
    if (shards.length + last - first + 1 > MAX_COUNT_SHARDS * 4) return null;
    for (let index = first; index <= last; index++) {
      // A coarse piece may span shards the circle does not reach.
      if (minDistanceKm(center, cellBox({ depth: SHARD_DEPTH, index })) > radiusKm) continue;
      const shard = countShardOf(hashOf(index * SHARD_POSITIONS));
      if (shards[shards.length - 1] !== shard) shards.push(shard);
    }
    if (shards.length > MAX_COUNT_SHARDS) return null;
  }
  return shards;
}

/**
 * The stored counts of one shard: `counts` maps a count cell to its documents (absent: 0).
 * null or absent: the shard has no count document (nothing was ever counted in it).
 */
export interface CountShard {
  shard: string;
  counts?: Readonly<Record<string, unknown>> | null;
}

/** What the planner's loadCounts gives it: the shards read, and the documents that cost. */
export interface LoadedCounts {
  shards: CountShard[];
  documentsRead: number;
}

/**
 * The planner's loadCounts for a circle: the count documents of the shards it reaches into,
 * fetched together by `readShards` (each shard's `counts`, null or undefined where it has no
 * document; every shard asked for is one document read), or null when the circle reaches too
 * many shards. nearbyVenues and nearbyEvents read Firestore with it; the benchmark, a map.
 */
export function cellCountsLoader(
  center: Location,
  radiusKm: number,
  readShards: (
    shards: string[],
  ) => Promise<readonly (Readonly<Record<string, unknown>> | null | undefined)[]>,
): () => Promise<LoadedCounts | null> {
  return async () => {
    const shards = countShardsFor(center, radiusKm);
    if (!shards || shards.length === 0) return null;
    const counts = await readShards(shards);
    return {
      shards: shards.map((shard, i) => ({ shard, counts: counts[i] ?? null })),
      documentsRead: shards.length,
    };
  };
}

/**
 * Where the counts live: one document per kind and shard (countsDocId), holding
 * `counts.<cell>`. Only functions write them, in the writes that make a venue or an event
 * searchable or not or move it; clients cannot read them (nearby search reads them on the
 * server).
 */
export const NEARBY_COUNTS_COLLECTION = 'nearbyCounts';

/** What is counted: searchable venues, or public events that have not ended. */
export type CountedKind = 'venues' | 'events';

/** The count document of one kind and shard: `venues-9wh`, `events-9wh`. */
export function countsDocId(kind: CountedKind, shard: string): string {
  return `${kind}-${shard}`;
}

/** Per shard, the count of each cell holding any of `hashes` (as the seed writes them). */
export function tallyCellCounts(hashes: Iterable<string>): Map<string, Record<string, number>> {
  const shards = new Map<string, Record<string, number>>();
  for (const hash of hashes) {
    const counts = shards.get(countShardOf(hash)) ?? {};
    counts[countCellOf(hash)] = (counts[countCellOf(hash)] ?? 0) + 1;
    shards.set(countShardOf(hash), counts);
  }
  return shards;
}

/**
 * What one document's change does to the counts, per shard and cell: -1 where it was
 * searchable (`before`: its geohash then, or null when it was not searchable), +1 where it is
 * now. Nothing when neither changed; an empty map then.
 */
export function countChanges(
  before: string | null,
  after: string | null,
): Map<string, Record<string, number>> {
  const changes = new Map<string, Record<string, number>>();
  const add = (hash: string, delta: number) => {
    const cells = changes.get(countShardOf(hash)) ?? {};
    const cell = countCellOf(hash);
    const total = (cells[cell] ?? 0) + delta;
    if (total === 0) delete cells[cell];
    else cells[cell] = total;
    if (Object.keys(cells).length > 0) changes.set(countShardOf(hash), cells);
    else changes.delete(countShardOf(hash));
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return changes;
}

/**
 * Searchable documents per count cell, for the shards read. A hint, never a promise: the
 * planner reads every cell it needs whatever the counts say, so a wrong count costs reads, not
 * results. Entries that are not a cell of the shard or not a positive number are ignored.
 */
export class CellCounts {
  /** Shard indices (depth SHARD_DEPTH) whose counts were read, sorted. */
  private readonly shards: number[];
  /** Counted cells (depth CELL_DEPTH index) with documents, sorted, and their counts. */
  private readonly cells: number[] = [];
  private readonly counts: number[] = [];
  /** before[i]: documents in cells[0..i). */
  private readonly before: number[] = [0];

  constructor(shards: Iterable<CountShard>) {
    const known = new Set<number>();
    const entries: [number, number][] = [];
    for (const { shard, counts } of shards) {
      if (!shardPattern.test(shard)) continue;
      known.add(positionOf(shard) / SHARD_POSITIONS);
      for (const [cell, count] of Object.entries(counts ?? {})) {
        if (!cellPattern.test(cell) || !cell.startsWith(shard)) continue;
        if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) continue;
        entries.push([positionOf(cell) / CELL_POSITIONS, count]);
      }
    }
    this.shards = [...known].sort((a, b) => a - b);
    for (const [cell, count] of entries.sort((a, b) => a[0] - b[0])) {
      this.cells.push(cell);
      this.counts.push(count);
      this.before.push(this.before[this.before.length - 1]! + count);
    }
  }

  /**
   * Documents expected in the positions [start, end): the counts of the cells it covers (a
   * part of a cell in proportion), a little for empty counted cells, and `unknownDensity` per
   * position where no shard was read.
   */
  expected(start: number, end: number, unknownDensity: number): number {
    if (end <= start) return 0;
    let counted = 0;
    for (const shard of this.shards) {
      const from = Math.max(start, shard * SHARD_POSITIONS);
      const to = Math.min(end, (shard + 1) * SHARD_POSITIONS);
      if (from < to) counted += to - from;
    }
    return (
      this.documentsIn(start, end) +
      (counted / CELL_POSITIONS) * EMPTY_CELL_DOCUMENTS +
      (end - start - counted) * unknownDensity
    );
  }

  /**
   * The radius around `center` expected to hold `count` documents (at most `maxKm`): each
   * counted cell's documents spread evenly over it, sampled on a grid where the cell is near
   * enough for its extent to matter.
   */
  radiusHolding(center: Location, count: number, maxKm: number): number {
    const samples: { km: number; documents: number }[] = [];
    this.cells.forEach((cell, i) => {
      const box = cellBox({ depth: CELL_DEPTH, index: cell });
      const nearKm = minDistanceKm(center, box);
      if (nearKm > maxKm) return;
      const farKm = maxDistanceKm(center, box);
      const grid = farKm - nearKm < nearKm * 0.05 ? 1 : SAMPLE_GRID;
      // In 1 / SAMPLE_GRID² documents, so that integer counts sum exactly (36 samples of
      // 50 / 36 add up to less than 50, and the count was never reached).
      const documents = (this.counts[i]! * SAMPLE_GRID ** 2) / grid ** 2;
      for (const point of gridPoints(box, grid)) {
        samples.push({ km: distanceKm(center, point), documents });
      }
    });
    samples.sort((a, b) => a.km - b.km);
    let total = 0;
    for (const { km, documents } of samples) {
      total += documents;
      if (total >= count * SAMPLE_GRID ** 2) return Math.min(maxKm, km);
    }
    return maxKm;
  }

  /** Documents in the counted cells over [start, end), partial cells in proportion. */
  private documentsIn(start: number, end: number): number {
    const firstCell = Math.floor(start / CELL_POSITIONS);
    const lastCell = Math.floor((end - 1) / CELL_POSITIONS);
    const whole = (from: number, to: number) =>
      to < from ? 0 : this.before[this.indexAbove(to)]! - this.before[this.indexAbove(from - 1)]!;
    const share = (cell: number) =>
      (Math.min(end, (cell + 1) * CELL_POSITIONS) - Math.max(start, cell * CELL_POSITIONS)) /
      CELL_POSITIONS;
    if (firstCell === lastCell) return this.countOf(firstCell) * share(firstCell);
    return (
      this.countOf(firstCell) * share(firstCell) +
      whole(firstCell + 1, lastCell - 1) +
      this.countOf(lastCell) * share(lastCell)
    );
  }

  private countOf(cell: number): number {
    const i = this.indexAbove(cell - 1);
    return this.cells[i] === cell ? this.counts[i]! : 0;
  }

  /** How many counted cells are at or below `cell`. */
  private indexAbove(cell: number): number {
    let low = 0;
    let high = this.cells.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cells[middle]! <= cell) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const SAMPLE_GRID = 6;

function* gridPoints(box: LatLngBox, grid: number): Generator<Location> {
  for (let row = 0; row < grid; row++) {
    for (let column = 0; column < grid; column++) {
      yield [
        box.south + ((row + 0.5) / grid) * (box.north - box.south),
        box.west + ((column + 0.5) / grid) * (box.east - box.west),
      ];
    }
  }
}
