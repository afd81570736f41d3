import { NEARBY_LIMIT_PER_RANGE } from '../constants';
import { CELL_COUNTS_FROM_KM, type CellCounts, type LoadedCounts } from './cell-counts';
import { NEARBY_MAX_RANGES } from './covering';
import {
  type NearbyCandidate,
  type PageRead,
  type RangeQuery,
  type ReadPage,
  readCellCounts,
  readQuery,
} from './nearby-page-reader';
import { NearbyPlanner, type PlannerSettings } from './nearby-planner';
import { type NearbyStats, SearchState } from './nearby-state';
import type { Ranked } from './nearest-list';
import { ReachGuess } from './radius-guess';
import type { Location } from './validation';

export type { NearbyCandidate, PageRequest, ReadPage } from './nearby-page-reader';
export type { NearbyStats } from './nearby-state';

export interface NearbySearchOptions<T extends NearbyCandidate> {
  center: Location;
  radiusKm: number;
  /** How many of the nearest matches to return. */
  limit: number;
  readPage: ReadPage<T>;
  /** Conditions the query does not hold; an item it rejects still counts as read. */
  accept?: (item: T) => boolean;
  /** Items per query (docs/product.md §7.3: 20). */
  pageSize?: number;
  /** Ranges (queries that do not go on from an earlier one) the search may start. */
  maxRanges?: number;
  /** Pages read at once, from the nearest ranges (1: strictly nearest first). */
  concurrency?: number;
  /**
   * Reads the per-cell counts of searchable documents (countShardsFor the circle), or null when
   * there are none to read. A shard without a count document makes the search plan without
   * counts. Called once, before the first page, when the radius is at least
   * CELL_COUNTS_FROM_KM; what it reads counts in the stats as one round trip and its documents.
   */
  loadCounts?: () => Promise<LoadedCounts | null>;
}

export interface NearbyResult<T> {
  /** The nearest matches within the radius, nearest first (equal distances by id). */
  items: Ranked<T>[];
  stats: NearbyStats;
}

/** The options with their defaults: what the parts of the search are built from. */
interface SearchSettings<T> extends PlannerSettings {
  readPage: ReadPage<T>;
  accept: (item: T) => boolean;
}

/**
 * The `limit` nearest items within `radiusKm` of `center`, exactly, reading few documents.
 *
 * Items come from geohash range queries of `pageSize` (nearby-page-reader). The first guess of
 * the circle holding `limit` matches (radius-guess) comes from per-cell counts when the caller
 * has them (loadCounts, from CELL_COUNTS_FROM_KM), which also say what each unread gap holds;
 * otherwise from a first page read up from a small cell holding the centre. Then, one round trip
 * at a time, the planner (nearby-planner) covers what is unread of that circle within the range
 * budget and picks the nearest pages; what they find (nearby-state) corrects the guess, and a
 * circle read in full that still holds too few matches widens it.
 *
 * Exact by construction: the search ends only when no unread geohash cell comes within the
 * limit-th match's distance (or the radius), so nothing nearer can have been missed.
 */
export async function searchNearby<T extends NearbyCandidate>(
  options: NearbySearchOptions<T>,
): Promise<NearbyResult<T>> {
  const settings = settingsOf(options);
  const state = new SearchState<T>(settings);
  const counts = await readCounts(options, state);
  const planner = new NearbyPlanner<T>(settings, state, counts);
  const guess = counts
    ? ReachGuess.fromCounts(settings, counts)
    : await firstPageGuess(settings, state, planner.openingQuery());
  for (;;) {
    const withinKm = guess.planKm(state.boundKm());
    const next = planner.nextReads(withinKm);
    if (!next) {
      // All of the planned circle is read. Done when it reaches the limit-th match (or the
      // radius); otherwise widen it, from the matches found in it.
      if (withinKm >= state.boundKm()) break;
      guess.widen(withinKm, state.nearest);
      continue;
    }
    guess.readTo(next.nearestUnreadKm, state.nearest);
    await readAtOnce(settings, state, next.queries);
  }
  return state.result();
}

function settingsOf<T extends NearbyCandidate>(options: NearbySearchOptions<T>): SearchSettings<T> {
  const { center, radiusKm, limit, readPage } = options;
  return {
    center,
    radiusKm,
    limit,
    readPage,
    accept: options.accept ?? (() => true),
    pageSize: options.pageSize ?? NEARBY_LIMIT_PER_RANGE,
    maxRanges: Math.max(1, options.maxRanges ?? NEARBY_MAX_RANGES),
    concurrency: Math.max(1, options.concurrency ?? 1),
  };
}

/** The per-cell counts, when the caller can read them and the circle is large enough. */
async function readCounts<T extends NearbyCandidate>(
  options: NearbySearchOptions<T>,
  state: SearchState<T>,
): Promise<CellCounts | null> {
  if (!options.loadCounts || options.radiusKm < CELL_COUNTS_FROM_KM) return null;
  const read = await readCellCounts(options.loadCounts);
  state.recordCounts(read);
  return read.counts;
}

/** Without counts: the first page, and from how densely it finds matches, the first guess. */
async function firstPageGuess<T extends NearbyCandidate>(
  settings: SearchSettings<T>,
  state: SearchState<T>,
  opening: RangeQuery<T>,
): Promise<ReachGuess> {
  const page = (await readAtOnce(settings, state, [opening]))[0]!;
  // The positions its items span: to its last item's own position when it came back full.
  const stretch = { start: page.start, end: page.full ? page.stop + 1 : page.stop };
  return ReachGuess.fromFirstPage(settings, page.items.filter(settings.accept), stretch);
}

/** Reads one page of each query, all at once (they are disjoint): one round trip. */
async function readAtOnce<T extends NearbyCandidate>(
  settings: SearchSettings<T>,
  state: SearchState<T>,
  queries: readonly RangeQuery<T>[],
): Promise<PageRead<T>[]> {
  state.roundTrip();
  return Promise.all(
    queries.map(async (query) => {
      const page = await readQuery(settings.readPage, query, settings.pageSize);
      state.record(page);
      return page;
    }),
  );
}
