import {
  type MemoryPages,
  NEARBY_LIMIT_PER_RANGE,
  NEARBY_MAX_RANGES,
  type PageRequest,
  byDistance,
  cellCountsLoader,
  coverCircle,
  distanceKm,
  hashBounds,
  searchNearby,
} from '@fundax/core';
import { geohashQueryBounds } from 'geofire-common';

import type { BenchVenue } from './nearby-dataset';

/** What one search did, for one method. */
export interface SearchRun {
  /** Share of the true answer returned (1 when the true answer is empty). */
  recall: number;
  returned: number;
  documentsRead: number;
  /** Document reads plus one per query that returned nothing (how Firestore bills). */
  billedReads: number;
  ranges: number;
  pages: number;
  roundTrips: number;
  /**
   * Our planner only: every page request, the answer (ids and distances) and the stats, so
   * that two versions of it can be compared search by search.
   */
  trace?: string;
}

export interface SearchCase {
  center: [number, number];
  radiusKm: number;
  limit: number;
}

/** The true answer: every venue scanned, the `limit` nearest within the radius. */
export function bruteForce(venues: readonly BenchVenue[], { center, radiusKm, limit }: SearchCase) {
  return venues
    .map((item) => ({ item, distanceKm: distanceKm(center, [item.lat, item.lng]) }))
    .filter((entry) => entry.distanceKm <= radiusKm)
    .sort(byDistance)
    .slice(0, limit);
}

function recallOf(truth: readonly { item: BenchVenue }[], got: readonly { item: BenchVenue }[]) {
  if (truth.length === 0) return 1;
  const returned = new Set(got.map((entry) => entry.item.id));
  return truth.filter((entry) => returned.has(entry.item.id)).length / truth.length;
}

/** The per-cell counts of the venues, one record per shard, as nearbyCounts holds them. */
export type CountStore = Map<string, Record<string, number>>;

/**
 * Our planner (the code nearbyVenues runs), against the in-memory index; with `counts`, it
 * reads them as nearbyVenues reads the shards (each shard asked for is one document read).
 * `planner`: another version of searchNearby to run instead (see nearby-compare).
 */
export async function runPlanner(
  index: MemoryPages<BenchVenue>,
  truth: readonly { item: BenchVenue }[],
  search: SearchCase,
  counts?: CountStore,
  planner: typeof searchNearby = searchNearby,
): Promise<SearchRun> {
  const requests: unknown[] = [];
  const { items, stats } = await planner({
    ...search,
    readPage: (request: PageRequest<BenchVenue>) => {
      const { startAt, after, endBefore, limit, descending } = request;
      requests.push([startAt, after?.id ?? null, endBefore, limit, descending ?? false]);
      return index.readPage(request);
    },
    ...(counts
      ? {
          loadCounts: cellCountsLoader(search.center, search.radiusKm, (shards) =>
            Promise.resolve(shards.map((shard) => counts.get(shard))),
          ),
        }
      : {}),
  });
  return {
    recall: recallOf(truth, items),
    returned: items.length,
    documentsRead: stats.documentsRead,
    billedReads: stats.documentsRead + stats.emptyPages,
    ranges: stats.ranges,
    pages: stats.pages,
    roundTrips: stats.roundTrips,
    trace: JSON.stringify({
      requests,
      items: items.map(({ item, distanceKm }) => [item.id, distanceKm]),
      stats,
    }),
  };
}

/**
 * geofire-common's documented recipe: geohashQueryBounds(center, metres), one query per bound
 * with the 20-per-range limit and no paging, then a distance filter. (Its endAt(end) equals our
 * endBefore(end) here: a stored 10-character hash never equals a shorter or "~"-ended bound.)
 */
export async function runGeofireDefault(
  index: MemoryPages<BenchVenue>,
  truth: readonly { item: BenchVenue }[],
  { center, radiusKm, limit }: SearchCase,
): Promise<SearchRun> {
  const bounds = geohashQueryBounds(center, radiusKm * 1000);
  const pages = await Promise.all(
    bounds.map(([startAt, endBefore]) =>
      index.readPage({ startAt, endBefore, after: null, limit: NEARBY_LIMIT_PER_RANGE }),
    ),
  );
  const matches = new Map<string, { item: BenchVenue; distanceKm: number }>();
  for (const item of pages.flat()) {
    const distance = distanceKm(center, [item.lat, item.lng]);
    if (distance <= radiusKm) matches.set(item.id, { item, distanceKm: distance });
  }
  const items = [...matches.values()].sort(byDistance).slice(0, limit);
  const documentsRead = pages.reduce((sum, page) => sum + page.length, 0);
  return {
    recall: recallOf(truth, items),
    returned: items.length,
    documentsRead,
    billedReads: documentsRead + pages.filter((page) => page.length === 0).length,
    ranges: bounds.length,
    pages: bounds.length,
    roundTrips: 1,
  };
}

/**
 * A floor no online search can beat on average: the documents in the best 12-range covering of
 * the circle out to the true limit-th match, as if that distance were known before reading.
 */
export async function coveringFloor(
  index: MemoryPages<BenchVenue>,
  truth: readonly { distanceKm: number }[],
  { center, radiusKm, limit }: SearchCase,
): Promise<number> {
  const reachKm = truth.length < limit ? radiusKm : truth[truth.length - 1]!.distanceKm;
  let documents = 0;
  for (const range of coverCircle(center, reachKm, { maxRanges: NEARBY_MAX_RANGES })) {
    const { startAt, endBefore } = hashBounds(range);
    documents += (await index.readPage({ startAt, endBefore, after: null, limit: 1e9 })).length;
  }
  return documents;
}
