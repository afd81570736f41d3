import { type CallError, fieldErrorsOf } from '@fundax/core';

/**
 * Puts a server's invalid-argument messages on the form's fields when a contract path is named
 * differently in the form (e.g. `location.0` is the latitude field). `paths` maps a contract
 * path, or its first segment, to a form field. Returns whether any message landed on a field,
 * so the caller shows the general message otherwise.
 */
export function applyMappedFieldErrors(
  error: CallError,
  setError: (name: never, error: { type: string; message: string }) => void,
  paths: Record<string, string>,
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = paths[path] ?? paths[path.split('.')[0] ?? ''];
    if (!field) continue;
    setError(field as never, { type: 'server', message });
    placed = true;
  }
  return placed;
}
