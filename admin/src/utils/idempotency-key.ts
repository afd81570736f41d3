/**
 * A fresh idempotency key for one payout or reversal form (the contract allows 8-128 of
 * [A-Za-z0-9_-]; a UUID with a prefix fits). A form makes one when it opens and sends the same
 * key on every submit, so a double click or a retry after a lost answer returns the first
 * result instead of paying twice.
 */
export function newIdempotencyKey(purpose: 'payout' | 'reversal'): string {
  return `${purpose}-${crypto.randomUUID()}`;
}
