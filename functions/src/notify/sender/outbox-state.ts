import type { Outbox } from '@fundax/core';

// The life of one mail document under the project's own sender, as pure functions: which
// states may be claimed, what a claim writes, and what each outcome of an attempt leads to.
//
// Never twice: a document is sent only by the holder of a claim, and a claim is only ever taken
// from `pending` or a due `retry`, in a transaction that moves it to `sending` (two senders
// racing for one document serialise there; the second finds it `sending` and leaves it). Only
// the claim holder ends a claim, and it returns the document to `retry` only when it knows the
// message was not accepted (the server refused it, or was never reached). A claim whose holder
// never reports back (the instance died, or the attempt outlived its lease) may or may not
// have been delivered, so it becomes `unconfirmed` and is never attempted again: a lost email
// is recoverable by hand, a duplicate is not. A holder that reports late still records the
// truth (`sent`), because no one else can have taken the document meanwhile.

/** Attempts before a document that keeps failing for sure is given up (`failed`). */
export const MAX_ATTEMPTS = 6;

/** Waits after the 1st, 2nd, ... failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;

/**
 * How long a claim lasts. Longer than the sender function's timeout (60 s) and the SMTP
 * timeouts within it, so a live attempt always reports before its lease runs out.
 */
export const LEASE_MS = 5 * 60_000;

/** A new document is the creation trigger's; the sweep takes it only if still pending after this. */
export const PENDING_GRACE_MS = 2 * 60_000;

/** Who is claiming: the creation trigger (pending documents only) or the sweep (due ones). */
export type Claimer = 'trigger' | 'sweep';

/**
 * Whether this claimer may take the document now: the creation trigger takes only a pending
 * one (its first attempt); the sweep takes a due retry, or a pending one whose grace is over.
 */
export function isClaimable(outbox: Outbox, now: Date, by: Claimer): boolean {
  const due = (outbox.nextAttemptAt?.getTime() ?? 0) <= now.getTime();
  if (outbox.state === 'pending') return by === 'trigger' || due;
  return outbox.state === 'retry' && by === 'sweep' && due;
}

export function claimed(outbox: Outbox, claimId: string, now: Date): Outbox {
  return {
    ...outbox,
    state: 'sending',
    attempts: outbox.attempts + 1,
    claimId,
    leaseExpiresAt: new Date(now.getTime() + LEASE_MS),
    nextAttemptAt: null,
  };
}

export function isLeaseExpired(outbox: Outbox, now: Date): boolean {
  return (
    outbox.state === 'sending' &&
    outbox.leaseExpiresAt !== null &&
    outbox.leaseExpiresAt.getTime() <= now.getTime()
  );
}

export function unconfirmed(outbox: Outbox): Outbox {
  return {
    ...outbox,
    state: 'unconfirmed',
    leaseExpiresAt: null,
    lastError:
      'The sender claimed this email and never reported back; it may or may not have been delivered, so it is not sent again.',
  };
}

/** How an attempt ended, from what the SMTP server (or the network) said. */
export type SendOutcome =
  | { result: 'sent'; messageId: string | null }
  /** Not accepted, for sure, and worth another try (a 4xx answer, the server not reached). */
  | { result: 'retry'; error: string }
  /** Refused for good (a 5xx answer: no such mailbox, policy). */
  | { result: 'refused'; error: string }
  /** Cut off after the message was handed over: it may have been accepted. */
  | { result: 'unknown'; error: string };

export function afterAttempt(outbox: Outbox, outcome: SendOutcome, now: Date): Outbox {
  const ended = { ...outbox, leaseExpiresAt: null };
  switch (outcome.result) {
    case 'sent':
      return {
        ...ended,
        state: 'sent',
        sentAt: now,
        messageId: outcome.messageId,
        lastError: null,
      };
    case 'refused':
      return { ...ended, state: 'failed', lastError: outcome.error };
    case 'unknown':
      return { ...ended, state: 'unconfirmed', lastError: outcome.error };
    case 'retry': {
      if (outbox.attempts >= MAX_ATTEMPTS) {
        return {
          ...ended,
          state: 'failed',
          lastError: `${outcome.error} (gave up after ${outbox.attempts} attempts)`,
        };
      }
      const delay = RETRY_DELAYS_MS[Math.min(outbox.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      return {
        ...ended,
        state: 'retry',
        nextAttemptAt: new Date(now.getTime() + delay),
        lastError: outcome.error,
      };
    }
  }
}

/**
 * Whether the claim holder may write its outcome: the document still carries its claim, either
 * still `sending` or turned `unconfirmed` by a sweep while the attempt ran long.
 */
export function holdsClaim(outbox: Outbox, claimId: string): boolean {
  return (
    outbox.claimId === claimId && (outbox.state === 'sending' || outbox.state === 'unconfirmed')
  );
}
