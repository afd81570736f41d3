// A [latitude, longitude] checked without zod: the session keeps the person's position on every
// app's start-up path. The zod schemas for contracts and documents are in geo/validation.ts;
// a test holds the two to the same verdicts and messages.

/** A location: [latitude, longitude]. */
export type Location = [number, number];

export const LOCATION_MESSAGES = {
  shape: 'A location is an array of two numbers: [latitude, longitude].',
  latitudeType: 'Latitude must be a number.',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeType: 'Longitude must be a number.',
  longitudeRange: 'Longitude must be between -180 and 180.',
} as const;

/** What is wrong with a position, or null when it is a valid [latitude, longitude]. */
export function locationProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length !== 2) return LOCATION_MESSAGES.shape;
  const [lat, lng] = value as unknown[];
  if (typeof lat !== 'number' || !Number.isFinite(lat)) return LOCATION_MESSAGES.latitudeType;
  if (lat < -90 || lat > 90) return LOCATION_MESSAGES.latitudeRange;
  if (typeof lng !== 'number' || !Number.isFinite(lng)) return LOCATION_MESSAGES.longitudeType;
  if (lng < -180 || lng > 180) return LOCATION_MESSAGES.longitudeRange;
  return null;
}

/** A copy of a valid position; throws a RangeError saying what is wrong otherwise. */
export function checkedLocation(value: unknown): Location {
  const problem = locationProblem(value);
  if (problem) throw new RangeError(problem);
  const [lat, lng] = value as Location;
  return [lat, lng];
}
