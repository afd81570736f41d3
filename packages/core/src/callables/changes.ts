/**
 * Whether an update input changes anything: at least one field besides `id` with a value
 * (null counts: it clears a field). A key present with undefined changes nothing, and zod keeps
 * such keys, so counting keys alone would let an empty update through.
 */
export function changesSomething(input: Record<string, unknown>): boolean {
  return Object.entries(input).some(([key, value]) => key !== 'id' && value !== undefined);
}
