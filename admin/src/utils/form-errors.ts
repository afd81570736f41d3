import { type CallError, fieldErrorsOf } from '@fundax/core';

/**
 * Puts a server's invalid-argument field messages on a form's fields. `fields` maps the
 * contract's paths (e.g. "amountCents") to the form's field names (e.g. "amount"); returns
 * whether any message landed on a field, so the caller shows the general message otherwise.
 */
export function applyFieldErrors(
  error: CallError,
  setError: (name: never, error: { type: string; message: string }) => void,
  fields: Record<string, string>,
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const name = fields[path];
    if (!name) continue;
    setError(name as never, { type: 'server', message });
    placed = true;
  }
  return placed;
}

/** An optional text left empty means "none" (null in the contracts), not "". */
export function emptyToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** A number field: empty is null, anything else its number (the schema judges it). */
export function numberOrNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value);
}
