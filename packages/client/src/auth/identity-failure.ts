/**
 * A failed identity operation as { code, message }: `code` is the identity provider's error code
 * without its "auth/" prefix (docs/product.md §8.4: wrong-password, popup-blocked, ...), which the UI turns
 * into a message with `identityErrorMessage(code)`.
 */
export interface IdentityFailure {
  code: string;
  message: string;
}

export function toIdentityFailure(error: unknown): IdentityFailure {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = String(error.code).replace(/^auth\//, '');
    const message = (error as { message?: unknown }).message;
    return { code, message: typeof message === 'string' ? message : code };
  }
  // fetch() failing (offline, blocked) surfaces as a TypeError.
  if (error instanceof TypeError) return { code: 'network-request-failed', message: error.message };
  return {
    code: 'internal-error',
    message: error instanceof Error ? error.message : String(error),
  };
}
