import { NEARBY_DEFAULT_RESULTS, NEARBY_LIMIT_PER_RANGE } from '../constants';
import {
  NEARBY_MAX_RANGES,
  type PositionRange,
  capRanges,
  coverGroups,
  coverWorld,
  rangeMinDistanceKm,
} from './covering';
import { maxDistanceKm } from './box-distance';
import { CELL_COUNTS_FROM_KM, CellCounts, type LoadedCounts } from './cell-counts';
import {
  HASH_BITS,
  POSITION_END,
  cellBox,
  cellSize,
  cellStart,
  hashOf,
  positionOf,
} from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';
import { NearestList, type Ranked } from './nearest-list';
import { densityNearCenter, radiusFor } from './radius-guess';
import { type Direction, type Resume, type UnreadRange, UnreadSpace } from './unread-space';
import type { Location } from './validation';

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

export interface NearbyStats {
  /**
   * Queries that start a new geohash range (startAt a computed bound): every query that is not
   * the next page of an earlier one (startAfter its last item).
   */
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

/** One query the search decided on: a range, the way it reads, and what it costs the budget. */
interface PickOf<T> {
  range: PositionRange;
  /** Where an earlier query stopped, when this is its next page. */
  resume: Resume<T> | null;
  direction: Direction;
  /** Ranges this uses up of the budget, net of the closed stretch it settles. */
  cost: number;
}

export interface NearbyResult<T> {
  /** The nearest matches within the radius, nearest first (equal distances by id). */
  items: Ranked<T>[];
  stats: NearbyStats;
}

/** The guess of the radius holding `limit` matches is widened by this much. */
const GUESS_MARGIN = 1.1;
/** The same, when the guess comes from the per-cell counts (tuned on the benchmark). */
const COUNTED_GUESS_MARGIN = 1.05;
/**
 * With counts, a gap between two ranges expected to hold fewer documents than this is read
 * through rather than given a range of its own: a range saved costs less than half a read.
 * Without it, scattered empty cells each took a range and one search ran out of them (limit 50,
 * 25 km: 5,571 documents read for 50).
 */
const FREE_GAP_DOCUMENTS = 0.5;
/** A count of matches this large within a fully read circle is trusted for a new guess. */
const TRUSTED_COUNT = 10;
/** Widening grows the circle by at least this much. */
const LEAST_GROWTH = 1.2;
/** A guess this close to the radius takes the whole radius. */
const WHOLE_RADIUS_SHARE = 0.9;
/** The smallest circle worth planning (a metre): keeps widening geometric. */
const LEAST_REACH_KM = 0.001;
/**
 * The first page starts at the largest cell holding the centre within this reach (km, at the
 * default limit; scaled by default limit / limit). Tuned on the benchmark: at limit 50 it cut
 * the 1 km median from 1.48 to 1.38 reads per result; larger limits read many pages anyway, and
 * an opening far before the centre did them no good, hence the shrinking reach.
 */
const OPENING_REACH_KM = 0.6;
/**
 * A new range reads down from its top only when the top's first page comes this much nearer the
 * centre than its bottom's (tuned on the benchmark: reading down on any difference cost more at
 * the median than it saved in the tail).
 */
const DOWN_SHARE = 0.5;

/**
 * The `limit` nearest items within `radiusKm` of `center`, exactly, reading few documents.
 *
 * Items come from geohash range queries of `pageSize`. The first guess of the circle that holds
 * `limit` matches comes from per-cell counts when the caller has them (loadCounts, from
 * CELL_COUNTS_FROM_KM), which also say what each unread gap holds; otherwise from a first page
 * read up from the start of a small cell holding the centre, by how densely it finds matches.
 * Then, one page at a time, the search covers what it has not
 * read of that circle (or of the circle of the limit-th match found so far, when smaller) with
 * the fewest, tightest ranges the budget allows (capRanges fills the gaps expected to hold the
 * fewest documents; a range that goes on from where an earlier query stopped is that query's
 * next page and costs no budget), and reads the next page of the range nearest the centre. As
 * exact counts come in, the guess is corrected; when the guessed circle is read and still holds
 * too few matches, it widens. Geohash order can put a range's nearest cells at its top: a new
 * range then reads down from there (descending order), so that its far bottom can still be
 * dropped once the limit-th match is known, instead of reading inwards from far away.
 *
 * The range budget holds by construction: ranges started plus unread stretches no query can go
 * on into (each will need a range) never exceed `maxRanges` (see admit).
 *
 * Exact by construction: the search ends only when no unread geohash cell comes within the
 * limit-th match's distance (or the radius), so nothing nearer can have been missed.
 */
export async function searchNearby<T extends NearbyCandidate>(
  options: NearbySearchOptions<T>,
): Promise<NearbyResult<T>> {
  const { center, radiusKm, limit, readPage } = options;
  type Pick = PickOf<T>;
  const accept = options.accept ?? (() => true);
  const pageSize = options.pageSize ?? NEARBY_LIMIT_PER_RANGE;
  const maxRanges = Math.max(1, options.maxRanges ?? NEARBY_MAX_RANGES);
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
  const stretches: { start: number; stop: number; count: number; direction: Direction }[] = [];
  const guessFrom = (density: number) => radiusFor(limit, density) * GUESS_MARGIN;
  /** Coverings of the whole circle by radius: each plan clips one to what is still unread. */
  const worlds = new Map<number, PositionRange[]>();
  const world = (km: number) => {
    let covering = worlds.get(km);
    if (!covering) worlds.set(km, (covering = coverWorld(center, km)));
    return covering;
  };
  const settle = (km: number) =>
    km >= radiusKm * WHOLE_RADIUS_SHARE ? radiusKm : Math.max(LEAST_REACH_KM, km);

  /**
   * Reads one page of [start, end) in `direction`, going on from `resume` when set; returns the
   * items.
   */
  async function read({ range, resume, direction }: Pick): Promise<T[]> {
    const up = direction === 'up';
    const items = await readPage({
      startAt: hashOf(resume && up ? resume.from : range.start),
      after: resume?.after ?? null,
      endBefore: range.end >= POSITION_END ? null : hashOf(range.end),
      limit: pageSize,
      ...(up ? {} : { descending: true }),
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
    const after = last ?? resume?.after;
    const full = last !== undefined && items.length >= pageSize;
    // A full page stops at its last item's geohash (more may share it); a short one read it all.
    if (up) {
      const stop = full ? Math.max(range.start, positionOf(last.hash)) : range.end;
      const from = resume?.from ?? range.start;
      unread.markRead(range.start, stop, after ? { after, from } : null, 'up');
      stretches.push({ start: range.start, stop, count: items.length, direction });
    } else {
      const stop = full ? Math.min(range.end, positionOf(last.hash) + 1) : range.start;
      const from = resume?.from ?? range.end;
      unread.markRead(stop, range.end, after ? { after, from } : null, 'down');
      stretches.push({ start: stop, stop: range.end, count: items.length, direction });
    }
    return items;
  }

  const counts = await readCounts();
  let guess = counts
    ? counts.radiusHolding(center, limit, radiusKm) * COUNTED_GUESS_MARGIN
    : await openingGuess();
  let frontier = 0;

  for (;;) {
    // The guess stays in force after `limit` matches are found: their limit-th distance is only
    // an upper bound (the first pages may have found far matches before near ones), and
    // planning out to it reads a ring the guess already says holds nothing needed.
    const withinKm = Math.min(bound(), settle(Math.max(guess, frontier)));
    const closed = closedStretches();
    const groups = coverGroups(center, withinKm, {
      within: unread.asWithin(),
      world: world(withinKm),
    });
    // Closed stretches this plan does not reach still need a range each, later: keep them.
    const closedInPlan = groups.filter((group) => !group.continues && group.pieces.length).length;
    const plan = capRanges(
      groups,
      Math.max(0, maxRanges - stats.ranges - (closed.length - closedInPlan)),
      expectedDocuments,
      counts ? FREE_GAP_DOCUMENTS : 0,
    );
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
    // Also with counts: matches read are exact where counts are only a hint (trusting the
    // counted guess here instead cut the median but let the worst search read 18 per result).
    if (settled >= TRUSTED_COUNT) guess = guessFrom(settled / (Math.PI * frontier ** 2));
    // The nearest ranges, read at once (disjoint, so in any order): one round trip.
    const batch = [admit(next.range, slack(closed))];
    let spare = slack(closed) - batch[0]!.cost;
    const used = new Set([unread.stretchAt(batch[0]!.range.start)]);
    for (const { range } of byDistance.slice(1)) {
      if (batch.length >= concurrency) break;
      const stretch = unread.stretchAt(range.start);
      const pick = admit(range, spare);
      if (used.has(stretch) || pick.range !== range) continue;
      used.add(stretch);
      batch.push(pick);
      spare -= pick.cost;
    }
    stats.roundTrips++;
    await Promise.all(batch.map((pick) => read(pick)));
  }

  return { items: nearest.nearest(), stats };

  /** The per-cell counts, when the caller can read them and the circle is large enough. */
  async function readCounts(): Promise<CellCounts | null> {
    if (!options.loadCounts || radiusKm < CELL_COUNTS_FROM_KM) return null;
    stats.roundTrips++;
    const loaded = await options.loadCounts();
    if (!loaded) return null;
    stats.documentsRead += loaded.documentsRead;
    // A shard never counted (no document) may still hold documents: counts that leave part of
    // the circle unknown would make the guess too small, so plan as if there were none.
    if (loaded.shards.some((shard) => !shard.counts)) return null;
    return new CellCounts(loaded.shards);
  }

  /**
   * Without counts: the first page, and from how densely it finds matches a first guess of the
   * circle holding `limit` of them.
   */
  async function openingGuess(): Promise<number> {
    // First page: from the start of a small cell holding the centre (see openingStart), within
    // the covering range that holds the centre.
    const origin = positionOf(encodeGeohash(center));
    const home = world(radiusKm).find((range) => range.start <= origin && origin < range.end) ?? {
      start: origin,
      end: Math.min(POSITION_END, origin + 1),
    };
    const openAt = openingStart(origin, home.start);
    // Up: the opening cell holds the centre, and it lies at the bottom of the range.
    const opening: Pick = {
      ...admit({ start: openAt, end: home.end }, slack(closedStretches())),
      direction: 'up',
    };
    stats.roundTrips++;
    const first = await read(opening);
    const stretchEnd =
      first.length >= pageSize ? positionOf(first[first.length - 1]!.hash) + 1 : opening.range.end;
    return guessFrom(
      densityNearCenter(center, first.filter(accept), {
        start: opening.range.start,
        end: Math.max(stretchEnd, opening.range.start + 1),
      }),
    );
  }

  /**
   * The part of [start, end) a query must still read: from the first to the last position
   * whose cell comes within the limit-th match's distance (or the radius), or null.
   */
  function neededSpan(start: number, end: number): PositionRange | null {
    const km = bound();
    const [group] = coverGroups(center, km, { within: [{ start, end }], world: world(km) });
    const pieces = group?.pieces ?? [];
    const first = pieces[0];
    return first ? { start: first.start, end: pieces[pieces.length - 1]!.end } : null;
  }

  /**
   * Unread stretches no query can go on into (below everything read, or after a range that
   * came back empty) that still reach into the circle: each will need a range of its own.
   */
  function closedStretches(): UnreadRange<T>[] {
    return unread
      .list()
      .filter(
        (stretch) =>
          !stretch.resume && !stretch.resumeDown && neededSpan(stretch.start, stretch.end),
      );
  }

  /** Ranges the budget can still start beyond one for each closed stretch. */
  function slack(closed: readonly unknown[]): number {
    return maxRanges - stats.ranges - closed.length;
  }

  /**
   * The query for `range`: the next page of a query that stopped at its start (reading up) or
   * at its end (reading down); else a new range, when the budget can afford what it may leave
   * behind. A new range costs one, settles the closed stretch it lies in, and leaves closed what
   * it does not read of that stretch and no query can go on into: below it, unless a query stopped
   * at the stretch's start; above it, unless one stopped at its end (counted as if the range came
   * back empty, whichever way it reads). When `spare` is short of that, the range is widened so
   * that it costs nothing net: to where a query stopped (its next page), or over the whole of
   * what its closed stretch still needs (nothing is left closed below or above it). Ranges read
   * plus closed stretches thus never exceed the budget, and neither do ranges read. A new range
   * reads from its end nearer the centre, so that the far end can still be dropped once the
   * limit-th match is known.
   */
  function admit(range: PositionRange, spare: number): Pick {
    const stretch = unread.stretchAt(range.start)!;
    const fromBelow = stretch.resume !== null && stretch.start === range.start;
    const fromAbove = stretch.resumeDown !== null && stretch.end === range.end;
    if (fromBelow || fromAbove) {
      const direction = fromBelow && fromAbove ? nearerEnd(range) : fromBelow ? 'up' : 'down';
      const resume = direction === 'up' ? stretch.resume : stretch.resumeDown;
      return { range, resume, direction, cost: 0 };
    }
    const needed = (start: number, end: number) => start < end && neededSpan(start, end) !== null;
    const closed = !stretch.resume && !stretch.resumeDown && needed(stretch.start, stretch.end);
    const closesBelow = !stretch.resume && needed(stretch.start, range.start);
    const closesAbove = !stretch.resumeDown && needed(range.end, stretch.end);
    const cost = 1 - (closed ? 1 : 0) + (closesBelow ? 1 : 0) + (closesAbove ? 1 : 0);
    if (cost <= spare) return { range, resume: null, direction: nearerEnd(range), cost };
    // Free ways to read it, the one expected to read the fewest extra documents.
    const free: Pick[] = [];
    if (stretch.resume) {
      const widened = { start: stretch.start, end: range.end };
      free.push({ range: widened, resume: stretch.resume, direction: 'up', cost: 0 });
    }
    if (stretch.resumeDown) {
      const widened = { start: range.start, end: stretch.end };
      free.push({ range: widened, resume: stretch.resumeDown, direction: 'down', cost: 0 });
    }
    if (free.length === 0) {
      // No query can go on into the stretch: a range over all it needs settles it.
      const need = neededSpan(stretch.start, stretch.end) ?? range;
      const whole = {
        start: Math.min(range.start, need.start),
        end: Math.max(range.end, need.end),
      };
      free.push({ range: whole, resume: null, direction: nearerEnd(whole), cost: 0 });
    }
    const extra = (pick: Pick) =>
      expectedDocuments(pick.range.start, range.start) +
      expectedDocuments(range.end, pick.range.end);
    return free.reduce((best, pick) => (extra(pick) < extra(best) ? pick : best));
  }

  /**
   * Which end of `range` a new query should read from: the one whose first page (at the density
   * read so far) comes nearer the centre; up when they tie.
   */
  function nearerEnd(range: PositionRange): Direction {
    const documents = expectedDocuments(range.start, range.end);
    const size = range.end - range.start;
    const span = Math.max(1, Math.floor(size * Math.min(1, pageSize / Math.max(documents, 1))));
    const lowKm = rangeMinDistanceKm(center, { start: range.start, end: range.start + span });
    const highKm = rangeMinDistanceKm(center, { start: range.end - span, end: range.end });
    return highKm < lowKm * DOWN_SHARE ? 'down' : 'up';
  }

  /**
   * Where the first page starts: at the largest geohash cell holding the centre that lies wholly
   * within OPENING_REACH_KM (at the default limit; the reach shrinks as the limit grows), or at
   * the centre's own geohash when no cell is that small. Read forward from the centre's own
   * geohash, the page holds only what follows the centre in geohash order, often one side of
   * it, and wastes reads when the centre sits near the end of a dense cell.
   */
  function openingStart(position: number, floor: number): number {
    const reachKm = Math.min(radiusKm, (OPENING_REACH_KM * NEARBY_DEFAULT_RESULTS) / limit);
    for (let depth = 1; depth <= HASH_BITS; depth++) {
      const cell = { depth, index: Math.floor(position / cellSize(depth)) };
      if (maxDistanceKm(center, cellBox(cell)) <= reachKm) return Math.max(floor, cellStart(cell));
    }
    return position;
  }

  /**
   * Documents expected in the unread gap [start, end): its size at the density read so far, or
   * at the density of the page that stopped right at its start when that was denser (a page cut
   * short inside a dense cluster says the rest of the cluster is dense too).
   */
  function expectedDocuments(start: number, end: number): number {
    const density = readDensity(start, end);
    return counts ? counts.expected(start, end, density) : (end - start) * density;
  }

  /**
   * Documents per position read so far, or that of the page that stopped right at the start of
   * [start, end) when denser; 1 before anything is read.
   */
  function readDensity(start: number, end: number): number {
    let documents = 0;
    let positions = 0;
    let before = 0;
    for (const stretch of stretches) {
      documents += stretch.count;
      positions += stretch.stop - stretch.start;
      const cutHere = stretch.direction === 'up' ? stretch.stop === start : stretch.start === end;
      if (cutHere && stretch.stop > stretch.start) {
        before = Math.max(before, stretch.count / (stretch.stop - stretch.start));
      }
    }
    const density = Math.max(positions > 0 ? documents / positions : 0, before);
    return density > 0 ? density : 1;
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
