import { NEARBY_LIMIT_PER_RANGE } from '../constants';
import { NEARBY_MAX_RANGES, type PositionRange, coverCircle, rangeMinDistanceKm } from './covering';
import { POSITION_END, hashOf, positionOf } from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';
import { NearestList, type Ranked } from './nearest-list';
import { densityNearCenter, radiusFor } from './radius-guess';
import { type Resume, UnreadSpace } from './unread-space';
import type { Location } from './validation';

/** What the search needs of a stored document: its id, geohash (precision 10) and position. */
export interface NearbyCandidate {
  id: string;
  hash: string;
  lat: number;
  lng: number;
}

/**
 * One query: orderBy(hash), from `startAt` (or strictly after the item `after` when set: the
 * next page of the same query), before `endBefore` (null: no upper bound), `limit` items.
 */
export interface PageRequest<T> {
  startAt: string;
  after: T | null;
  endBefore: string | null;
  limit: number;
}

/** Runs one query: Firestore in functions, a sorted array in the benchmark and unit tests. */
export type ReadPage<T> = (request: PageRequest<T>) => Promise<T[]>;

export interface NearbySearchOptions<T extends NearbyCandidate> {
  center: Location;
  radiusKm: number;
  /** How many of the nearest matches to return. */
  limit: number;
  readPage: ReadPage<T>;
  /** Conditions the query does not hold; an item it rejects still counts as read. */
  accept?: (item: T) => boolean;
  /** Items per query (SPEC.md §7: 20). */
  pageSize?: number;
  /** Ranges (queries that do not go on from an earlier one) the search may start. */
  maxRanges?: number;
  /** Pages read at once, from the nearest ranges (1: strictly nearest first). */
  concurrency?: number;
}

export interface NearbyStats {
  /** Queries that start a new geohash range (startAt a computed bound). */
  ranges: number;
  /** Every query: first pages and next pages (startAfter the last item of a range). */
  pages: number;
  /** Items the queries returned: what Firestore bills as document reads. */
  documentsRead: number;
  /** Queries that returned nothing (Firestore bills each as one read). */
  emptyPages: number;
  /** Sequential waits for Firestore: pages read at once count once. */
  roundTrips: number;
}

export interface NearbyResult<T> {
  /** The nearest matches within the radius, nearest first (equal distances by id). */
  items: Ranked<T>[];
  stats: NearbyStats;
}

/** The guess of the radius holding `limit` matches is widened by this much. */
const GUESS_MARGIN = 1.1;
/** A count of matches this large within a fully read circle is trusted for a new guess. */
const TRUSTED_COUNT = 10;
/** Widening grows the circle by at least this much. */
const LEAST_GROWTH = 1.2;
/** A guess this close to the radius takes the whole radius. */
const WHOLE_RADIUS_SHARE = 0.7;
/** The smallest circle worth planning (a metre): keeps widening geometric. */
const LEAST_REACH_KM = 0.001;

/**
 * The `limit` nearest items within `radiusKm` of `center`, exactly, reading few documents.
 *
 * Items come from geohash range queries of `pageSize`. The first page reads forward from the
 * centre's own geohash; how densely it finds matches gives a first guess of the circle that
 * holds `limit` of them. Then, one page at a time, the search covers what it has not read of
 * that circle (or of the circle of the limit-th match found so far, when smaller) with the
 * fewest, tightest ranges the budget allows (coverCircle: a range that goes on from where an
 * earlier query stopped is that query's next page and costs no budget), and reads the next page
 * of the range nearest the centre. As exact counts come in, the guess is corrected; when the
 * guessed circle is read and still holds too few matches, it widens.
 *
 * Exact by construction: the search ends only when no unread geohash cell comes within the
 * limit-th match's distance (or the radius), so nothing nearer can have been missed.
 */
