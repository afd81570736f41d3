/**
 * Ledger ids derive from the caller's idempotency key, so a retried call finds the entry its
 * first attempt wrote (inside the same transaction that would write it) and returns that result.
 * Keys are 8-128 of [A-Za-z0-9_-] (the contract), which makes these valid document ids.
 */
export const paymentEntryId = (idempotencyKey: string) => `payment-${idempotencyKey}`;
export const reversalEntryId = (idempotencyKey: string) => `reversal-${idempotencyKey}`;
