import { type CallError, isCallableErrorCode } from '@fundax/core';

/**
 * Any failure of a call as { code, message, details }. Functions errors arrive as FirebaseError
 * with code "functions/<code>"; anything else (a bug, a broken network) becomes `internal` or
 * `unavailable` so the UI always has a code to choose a message by.
 */
export function toCallError(error: unknown): CallError {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const raw = String(error.code).replace(/^functions\//, '');
    const message = (error as { message?: unknown }).message;
    const details = (error as { details?: unknown }).details;
    if (isCallableErrorCode(raw)) {
      return {
        code: raw,
        message: typeof message === 'string' ? message : raw,
        ...(details === undefined ? {} : { details }),
      };
    }
  }
  if (error instanceof TypeError) return { code: 'unavailable', message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** A thrown CallError (so `await` users can catch it; thunks pass it to rejectWithValue). */
export class CallFailure extends Error {
  readonly error: CallError;
  constructor(error: CallError) {
    super(error.message);
    this.name = 'CallFailure';
    this.error = error;
  }
}
