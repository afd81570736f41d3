/**
 * A payload as it should cross the wire: keys whose value is undefined are dropped, at every
 * depth. The Functions SDK would send them as null, and `null` means "clear this field" in our
 * contracts (updateProfile) or fails a field that is merely optional (an omitted website).
 */
export function wirePayload<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => wirePayload(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, wirePayload(entry as unknown)]),
  ) as T;
}