export async function searchNearby<T extends NearbyCandidate>(
  options: NearbySearchOptions<T>,
): Promise<NearbyResult<T>> {
  const { center, radiusKm, limit, readPage } = options;
  const accept = options.accept ?? (() => true);
  const pageSize = options.pageSize ?? NEARBY_LIMIT_PER_RANGE;
  const maxRanges = options.maxRanges ?? NEARBY_MAX_RANGES;
  const concurrency = Math.max(1, options.concurrency ?? 1);

  const stats: NearbyStats = {
    ranges: 0,
    pages: 0,
    documentsRead: 0,
    emptyPages: 0,
    roundTrips: 0,
  };
  const nearest = new NearestList<T>(limit);
  const unread = new UnreadSpace<T>();
  const bound = () => Math.min(radiusKm, nearest.kthDistanceKm());
  /** What each page read: positions [start, stop) held `count` documents. */
  const stretches: { start: number; stop: number; count: number }[] = [];
  const guessFrom = (density: number) => radiusFor(limit, density) * GUESS_MARGIN;
  const settle = (km: number) =>
    km >= radiusKm * WHOLE_RADIUS_SHARE ? radiusKm : Math.max(LEAST_REACH_KM, km);

  /** Reads one page of [start, end), going on from `resume` when set; returns the items. */
  async function read(range: PositionRange, resume: Resume<T> | null): Promise<T[]> {
    const items = await readPage({
      startAt: hashOf(resume ? resume.from : range.start),
      after: resume?.after ?? null,
      endBefore: range.end >= POSITION_END ? null : hashOf(range.end),
      limit: pageSize,
    });
    if (!resume) stats.ranges++;
    stats.pages++;
    stats.documentsRead += items.length;
    if (items.length === 0) stats.emptyPages++;
    for (const item of items) {
      if (!accept(item)) continue;
      const distance = distanceKm(center, [item.lat, item.lng]);
      if (distance <= radiusKm) nearest.add({ item, distanceKm: distance });
    }
    const last = items[items.length - 1];
    const next = { after: last ?? resume?.after ?? null, from: resume?.from ?? range.start };
    // A full page stops at its last item's geohash (more may share it); a short one read it all.
    const stop =
      last && items.length >= pageSize ? Math.max(range.start, positionOf(last.hash)) : range.end;
    unread.markRead(range.start, stop, next);
    stretches.push({ start: range.start, stop, count: items.length });
    return items;
  }

  // First page: forward from the centre's geohash, within the covering range that holds it.
  const origin = positionOf(encodeGeohash(center));
  const home = coverCircle(center, radiusKm, { maxRanges: Number.POSITIVE_INFINITY }).find(
    (range) => range.start <= origin && origin < range.end,
  ) ?? { start: origin, end: Math.min(POSITION_END, origin + 1) };
  stats.roundTrips++;
  const first = await read({ start: origin, end: home.end }, null);
  const stretchEnd =
    first.length >= pageSize ? positionOf(first[first.length - 1]!.hash) + 1 : home.end;
  let guess = guessFrom(
    densityNearCenter(center, first.filter(accept), { start: origin, end: stretchEnd }),
  );
  let frontier = 0;

  for (;;) {
    const reach =
      nearest.kthDistanceKm() <= radiusKm ? radiusKm : settle(Math.max(guess, frontier));
    const withinKm = Math.min(bound(), reach);
    const plan = coverCircle(center, withinKm, {
      within: unread.asWithin(),
      maxRanges: Math.max(0, maxRanges - stats.ranges - (lowestNeedsRange() ? 1 : 0)),
      gapCost: expectedDocuments,
    });
    const byDistance = plan
      .map((range) => ({ range, km: rangeMinDistanceKm(center, range) }))
      .sort((a, b) => a.km - b.km || a.range.start - b.range.start);
    const next = byDistance[0];
    if (!next) {
      // All of the guessed circle is read. Done when it reaches the limit-th match (or the
      // radius); otherwise widen it, from the matches found in it.
      if (withinKm >= bound()) break;
      guess = Math.max(withinKm * LEAST_GROWTH, widerGuess(frontier, withinKm));
      frontier = withinKm;
      continue;
    }
    // Everything nearer than the nearest unread cell is read: counts within it are exact.
    frontier = Math.max(frontier, next.km);
    const settled = nearest.countWithin(frontier);
    if (settled >= TRUSTED_COUNT) guess = guessFrom(settled / (Math.PI * frontier ** 2));
    // The nearest ranges, read at once (disjoint, so in any order): one round trip.
    const batch = byDistance.slice(0, concurrency).map(({ range }) => range);
    const resumes = batch.map((range) => unread.resumeAt(range.start));
    stats.roundTrips++;
    await Promise.all(batch.map((range, i) => read(range, resumes[i]!)));
  }

  return { items: nearest.nearest(), stats };

  /**
   * Documents expected in the unread gap [start, end): its size at the density read so far, or
   * at the density of the page that stopped right at its start when that was denser (a page cut
   * short inside a dense cluster says the rest of the cluster is dense too).
   */
  function expectedDocuments(start: number, end: number): number {
    let documents = 0;
    let positions = 0;
    let before = 0;
    for (const stretch of stretches) {
      documents += stretch.count;
      positions += stretch.stop - stretch.start;
      if (stretch.stop === start && stretch.stop > stretch.start) {
        before = Math.max(before, stretch.count / (stretch.stop - stretch.start));
      }
    }
    const density = Math.max(positions > 0 ? documents / positions : 0, before);
    return (end - start) * (density > 0 ? density : 1);
  }

  /**
   * Whether the lowest unread stretch (before every range read so far) may still hold a match.
   * No query can go on into it, so one range is kept for it: every other stretch starts where a
   * query stopped and can be reached by that query's next page.
   */
  function lowestNeedsRange(): boolean {
    const lowest = unread.list()[0];
    return !!lowest && !lowest.resume && rangeMinDistanceKm(center, lowest) <= bound();
  }

  /**
   * The next circle after a fully read one (`outerKm`) that holds too few matches. The matches
   * in the last ring read (from `innerKm`) say how sparse it gets farther out: a cluster at the
   * centre with little around it must not make the search creep outwards in small steps.
   */
  function widerGuess(innerKm: number, outerKm: number): number {
    const inDisc = nearest.countWithin(outerKm);
    const inRing = inDisc - nearest.countWithin(innerKm);
    const ringArea = Math.PI * (outerKm ** 2 - innerKm ** 2);
    if (inRing < 3 || ringArea <= 0) return outerKm * 2;
    const missing = limit - inDisc;
    return Math.sqrt(outerKm ** 2 + missing / (Math.PI * (inRing / ringArea))) * GUESS_MARGIN;
  }
}
