import type { LatLngBox } from './geohash-cells';
import type { Location } from './validation';

// Distances from a point to a box, in the same haversine as distanceKm (geofire-common's
// distanceBetween, repeated here without its validation: coverings evaluate it for thousands of
// cells), padded by
// a micrometre so that rounding can never make a bound wrong: nearby search prunes a cell only
// when every point in it is provably farther than what it already has.
const SLACK_KM = 1e-9;
const RELATIVE_SLACK = 1e-12;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** geofire-common's distanceBetween, step for step, on a sphere of radius 6371 km. */
function haversineKm(a: Location, b: Location): number {
  const latDelta = toRadians(b[0] - a[0]);
  const lngDelta = toRadians(b[1] - a[1]);
  const h =
    Math.sin(latDelta / 2) * Math.sin(latDelta / 2) +
    Math.cos(toRadians(a[0])) *
      Math.cos(toRadians(b[0])) *
      Math.sin(lngDelta / 2) *
      Math.sin(lngDelta / 2);
  return 6371 * 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Degrees travelled eastwards from `from` to `to`, in [0, 360). */
const eastwards = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/**
 * A lower bound (exact up to the slack) of the distance from `center` to any point of `box`.
 * For a fixed latitude the distance grows with the longitude difference, so the nearest point
 * lies on the centre's own meridian when the box spans it, otherwise on the nearer edge meridian,
 * at the latitude closest to the centre along that meridian (clamped into the box).
 */
export function minDistanceKm(center: Location, box: LatLngBox): number {
  const [lat, lng] = center;
  let point: Location;
  if (lng >= box.west && lng <= box.east) {
    point = [clamp(lat, box.south, box.north), lng];
  } else {
    const toWest = eastwards(lng, box.west);
    const toEast = eastwards(box.east, lng);
    const edge = toWest <= toEast ? box.west : box.east;
    const cosDelta = Math.cos(toRadians(Math.min(toWest, toEast)));
    if (cosDelta > 0) {
      const foot = toDegrees(Math.atan(Math.tan(toRadians(lat)) / cosDelta));
      point = [clamp(foot, box.south, box.north), edge];
    } else {
      // More than 90 degrees away: the distance along the meridian only grows from one end.
      const south = haversineKm(center, [box.south, edge]);
      const north = haversineKm(center, [box.north, edge]);
      point = south <= north ? [box.south, edge] : [box.north, edge];
    }
  }
  return Math.max(0, haversineKm(center, point) * (1 - RELATIVE_SLACK) - SLACK_KM);
}

/**
 * An upper bound of the distance from `center` to any point of `box`: its farthest corner, which
 * is exact while the box stays within 90 degrees of longitude of the centre; beyond that the
 * bound gives up (Infinity), which only means "not provably inside".
 */
export function maxDistanceKm(center: Location, box: LatLngBox): number {
  const [, lng] = center;
  const spread = (edge: number) => {
    const east = eastwards(lng, edge);
    return Math.min(east, 360 - east);
  };
  if (box.east - box.west > 90 || Math.max(spread(box.west), spread(box.east)) > 90) {
    return Number.POSITIVE_INFINITY;
  }
  const corners: Location[] = [
    [box.south, box.west],
    [box.south, box.east],
    [box.north, box.west],
    [box.north, box.east],
  ];
  const farthest = Math.max(...corners.map((corner) => haversineKm(center, corner)));
  return farthest * (1 + RELATIVE_SLACK) + SLACK_KM;
}
