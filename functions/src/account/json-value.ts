import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/**
 * A stored Firestore value as plain JSON, for an export a person can open anywhere: times as
 * ISO strings, geopoints as { latitude, longitude }, references as their path, bytes as base64.
 */
export function toJsonValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        toJsonValue(inner),
      ]),
    );
  }
  return value;
}
