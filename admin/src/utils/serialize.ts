/** A value as a Redux store keeps it: every Date becomes its ISO string (state stays plain). */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/** Deep-copies a parsed document, turning Dates into ISO strings. */
export function serialize<T>(value: T): Serialized<T> {
  if (value instanceof Date) return value.toISOString() as Serialized<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => serialize(item)) as Serialized<T>;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, serialize(item)]),
    ) as Serialized<T>;
  }
  return value as Serialized<T>;
}
