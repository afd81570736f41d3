import type { Outbox } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import {
  LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  afterAttempt,
  claimed,
  holdsClaim,
  isClaimable,
  isLeaseExpired,
  unconfirmed,
} from './outbox-state';

const NOW = new Date('2026-12-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const pending: Outbox = {
  state: 'pending',
  attempts: 0,
  nextAttemptAt: later(120_000),
  leaseExpiresAt: null,
  claimId: null,
  lastError: null,
  sentAt: null,
  messageId: null,
};

describe('the outbox life of a mail document', () => {
  it('lets the creation trigger claim a pending document at once, the sweep only after the grace', () => {
    expect(isClaimable(pending, NOW, 'trigger')).toBe(true);
    expect(isClaimable(pending, NOW, 'sweep')).toBe(false);
    expect(isClaimable(pending, later(120_000), 'sweep')).toBe(true);
  });

  it('leaves retries to the sweep: the creation trigger makes only the first attempt', () => {
    const retry = { ...pending, state: 'retry' as const, attempts: 1, nextAttemptAt: NOW };
    expect(isClaimable(retry, NOW, 'trigger')).toBe(false);
    expect(isClaimable(retry, NOW, 'sweep')).toBe(true);
  });

  it('claims for one attempt with a lease, and never claims a claimed or finished document', () => {
    const claim = claimed(pending, 'c1', NOW);
    expect(claim).toMatchObject({
      state: 'sending',
      attempts: 1,
      claimId: 'c1',
      nextAttemptAt: null,
    });
    expect(claim.leaseExpiresAt).toEqual(later(LEASE_MS));
    for (const state of ['sending', 'sent', 'failed', 'unconfirmed'] as const) {
      const document = { ...pending, state, nextAttemptAt: null };
      expect(isClaimable(document, later(10 * LEASE_MS), 'trigger')).toBe(false);
      expect(isClaimable(document, later(10 * LEASE_MS), 'sweep')).toBe(false);
    }
  });

  it('records a delivery', () => {
    expect(
      afterAttempt(claimed(pending, 'c1', NOW), { result: 'sent', messageId: '<m>' }, NOW),
    ).toMatchObject({
      state: 'sent',
      attempts: 1,
      sentAt: NOW,
      messageId: '<m>',
      leaseExpiresAt: null,
    });
  });

  it('retries a sure failure with growing waits, then gives up', () => {
    let outbox = pending;
    const waits: number[] = [];
    let at = NOW;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(isClaimable(outbox, at, 'sweep') || attempt === 1).toBe(true);
      outbox = afterAttempt(
        claimed(outbox, `c${attempt}`, at),
        { result: 'retry', error: 'ECONNECTION' },
        at,
      );
      if (outbox.state === 'retry') {
        waits.push(outbox.nextAttemptAt!.getTime() - at.getTime());
        expect(isClaimable(outbox, at, 'sweep')).toBe(false);
        at = outbox.nextAttemptAt!;
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(outbox).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(outbox.lastError).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);
  });

  it('fails a refusal for good, and never resends what may have gone out', () => {
    const claim = claimed(pending, 'c1', NOW);
    expect(afterAttempt(claim, { result: 'refused', error: 'EENVELOPE 550' }, NOW).state).toBe(
      'failed',
    );
    expect(
      afterAttempt(claim, { result: 'unknown', error: 'ETIMEDOUT during DATA' }, NOW).state,
    ).toBe('unconfirmed');
  });

  it('turns an expired claim unconfirmed, yet lets its late holder record the truth', () => {
    const claim = claimed(pending, 'c1', NOW);
    expect(isLeaseExpired(claim, later(LEASE_MS - 1))).toBe(false);
    expect(isLeaseExpired(claim, later(LEASE_MS))).toBe(true);
    const expired = unconfirmed(claim);
    expect(expired.state).toBe('unconfirmed');
    expect(isClaimable(expired, later(10 * LEASE_MS), 'sweep')).toBe(false);
    expect(holdsClaim(expired, 'c1')).toBe(true);
    expect(holdsClaim(expired, 'c2')).toBe(false);
    expect(holdsClaim(afterAttempt(claim, { result: 'sent', messageId: null }, NOW), 'c1')).toBe(
      false,
    );
  });
});
