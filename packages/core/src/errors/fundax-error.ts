import type { CallableErrorCode } from './callable-codes';

/**
 * A failure the caller can act on. Domain code throws it (it knows nothing of Firebase); the
 * functions wrapper turns it into an HttpsError with the same code, message and details.
 */
export class FundaxError extends Error {
  readonly code: CallableErrorCode;
  readonly details: unknown;

  constructor(code: CallableErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'FundaxError';
    this.code = code;
    this.details = details;
  }
}

/**
 * The serialisable shape of a failed call, kept whole in rejected thunks so the UI can choose
 * what to show ({ code, message, details }).
 */
export interface CallError {
  code: CallableErrorCode;
  message: string;
  details?: unknown;
}
