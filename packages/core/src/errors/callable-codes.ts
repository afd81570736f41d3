/**
 * Callable error codes and the HTTP status each crosses the wire with (docs/product.md §8.1, plus the
 * remaining codes of the Functions protocol so every code a server can send has a status).
 */
export const CALLABLE_ERROR_STATUS = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'already-exists': 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unknown: 500,
  'data-loss': 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type CallableErrorCode = keyof typeof CALLABLE_ERROR_STATUS;

export const CALLABLE_ERROR_CODES = Object.keys(CALLABLE_ERROR_STATUS) as CallableErrorCode[];

export function isCallableErrorCode(value: unknown): value is CallableErrorCode {
  return typeof value === 'string' && Object.hasOwn(CALLABLE_ERROR_STATUS, value);
}

export function httpStatusOf(code: CallableErrorCode): number {
  return CALLABLE_ERROR_STATUS[code];
}
