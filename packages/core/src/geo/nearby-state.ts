import { distanceKm } from './geohash';
import type { CountsRead, NearbyCandidate, PageRead } from './nearby-page-reader';
import { NearestList, type Ranked } from './nearest-list';
import { type Direction, UnreadSpace } from './unread-space';
import type { Location } from './validation';

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

/** What the state needs to know of the search. */
export interface StateSettings<T> {
  center: Location;
  radiusKm: number;
  limit: number;
  /** Conditions the query does not hold; an item it rejects still counts as read. */
  accept: (item: T) => boolean;
}

/** Positions [start, stop) one page settled, and how many documents it found there. */
interface SettledStretch {
  start: number;
  stop: number;
  count: number;
  direction: Direction;
}

/**
 * Everything a search has learnt so far: the matches found (nearest first), the geohash
 * positions still unread with the points where queries can go on, what each page found where
 * (for density estimates), and the cost. Only record() and recordCounts() change it, and only
 * with what was read, so the planner and the guess read it without side effects.
 */
export class SearchState<T extends NearbyCandidate> {
  readonly stats: NearbyStats = {
    ranges: 0,
    pages: 0,
    documentsRead: 0,
    emptyPages: 0,
    roundTrips: 0,
  };
  readonly nearest: NearestList<T>;
  readonly unread = new UnreadSpace<T>();
  private readonly settled: SettledStretch[] = [];

  constructor(private readonly settings: StateSettings<T>) {
    this.nearest = new NearestList<T>(settings.limit);
  }

  /** Nothing beyond this can be in the answer: the limit-th match found so far, or the radius. */
  boundKm(): number {
    return Math.min(this.settings.radiusKm, this.nearest.kthDistanceKm());
  }

  /** One sequential wait for the store, however many pages it brought at once. */
  roundTrip(): void {
    this.stats.roundTrips++;
  }

  /** The per-cell counts read: one round trip, and the count documents it read. */
  recordCounts(read: CountsRead): void {
    this.stats.roundTrips++;
    this.stats.documentsRead += read.documentsRead;
  }

  /** One page read: its cost, its matches within the radius, and the positions it settled. */
  record(page: PageRead<T>): void {
    const { center, radiusKm, accept } = this.settings;
    if (page.startsRange) this.stats.ranges++;
    this.stats.pages++;
    this.stats.documentsRead += page.items.length;
    if (page.items.length === 0) this.stats.emptyPages++;
    for (const item of page.items) {
      if (!accept(item)) continue;
      const distance = distanceKm(center, [item.lat, item.lng]);
      if (distance <= radiusKm) this.nearest.add({ item, distanceKm: distance });
    }
    this.unread.markRead(page.start, page.stop, page.resume, page.direction);
    this.settled.push({
      start: page.start,
      stop: page.stop,
      count: page.items.length,
      direction: page.direction,
    });
  }

  /**
   * Documents per position read so far, or that of the page that stopped right at the edge of
   * the unread gap [start, end) when denser (a page cut short inside a dense cluster says the
   * rest of the cluster is dense too); 1 before anything is read.
   */
  readDensity(start: number, end: number): number {
    let documents = 0;
    let positions = 0;
    let atEdge = 0;
    for (const stretch of this.settled) {
      documents += stretch.count;
      positions += stretch.stop - stretch.start;
      const cutHere = stretch.direction === 'up' ? stretch.stop === start : stretch.start === end;
      if (cutHere && stretch.stop > stretch.start) {
        atEdge = Math.max(atEdge, stretch.count / (stretch.stop - stretch.start));
      }
    }
    const density = Math.max(positions > 0 ? documents / positions : 0, atEdge);
    return density > 0 ? density : 1;
  }

  /** The answer so far: the nearest matches, nearest first, and the cost. */
  result(): { items: Ranked<T>[]; stats: NearbyStats } {
    return { items: this.nearest.nearest(), stats: this.stats };
  }
}
