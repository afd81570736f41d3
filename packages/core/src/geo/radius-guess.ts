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
