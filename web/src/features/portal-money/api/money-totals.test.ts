import { describe, expect, it } from 'vitest';

import { raisedTotals, receivedCents, signedCents } from './money-totals';
import { AFTER, BEFORE, ledgerEntry, portalEvent } from '../../../testing/portal-fixtures';

describe('raisedTotals', () => {
  const held = portalEvent({ raisedCents: 61_250 });
  const other = portalEvent({ id: 'e2', raisedCents: 84_200, partnerId: 'partner-2' });
  const cancelled = portalEvent({
    id: 'e3',
    raisedCents: 5_000,
    status: { ...held.status, cancelled: true },
  });

  it('adds what ended, approved events raised, for the part the user had', () => {
    expect(raisedTotals([held, other, cancelled], 'partner-1', 'partner', AFTER)).toEqual({
      events: 1,
      raisedCents: 61_250,
    });
    expect(raisedTotals([held, other, cancelled], 'fundaxer-1', 'fundaxer', AFTER)).toEqual({
      events: 2,
      raisedCents: 145_450,
    });
  });

  it('counts nothing before the events end', () => {
    expect(raisedTotals([held], 'partner-1', 'partner', BEFORE)).toEqual({
      events: 0,
      raisedCents: 0,
    });
  });
});

describe('receivedCents', () => {
  it('adds payments and takes reversals back', () => {
    const payment = ledgerEntry();
    const reversal = ledgerEntry({ id: 'reversal-k1', kind: 'reversal' });
    const second = ledgerEntry({ id: 'payment-k2', amountCents: 12_500 });
    expect(signedCents(reversal)).toBe(-9_000);
    expect(receivedCents([payment, reversal, second])).toBe(12_500);
    expect(receivedCents([])).toBe(0);
  });
});
