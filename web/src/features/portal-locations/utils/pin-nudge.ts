/** [latitude, longitude]. */
export type Point = [number, number];

export type Direction = 'north' | 'south' | 'east' | 'west';

/** The steps a partner can move the pin by, in metres: a doorway, a building, a block. */
export const NUDGE_STEPS_M = [5, 25, 100] as const;
export type NudgeStep = (typeof NUDGE_STEPS_M)[number];

/** Metres in a degree of latitude (and of longitude at the equator), close enough for a pin. */
const METRES_PER_DEGREE = 111_320;

/** Six decimals: about 10 cm, more than a storefront needs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The point `metres` away in a direction, on a flat map (fine for the few hundred metres a pin
 * moves): a degree of longitude shrinks with the cosine of the latitude.
 */
export function nudge([lat, lng]: Point, direction: Direction, metres: number): Point {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  switch (direction) {
    case 'north':
      return [roundCoordinate(Math.min(90, lat + dLat)), lng];
    case 'south':
      return [roundCoordinate(Math.max(-90, lat - dLat)), lng];
    case 'east':
      return [lat, roundCoordinate(lng + dLng)];
    case 'west':
      return [lat, roundCoordinate(lng - dLng)];
  }
}
