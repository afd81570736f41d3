import type { CallError } from '@fundax/core';
import { fieldErrorsOf } from '@fundax/core';

/** An optional text field left empty means "not given" (the contract's optional), not "". */
export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * Puts a server's invalid-argument field messages on the form's fields (paths are the
 * contract's, e.g. "organization.name"); returns whether any landed on a field, so the caller
 * knows to show the general message only otherwise.
 */
export function applyFieldErrors(
  error: CallError,
  setError: (name: never, error: { type: string; message: string }) => void,
  fieldNames: readonly string[],
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    if (!fieldNames.includes(path)) continue;
    setError(path as never, { type: 'server', message });
    placed = true;
  }
  return placed;
}
