import { NEARBY_DEFAULT_RESULTS } from '../constants';
import { maxDistanceKm } from './box-distance';
import type { CellCounts } from './cell-counts';
import {
  type PositionRange,
  capRanges,
  coverGroups,
  coverWorld,
  rangeMinDistanceKm,
} from './covering';
import { HASH_BITS, POSITION_END, cellBox, cellSize, cellStart, positionOf } from './geohash-cells';
import { encodeGeohash } from './geohash';
import type { NearbyCandidate, RangeQuery } from './nearby-page-reader';
import type { SearchState } from './nearby-state';
import type { Direction, UnreadRange } from './unread-space';
import type { Location } from './validation';

/**
 * With counts, a gap between two ranges expected to hold fewer documents than this is read
 * through rather than given a range of its own: a range saved costs less than half a read.
 * Without it, scattered empty cells each took a range and one search ran out of them (limit 50,
 * 25 km: 5,571 documents read for 50).
 */
const FREE_GAP_DOCUMENTS = 0.5;
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

/** What the planner needs to know of the search. */
export interface PlannerSettings {
  center: Location;
  radiusKm: number;
  limit: number;
  /** Items per query. */
  pageSize: number;
  /** Ranges (queries that do not go on from an earlier one) the search may start. */
  maxRanges: number;
  /** Pages read at once, from the nearest ranges (1: strictly nearest first). */
  concurrency: number;
}

/** A query the planner decided on, and what it costs the range budget. */
export interface PlannedQuery<T> extends RangeQuery<T> {
  /** Ranges this uses up of the budget, net of the closed stretch it settles. */
  cost: number;
}

/** The pages to read next. */
export interface NextReads<T> {
  /** The least distance of anything left to read in the plan: everything nearer is read. */
  nearestUnreadKm: number;
  /** Disjoint queries, nearest first, to read at once (one round trip). */
  queries: PlannedQuery<T>[];
}

/**
 * Decides which geohash ranges to read, from the search state: what is unread, where queries
 * can go on, what the pages found, and the per-cell counts when there are any. It covers what is
 * still unread of a circle with the fewest, tightest ranges the budget allows (capRanges fills
 * the gaps expected to hold the fewest documents; a range that goes on from where an earlier
 * query stopped is that query's next page and costs no budget) and picks the nearest.
 *
 * The range budget holds by construction: ranges started plus unread stretches no query can go
 * on into (each will need a range) never exceed `maxRanges` (see admit).
 */
export class NearbyPlanner<T extends NearbyCandidate> {
  /** Coverings of the whole circle by radius: each plan clips one to what is still unread. */
  private readonly worlds = new Map<number, PositionRange[]>();

  constructor(
    private readonly settings: PlannerSettings,
    private readonly state: SearchState<T>,
    private readonly counts: CellCounts | null,
  ) {}

  /**
   * The first page without counts: up from the start of a small cell holding the centre (see
   * openingStart), within the covering range that holds the centre (the opening cell holds the
   * centre, and it lies at the bottom of the range).
   */
  openingQuery(): PlannedQuery<T> {
    const origin = positionOf(encodeGeohash(this.settings.center));
    const home = this.world(this.settings.radiusKm).find(
      (range) => range.start <= origin && origin < range.end,
    ) ?? { start: origin, end: Math.min(POSITION_END, origin + 1) };
    const range = { start: this.openingStart(origin, home.start), end: home.end };
    return { ...this.admit(range, this.slack(this.closedStretches())), direction: 'up' };
  }

  /**
   * The nearest pages to read of what is unread within `withinKm`, or null when all of it is
   * read. With concurrency, more of the nearest ranges in other unread stretches (disjoint, so
   * they read in any order) while the budget allows them without widening.
   */
  nextReads(withinKm: number): NextReads<T> | null {
    const closed = this.closedStretches();
    const [next, ...farther] = this.plan(withinKm, closed.length);
    if (!next) return null;
    const first = this.admit(next.range, this.slack(closed));
    const queries = [first];
    let spare = this.slack(closed) - first.cost;
    const used = new Set([this.state.unread.stretchAt(first.range.start)]);
    for (const { range } of farther) {
      if (queries.length >= this.settings.concurrency) break;
      const stretch = this.state.unread.stretchAt(range.start);
      const query = this.admit(range, spare);
      if (used.has(stretch) || query.range !== range) continue;
      used.add(stretch);
      queries.push(query);
      spare -= query.cost;
    }
    return { nearestUnreadKm: next.km, queries };
  }

