import { CellCounts, type LoadedCounts } from './cell-counts';
import type { PositionRange } from './covering';
import { POSITION_END, hashOf, positionOf } from './geohash-cells';
import type { Direction, Resume } from './unread-space';

/** What the search needs of a stored document: its id, geohash (precision 10) and position. */
export interface NearbyCandidate {
  id: string;
  hash: string;
  lat: number;
  lng: number;
}

/**
 * One query over the hashes in [startAt, endBefore) (endBefore null: no upper bound), `limit`
 * items. Ascending: orderBy(hash) from `startAt`, or strictly after the item `after` when set
 * (the next page of the same query). Descending (`descending`): orderBy(hash, desc) from just
 * below `endBefore`, or strictly below `after`, down to `startAt`.
 */
export interface PageRequest<T> {
  startAt: string;
  after: T | null;
  endBefore: string | null;
  limit: number;
  descending?: boolean;
}

/** Runs one query: Firestore in functions, a sorted array in the benchmark and unit tests. */
export type ReadPage<T> = (request: PageRequest<T>) => Promise<T[]>;

/** A query over geohash positions: a range, the way it reads, and where it goes on from. */
export interface RangeQuery<T> {
  range: PositionRange;
  /** Where an earlier query stopped, when this is its next page; null for a new range. */
  resume: Resume<T> | null;
  direction: Direction;
}

/** What one page of a RangeQuery read, in positions, and where its query can go on. */
export interface PageRead<T> {
  items: T[];
  /** The query started a new range (it was not the next page of an earlier one). */
  startsRange: boolean;
  direction: Direction;
  /** The positions [start, stop) the page settled: nothing unread is left in them. */
  start: number;
  stop: number;
  /** The page came back with as many items as asked for: more may follow where it stopped. */
  full: boolean;
  /** Where the next page of the same query starts; null when no query has read anything yet. */
  resume: Resume<T> | null;
}

/** The request for one page of `query`, `pageSize` items. */
export function pageRequest<T>(query: RangeQuery<T>, pageSize: number): PageRequest<T> {
  const { range, resume, direction } = query;
  const up = direction === 'up';
  return {
    startAt: hashOf(resume && up ? resume.from : range.start),
    after: resume?.after ?? null,
    endBefore: range.end >= POSITION_END ? null : hashOf(range.end),
    limit: pageSize,
    ...(up ? {} : { descending: true }),
  };
}

/**
 * Reads one page of `query` and says what it settled. A full page stops at its last item's
 * geohash, which more items may share, so that position stays unread (reading up) or read only
 * from there (reading down); a short page read all of its range.
 */
export async function readQuery<T extends NearbyCandidate>(
  readPage: ReadPage<T>,
  query: RangeQuery<T>,
  pageSize: number,
): Promise<PageRead<T>> {
  const { range, resume, direction } = query;
  const items = await readPage(pageRequest(query, pageSize));
  const last = items[items.length - 1];
  const full = last !== undefined && items.length >= pageSize;
  // An empty next page leaves the query where it was: it can still go on after the same item.
  const after = last ?? resume?.after;
  const [start, stop, from] =
    direction === 'up'
      ? [range.start, full ? Math.max(range.start, positionOf(last.hash)) : range.end, range.start]
      : [full ? Math.min(range.end, positionOf(last.hash) + 1) : range.start, range.end, range.end];
  return {
    items,
    startsRange: resume === null,
    direction,
    start,
    stop,
    full,
    resume: after ? { after, from: resume?.from ?? from } : null,
  };
}

/** What reading the per-cell counts gave: counts to plan with, or null to plan without. */
export interface CountsRead {
  counts: CellCounts | null;
  documentsRead: number;
}

/**
 * Reads the per-cell counts through `loadCounts` (which reads the count documents of the
 * circle's shards). A shard never counted (no document) may still hold documents: counts that
 * leave part of the circle unknown would make the guess too small, so the search then plans as
 * if there were none, though it paid for what it read.
 */
export async function readCellCounts(
  loadCounts: () => Promise<LoadedCounts | null>,
): Promise<CountsRead> {
  const loaded = await loadCounts();
  if (!loaded) return { counts: null, documentsRead: 0 };
  const complete = loaded.shards.every((shard) => shard.counts);
  return {
    counts: complete ? new CellCounts(loaded.shards) : null,
    documentsRead: loaded.documentsRead,
  };
}
