import type { FormEvent } from 'react';

/** An optional text field left empty means "not given" (the contract's optional), not "". */
export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** An optional text left empty means "none" (null in the contracts that take null), not "". */
export function emptyToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** A number field: empty is null, anything else its number (the schema judges it). */
export function numberOrNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value);
}

/**
 * A form's onSubmit from react-hook-form's async handleSubmit. The handler reports its own
 * outcome (progress and errors are in state), so the promise is deliberately not awaited.
 */
export function voidSubmit(submit: (event: FormEvent) => Promise<unknown>) {
  return (event: FormEvent) => {
    void submit(event);
  };
}