  /** The capped covering of what is unread within `withinKm`, nearest first. */
  private plan(withinKm: number, closedCount: number): { range: PositionRange; km: number }[] {
    const { center, maxRanges } = this.settings;
    const groups = coverGroups(center, withinKm, {
      within: this.state.unread.asWithin(),
      world: this.world(withinKm),
    });
    // Closed stretches this plan does not reach still need a range each, later: keep them.
    const closedInPlan = groups.filter((group) => !group.continues && group.pieces.length).length;
    const ranges = capRanges(
      groups,
      Math.max(0, maxRanges - this.state.stats.ranges - (closedCount - closedInPlan)),
      this.expectedDocuments,
      this.counts ? FREE_GAP_DOCUMENTS : 0,
    );
    return ranges
      .map((range) => ({ range, km: rangeMinDistanceKm(center, range) }))
      .sort((a, b) => a.km - b.km || a.range.start - b.range.start);
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
  private admit(range: PositionRange, spare: number): PlannedQuery<T> {
    const stretch = this.state.unread.stretchAt(range.start)!;
    const fromBelow = stretch.resume !== null && stretch.start === range.start;
    const fromAbove = stretch.resumeDown !== null && stretch.end === range.end;
    if (fromBelow || fromAbove) {
      const direction = fromBelow && fromAbove ? this.nearerEnd(range) : fromBelow ? 'up' : 'down';
      const resume = direction === 'up' ? stretch.resume : stretch.resumeDown;
      return { range, resume, direction, cost: 0 };
    }
    const needed = (start: number, end: number) =>
      start < end && this.neededSpan(start, end) !== null;
    const closed = !stretch.resume && !stretch.resumeDown && needed(stretch.start, stretch.end);
    const closesBelow = !stretch.resume && needed(stretch.start, range.start);
    const closesAbove = !stretch.resumeDown && needed(range.end, stretch.end);
    const cost = 1 - (closed ? 1 : 0) + (closesBelow ? 1 : 0) + (closesAbove ? 1 : 0);
    if (cost <= spare) return { range, resume: null, direction: this.nearerEnd(range), cost };
    return this.cheapestFree(range, stretch);
  }

  /**
   * The ways to read `range` at no net cost, the one expected to read the fewest extra
   * documents: widened down to where a query reading up stopped, up to where one reading down
   * stopped, or, when no query can go on into the stretch, over all the stretch still needs.
   */
  private cheapestFree(range: PositionRange, stretch: UnreadRange<T>): PlannedQuery<T> {
    const free: PlannedQuery<T>[] = [];
    if (stretch.resume) {
      const widened = { start: stretch.start, end: range.end };
      free.push({ range: widened, resume: stretch.resume, direction: 'up', cost: 0 });
    }
    if (stretch.resumeDown) {
      const widened = { start: range.start, end: stretch.end };
      free.push({ range: widened, resume: stretch.resumeDown, direction: 'down', cost: 0 });
    }
    if (free.length === 0) {
      const need = this.neededSpan(stretch.start, stretch.end) ?? range;
      const whole = {
        start: Math.min(range.start, need.start),
        end: Math.max(range.end, need.end),
      };
      free.push({ range: whole, resume: null, direction: this.nearerEnd(whole), cost: 0 });
    }
    const extra = (query: PlannedQuery<T>) =>
      this.expectedDocuments(query.range.start, range.start) +
      this.expectedDocuments(range.end, query.range.end);
    return free.reduce((best, query) => (extra(query) < extra(best) ? query : best));
  }

  /**
   * Which end of `range` a new query should read from: the one whose first page (at the density
   * read so far) comes nearer the centre; up when they tie.
   */
  private nearerEnd(range: PositionRange): Direction {
    const { center, pageSize } = this.settings;
    const documents = this.expectedDocuments(range.start, range.end);
    const size = range.end - range.start;
    const span = Math.max(1, Math.floor(size * Math.min(1, pageSize / Math.max(documents, 1))));
    const lowKm = rangeMinDistanceKm(center, { start: range.start, end: range.start + span });
    const highKm = rangeMinDistanceKm(center, { start: range.end - span, end: range.end });
    return highKm < lowKm * DOWN_SHARE ? 'down' : 'up';
  }

  /**
   * The part of [start, end) a query must still read: from the first to the last position
   * whose cell comes within the limit-th match's distance (or the radius), or null.
   */
  private neededSpan(start: number, end: number): PositionRange | null {
    const km = this.state.boundKm();
    const [group] = coverGroups(this.settings.center, km, {
      within: [{ start, end }],
      world: this.world(km),
    });
    const pieces = group?.pieces ?? [];
    const first = pieces[0];
    return first ? { start: first.start, end: pieces[pieces.length - 1]!.end } : null;
  }

  /**
   * Unread stretches no query can go on into (below everything read, or after a range that
   * came back empty) that still reach into the circle: each will need a range of its own.
   */
  private closedStretches(): UnreadRange<T>[] {
    return this.state.unread
      .list()
      .filter(
        (stretch) =>
          !stretch.resume && !stretch.resumeDown && this.neededSpan(stretch.start, stretch.end),
      );
  }

  /** Ranges the budget can still start beyond one for each closed stretch. */
  private slack(closed: readonly unknown[]): number {
    return this.settings.maxRanges - this.state.stats.ranges - closed.length;
  }

  /**
   * Documents expected in the unread gap [start, end): from the counts where there are any, and
   * otherwise its size at the density read so far (see SearchState.readDensity).
   */
  private readonly expectedDocuments = (start: number, end: number): number => {
    const density = this.state.readDensity(start, end);
    return this.counts ? this.counts.expected(start, end, density) : (end - start) * density;
  };

  /**
   * Where the first page starts: at the largest geohash cell holding the centre that lies wholly
   * within OPENING_REACH_KM (at the default limit; the reach shrinks as the limit grows), or at
   * the centre's own geohash when no cell is that small. Read forward from the centre's own
   * geohash, the page holds only what follows the centre in geohash order, often one side of
   * it, and wastes reads when the centre sits near the end of a dense cell.
   */
  private openingStart(position: number, floor: number): number {
    const { center, radiusKm, limit } = this.settings;
    const reachKm = Math.min(radiusKm, (OPENING_REACH_KM * NEARBY_DEFAULT_RESULTS) / limit);
    for (let depth = 1; depth <= HASH_BITS; depth++) {
      const cell = { depth, index: Math.floor(position / cellSize(depth)) };
      if (maxDistanceKm(center, cellBox(cell)) <= reachKm) return Math.max(floor, cellStart(cell));
    }
    return position;
  }

  private world(km: number): PositionRange[] {
    let covering = this.worlds.get(km);
    if (!covering) this.worlds.set(km, (covering = coverWorld(this.settings.center, km)));
    return covering;
  }
}
