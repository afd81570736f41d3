/**
 * A Firestore refusal: what a visitor gets for a document the rules do not let them see, and
 * (since rules read resource.data) for a document that does not exist. Public pages treat both
 * as "nothing to show here".
 */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code).endsWith('permission-denied')
    : false;
}
