import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_EVENT_SALES_CENTS } from '../constants';
import {
  type SettlingEvent,
  owedCents,
  payoutNeedsResults,
  percentOfCents,
  raisedFromSales,
  settlementStatement,
} from './settlement';

const cents = fc.integer({ min: 0, max: MAX_EVENT_SALES_CENTS });
const percent = fc.integer({ min: 0, max: 100 });

describe('percentOfCents (round half up to the cent)', () => {
  it('rounds halves up and everything else to the nearest cent', () => {
    expect(percentOfCents(1_010, 15)).toBe(152); // 151.5
    expect(percentOfCents(1_003, 15)).toBe(150); // 150.45
    expect(percentOfCents(1_007, 15)).toBe(151); // 151.05
    expect(percentOfCents(10, 5)).toBe(1); // 0.5
    expect(percentOfCents(9, 5)).toBe(0); // 0.45
    expect(percentOfCents(306_250, 20)).toBe(61_250);
  });

  it('is the exact product rounded half up, for every amount and percent (property)', () => {
    fc.assert(
      fc.property(cents, percent, (amount, pct) => {
        const result = percentOfCents(amount, pct);
        // In exact integers: 100 * result - 50 <= amount * pct < 100 * result + 50.
        const exact = BigInt(amount) * BigInt(pct);
        const hundredths = BigInt(result) * 100n;
        expect(exact >= hundredths - 50n && exact < hundredths + 50n).toBe(true);
      }),
    );
  });

  it('never exceeds the amount, grows with it, and keeps 0% and 100% exact (property)', () => {
    fc.assert(
      fc.property(cents, cents, percent, (a, b, pct) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(percentOfCents(low, pct)).toBeLessThanOrEqual(percentOfCents(high, pct));
        expect(percentOfCents(a, pct)).toBeLessThanOrEqual(a);
        expect(percentOfCents(a, 0)).toBe(0);
        expect(percentOfCents(a, 100)).toBe(a);
      }),
    );
  });

  it('splits sales into give-back and the rest without losing a cent beyond rounding (property)', () => {
    fc.assert(
      fc.property(cents, percent, (amount, pct) => {
        const given = percentOfCents(amount, pct);
        const kept = percentOfCents(amount, 100 - pct);
        expect(Math.abs(given + kept - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses amounts and percents outside the documented ranges', () => {
    for (const [amount, pct] of [
      [-1, 10],
      [1.5, 10],
      [MAX_EVENT_SALES_CENTS + 1, 10],
      [100, -1],
      [100, 101],
      [100, 12.5],
      [Number.NaN, 10],
    ] as const) {
      expect(() => percentOfCents(amount, pct)).toThrow(RangeError);
    }
  });

  it('raisedFromSales is the give-back percent of the sales', () => {
    expect(raisedFromSales(612_50, 20)).toBe(12_250);
  });
});

function settling(overrides: Partial<SettlingEvent> = {}): SettlingEvent {
  return {
    id: 'e1',
    title: 'Library night',
    eventEnd: new Date('2026-12-01T03:00:00Z'),
    partnerId: 'p1',
    fundaxerId: 'f1',
    salesCents: 306_250,
    raisedCents: 61_250,
    resultsReportedAt: new Date('2026-12-01T15:00:00Z'),
    giveback: { percent: 20, partnerSharePercent: null },
    _protected: { resultsReported: true },
    ...overrides,
  };
}

const unreported = {
  salesCents: null,
  raisedCents: 0,
  resultsReportedAt: null,
  _protected: { resultsReported: false },
};

describe('owedCents', () => {
  it('owes the fundaxer what the event raised, once reported', () => {
    expect(owedCents(settling(), 'fundaxer')).toBe(61_250);
    expect(owedCents(settling(unreported), 'fundaxer')).toBeNull();
    expect(owedCents(settling({ fundaxerId: null }), 'fundaxer')).toBe(0);
  });

  it('owes the partner its share when the terms define one, else leaves it to the admin', () => {
    expect(owedCents(settling(), 'partner')).toBeNull();
    const share = { giveback: { percent: 20, partnerSharePercent: 3 } };
    expect(owedCents(settling(share), 'partner')).toBe(9_188); // 9187.5
    expect(owedCents(settling({ ...share, ...unreported }), 'partner')).toBeNull();
    expect(payoutNeedsResults(settling(share), 'partner')).toBe(true);
    expect(payoutNeedsResults(settling(), 'partner')).toBe(false);
    expect(payoutNeedsResults(settling(), 'fundaxer')).toBe(true);
  });
});

const entry = (
  id: string,
  party: 'partner' | 'fundaxer',
  kind: 'payment' | 'reversal',
  amountCents: number,
  day: number,
  eventId = 'e1',
) => ({
  id,
  eventId,
  party,
  kind,
  amountCents,
  payeeId: party === 'partner' ? 'p1' : 'f1',
  recordedAt: new Date(Date.UTC(2026, 11, day)),
  reference: `REF-${id}`,
  reason: kind === 'reversal' ? 'Check voided.' : null,
});

describe('settlementStatement', () => {
  it('shows result, percent, owed, paid, reversed and balance per party, payments in order', () => {
    const statement = settlementStatement(settling(), [
      entry('pay-2', 'fundaxer', 'payment', 61_250, 9),
      entry('pay-1', 'fundaxer', 'payment', 60_000, 5),
      entry('rev-1', 'fundaxer', 'reversal', 60_000, 6),
      entry('pay-p', 'partner', 'payment', 9_000, 4),
      entry('other', 'fundaxer', 'payment', 1, 4, 'e2'),
    ]);
    expect(statement).toMatchObject({
      eventId: 'e1',
      salesCents: 306_250,
      givebackPercent: 20,
      raisedCents: 61_250,
      partner: { owedCents: null, paidCents: 9_000, netPaidCents: 9_000, balanceCents: null },
      fundaxer: {
        payeeId: 'f1',
        owedCents: 61_250,
        paidCents: 121_250,
        reversedCents: 60_000,
        netPaidCents: 61_250,
        balanceCents: 0,
      },
    });
    expect(statement.fundaxer?.lines.map((line) => line.entryId)).toEqual([
      'pay-1',
      'rev-1',
      'pay-2',
    ]);
    expect(statement.fundaxer?.lines[1]).toMatchObject({
      kind: 'reversal',
      reference: 'REF-rev-1',
      reason: 'Check voided.',
    });
  });

  it('has no fundaxer account without a fundaxer, and no result before the report', () => {
    const statement = settlementStatement(settling({ fundaxerId: null, ...unreported }), []);
    expect(statement.fundaxer).toBeNull();
    expect([statement.salesCents, statement.reportedAt]).toEqual([null, null]);
  });

  it('balances every ledger (property): net = paid - reversed, balance = owed - net', () => {
    const entries = fc.array(
      fc.record({
        party: fc.constantFrom('partner' as const, 'fundaxer' as const),
        kind: fc.constantFrom('payment' as const, 'reversal' as const),
        amountCents: fc.integer({ min: 1, max: MAX_EVENT_SALES_CENTS }),
        day: fc.integer({ min: 1, max: 28 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 100 }), entries, (sales, pct, list) => {
        const event = settling({
          salesCents: sales,
          raisedCents: raisedFromSales(sales, pct),
          giveback: { percent: pct, partnerSharePercent: null },
        });
        const ledger = list.map((e, i) => entry(`x${i}`, e.party, e.kind, e.amountCents, e.day));
        const statement = settlementStatement(event, ledger);
        for (const party of ['partner', 'fundaxer'] as const) {
          const account = statement[party]!;
          const sum = (kind: string) =>
            ledger
              .filter((e) => e.party === party && e.kind === kind)
              .reduce((total, e) => total + e.amountCents, 0);
          expect(account.paidCents).toBe(sum('payment'));
          expect(account.reversedCents).toBe(sum('reversal'));
          expect(account.netPaidCents).toBe(account.paidCents - account.reversedCents);
          if (account.owedCents !== null) {
            expect(account.balanceCents).toBe(account.owedCents - account.netPaidCents);
          }
          const times = account.lines.map((line) => line.at.getTime());
          expect(times).toEqual([...times].sort((a, b) => a - b));
        }
        expect(statement.fundaxer?.owedCents).toBe(raisedFromSales(sales, pct));
      }),
    );
  });
});
