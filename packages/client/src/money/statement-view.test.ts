import { settlementStatement } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { statementHasPayouts, toStatementView } from './statement-view';

const event = {
  id: 'e1',
  title: 'Back-to-School Library Night',
  eventEnd: new Date('2026-11-21T04:00:00Z'),
  partnerId: 'p1',
  fundaxerId: 'f1',
  salesCents: 306_250,
  raisedCents: 61_250,
  resultsReportedAt: new Date('2026-11-22T17:00:00Z'),
  giveback: { percent: 20, partnerSharePercent: null },
  _protected: { resultsReported: true },
};

const payment = {
  id: 'payment-1',
  eventId: 'e1',
  kind: 'payment' as const,
  party: 'partner' as const,
  payeeId: 'p1',
  amountCents: 9_000,
  recordedAt: new Date('2026-11-23T04:30:00Z'),
  reference: 'ACH 1001',
  reason: null,
};

describe('toStatementView', () => {
  it('keeps the statement with its dates as ISO strings', () => {
    const view = toStatementView({
      ...settlementStatement(event, [payment]),
      updatedAt: new Date('2026-11-23T04:30:00Z'),
    });
    expect(view).toMatchObject({
      eventId: 'e1',
      eventEnd: '2026-11-21T04:00:00.000Z',
      reportedAt: '2026-11-22T17:00:00.000Z',
      updatedAt: '2026-11-23T04:30:00.000Z',
      partner: { paidCents: 9_000, owedCents: null, lines: [{ at: '2026-11-23T04:30:00.000Z' }] },
      fundaxer: { owedCents: 61_250, balanceCents: 61_250, lines: [] },
    });
    expect(statementHasPayouts(view)).toBe(true);
  });

  it('has no fundaxer account for an event without one, and no payouts before any', () => {
    const view = toStatementView({
      ...settlementStatement(
        { ...event, fundaxerId: null, _protected: { resultsReported: false } },
        [],
      ),
      updatedAt: new Date('2026-11-22T17:00:00Z'),
    });
    expect(view.fundaxer).toBeNull();
    expect(view.reportedAt).toBeNull();
    expect(statementHasPayouts(view)).toBe(false);
  });
});
