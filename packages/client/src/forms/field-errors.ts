import { type CallError, fieldErrorsOf } from '@fundax/core';

/** A form's setError (react-hook-form's, or any with its shape). */
export type SetFieldError = (name: never, error: { type: string; message: string }) => void;

/**
 * Puts a server's invalid-argument field messages on the form's fields, where the form names its
 * fields as the contract does (e.g. "organization.name"). Returns whether any message landed on
 * a field, so the caller shows the general message only otherwise.
 */
export function applyFieldErrors(
  error: CallError,
  setError: SetFieldError,
  fieldNames: readonly string[],
): boolean {
  return applyMappedFieldErrors(
    error,
    setError,
    Object.fromEntries(fieldNames.map((name) => [name, name])),
    { exact: true },
  );
}

/**
 * The same where the form names a field differently from the contract (e.g. `amountCents` is
 * the "amount" field, `location.0` the latitude): `paths` maps a contract path, or its first
 * segment, to a form field. With `exact`, only whole paths match.
 */
export function applyMappedFieldErrors(
  error: CallError,
  setError: SetFieldError,
  paths: Readonly<Record<string, string>>,
  { exact = false }: { exact?: boolean } = {},
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = paths[path] ?? (exact ? undefined : paths[path.split('.')[0] ?? '']);
    if (!field) continue;
    setError(field as never, { type: 'server', message });
    placed = true;
  }
  return placed;
}
