import type { CellCounts } from './cell-counts';
import type { PositionRange } from './covering';
import { distanceKm } from './geohash';
import { areaWithinKm2 } from './range-area';
import type { Location } from './validation';

/** The radius of a circle expected to hold `count` matches at `density` per km², or Infinity. */
export function radiusFor(count: number, density: number): number {
  return density > 0 ? Math.sqrt(count / (Math.PI * density)) : Number.POSITIVE_INFINITY;
}

/**
 * Matches per km² around the centre, from the first page read forward from it. That page spans
 * a stretch of geohash order which may jump away from the centre; its nearest three quarters of
 * matches, over the part of the stretch as near as they are, measure the density close to the
 * centre without the far jump.
 */
export function densityNearCenter(
  center: Location,
  matches: readonly { lat: number; lng: number }[],
  stretch: PositionRange,
): number {
  const distances = matches
    .map((item) => distanceKm(center, [item.lat, item.lng]))
    .sort((a, b) => a - b);
  if (distances.length === 0) return 0;
  const count = Math.ceil(distances.length * 0.75);
  const within = distances[count - 1]!;
  const area = areaWithinKm2(center, stretch, within);
  return area > 0 ? count / area : Number.POSITIVE_INFINITY;
}

/** The guess of the radius holding `limit` matches is widened by this much. */
const GUESS_MARGIN = 1.1;
/** The same, when the guess comes from the per-cell counts (tuned on the benchmark). */
const COUNTED_GUESS_MARGIN = 1.05;
/** A count of matches this large within a fully read circle is trusted for a new guess. */
const TRUSTED_COUNT = 10;
/** Widening grows the circle by at least this much. */
const LEAST_GROWTH = 1.2;
/** A guess this close to the radius takes the whole radius. */
const WHOLE_RADIUS_SHARE = 0.9;
/** The smallest circle worth planning (a metre): keeps widening geometric. */
const LEAST_REACH_KM = 0.001;

/** What a guess needs to know of the search. */
export interface GuessSettings {
  center: Location;
  radiusKm: number;
  /** How many matches the search returns. */
  limit: number;
}

/** The matches found so far, as the guess counts them (a NearestList). */
export interface MatchesFound {
  countWithin(km: number): number;
}

/**
 * How far out the search plans to read: a guess of the distance of the limit-th match, and the
 * frontier within which everything is read (so matches found within it are an exact count).
 * The guess starts from the per-cell counts or from the density of a first page; it is
 * corrected from exact counts as the frontier moves out, and widened when the circle it names
 * is read and still holds too few matches. A wrong guess costs reads, never results: the search
 * ends only when nothing unread comes nearer than the limit-th match.
 */
export class ReachGuess {
  private frontierKm = 0;

  private constructor(
    private readonly settings: GuessSettings,
    private guessKm: number,
  ) {}

  /** The first guess from the per-cell counts: the radius they say holds `limit`, plus 5%. */
  static fromCounts(settings: GuessSettings, counts: CellCounts): ReachGuess {
    const { center, limit, radiusKm } = settings;
    return new ReachGuess(
      settings,
      counts.radiusHolding(center, limit, radiusKm) * COUNTED_GUESS_MARGIN,
    );
  }

  /**
   * The first guess without counts: from how densely the first page found matches, over the
   * positions `stretch` it spans.
   */
  static fromFirstPage(
    settings: GuessSettings,
    matches: readonly { lat: number; lng: number }[],
    stretch: PositionRange,
  ): ReachGuess {
    const guess = new ReachGuess(settings, 0);
    guess.guessKm = guess.fromDensity(densityNearCenter(settings.center, matches, stretch));
    return guess;
  }

  /**
   * The circle the next plan covers: the guess (never inside what is read), taken out to the
   * whole radius when close to it, and never past `boundKm` (the limit-th match or the radius).
   * The guess stays in force after `limit` matches are found: their limit-th distance is only an
   * upper bound (the first pages may have found far matches before near ones), and planning out
   * to it reads a ring the guess already says holds nothing needed.
   */
  planKm(boundKm: number): number {
    const km = Math.max(this.guessKm, this.frontierKm);
    const settled =
      km >= this.settings.radiusKm * WHOLE_RADIUS_SHARE
        ? this.settings.radiusKm
        : Math.max(LEAST_REACH_KM, km);
    return Math.min(boundKm, settled);
  }

  /**
   * Everything nearer than `nearestUnreadKm` (the nearest cell left to read) is read: the
   * matches within it are an exact count, and once there are enough of them they correct the
   * guess. Also with counts: matches read are exact where counts are only a hint (trusting the
   * counted guess here instead cut the median but let the worst search read 18 per result).
   */
  readTo(nearestUnreadKm: number, matches: MatchesFound): void {
    this.frontierKm = Math.max(this.frontierKm, nearestUnreadKm);
    const settled = matches.countWithin(this.frontierKm);
    if (settled >= TRUSTED_COUNT) {
      this.guessKm = this.fromDensity(settled / (Math.PI * this.frontierKm ** 2));
    }
  }

  /**
   * The circle of `readKm` is read and holds too few matches: the next guess is at least
   * LEAST_GROWTH wider, or more as the matches in the last ring read (since the frontier) say
   * how sparse it gets farther out (a cluster at the centre with little around it must not make
   * the search creep outwards in small steps).
   */
  widen(readKm: number, matches: MatchesFound): void {
    const innerKm = this.frontierKm;
    const inDisc = matches.countWithin(readKm);
    const inRing = inDisc - matches.countWithin(innerKm);
    const ringArea = Math.PI * (readKm ** 2 - innerKm ** 2);
    const wider =
      inRing < 3 || ringArea <= 0
        ? readKm * 2
        : Math.sqrt(
            readKm ** 2 + (this.settings.limit - inDisc) / (Math.PI * (inRing / ringArea)),
          ) * GUESS_MARGIN;
    this.guessKm = Math.max(readKm * LEAST_GROWTH, wider);
    this.frontierKm = readKm;
  }

  private fromDensity(density: number): number {
    return radiusFor(this.settings.limit, density) * GUESS_MARGIN;
  }
}
