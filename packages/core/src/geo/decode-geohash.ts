import { GEOHASH_ALPHABET, type Location, geohashSchema } from './validation';

/** The rectangle a geohash names, in degrees; edges belong to the cell. */
export interface GeohashBounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export interface GeohashCell {
  bounds: GeohashBounds;
  /** The middle of the cell: the best single point a geohash stands for. */
  center: Location;
}

/**
 * The cell a geohash names (geofire-common encodes but cannot decode). Bits alternate
 * longitude, latitude, starting with longitude, five to a character. The halving repeats the
 * encoder's arithmetic exactly, so every point encodeGeohash maps to a hash lies inside (or on
 * the edge of) that hash's decoded bounds, at every precision up to 22.
 */
export function decodeGeohash(hash: string): GeohashCell {
  const lat = { min: -90, max: 90 };
  const lng = { min: -180, max: 180 };
  let longitudeBit = true;
  for (const char of geohashSchema.parse(hash)) {
    const value = GEOHASH_ALPHABET.indexOf(char);
    for (let bit = 4; bit >= 0; bit--) {
      const range = longitudeBit ? lng : lat;
      const mid = (range.min + range.max) / 2;
      if ((value >> bit) & 1) range.min = mid;
      else range.max = mid;
      longitudeBit = !longitudeBit;
    }
  }
  return {
    bounds: { minLat: lat.min, maxLat: lat.max, minLng: lng.min, maxLng: lng.max },
    center: [(lat.min + lat.max) / 2, (lng.min + lng.max) / 2],
  };
}
