/**
 * Whether a parsed JSON value holds a "__proto__" key anywhere. JSON.parse keeps such a key as
 * an ordinary property, but the callable SDK copies the payload into fresh objects, where
 * assigning "__proto__" swaps the object's prototype instead: the key vanishes from validation
 * and its value is inherited by the object. No contract has such a key, so the wrapper refuses
 * any payload carrying one. Walks iteratively, so a deeply nested payload cannot exhaust the stack.
 */
export function hasProtoKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current) && Object.hasOwn(current, '__proto__')) return true;
    for (const child of Object.values(current as Record<string, unknown>)) pending.push(child);
  }
  return false;
}
