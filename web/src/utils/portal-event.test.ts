import { describe, expect, it } from 'vitest';

import {
  canReportResults,
  eventsAwaitingFollowUp,
  eventsNeedingAttention,
  isOpenForChanges,
  myParties,
  nextEvents,
  pastEvents,
  payoutState,
  upcomingEvents,
} from './portal-event';
import { AFTER, BEFORE, portalEvent } from '../testing/portal-fixtures';

const status = (overrides: Partial<ReturnType<typeof portalEvent>['status']>) => ({
  ...portalEvent().status,
  ...overrides,
});

describe('who may do what (mirrors the handlers)', () => {
  it('keeps ended and cancelled events closed to changes', () => {
    expect(isOpenForChanges(portalEvent(), BEFORE)).toBe(true);
    expect(isOpenForChanges(portalEvent(), AFTER)).toBe(false);
    // Closed from the instant it ends (core's hasEnded: eventEnd <= now), as the handlers say.
    const end = new Date(portalEvent().eventEnd);
    expect(isOpenForChanges(portalEvent(), new Date(end.getTime() - 1))).toBe(true);
    expect(isOpenForChanges(portalEvent(), end)).toBe(false);
    expect(isOpenForChanges(portalEvent({ status: status({ cancelled: true }) }), BEFORE)).toBe(
      false,
    );
  });

  it('lets only the partner report results, once an approved event has ended', () => {
    expect(canReportResults(portalEvent(), 'partner-1', AFTER)).toBe(true);
    expect(canReportResults(portalEvent(), 'fundaxer-1', AFTER)).toBe(false);
    expect(canReportResults(portalEvent(), 'partner-1', BEFORE)).toBe(false);
    const pending = portalEvent({ status: status({ approved: null }) });
    expect(canReportResults(pending, 'partner-1', AFTER)).toBe(false);
    const cancelled = portalEvent({ status: status({ cancelled: true }) });
    expect(canReportResults(cancelled, 'partner-1', AFTER)).toBe(false);
  });

  it('knows the user’s parts at an event', () => {
    expect(myParties(portalEvent(), 'partner-1')).toEqual(['partner']);
    expect(myParties(portalEvent(), 'fundaxer-1')).toEqual(['fundaxer']);
    expect(myParties(portalEvent({ fundaxerId: 'partner-1' }), 'partner-1')).toEqual([
      'partner',
      'fundaxer',
    ]);
    expect(myParties(portalEvent(), 'someone')).toEqual([]);
  });
});

describe('payoutState', () => {
  it('is due after the event, pending once it ended, paid once marked', () => {
    expect(payoutState(portalEvent(), 'partner', BEFORE)).toEqual({ kind: 'after-event' });
    expect(payoutState(portalEvent(), 'partner', AFTER)).toEqual({ kind: 'pending' });
    const paid = portalEvent({
      disbursal: {
        partner: { paidAt: '2026-12-10T17:00:00.000Z', entryId: 'payment-k1' },
        fundaxer: null,
      },
    });
    expect(payoutState(paid, 'partner', AFTER)).toEqual({
      kind: 'paid',
      paidAt: '2026-12-10T17:00:00.000Z',
    });
    expect(payoutState(paid, 'fundaxer', AFTER)).toEqual({ kind: 'pending' });
  });

  it('owes nobody for an event that never ran, and no fundaxer when there is none', () => {
    expect(payoutState(portalEvent({ fundaxerId: null }), 'fundaxer', AFTER)).toEqual({
      kind: 'none',
    });
    const cancelled = portalEvent({ status: status({ cancelled: true }) });
    expect(payoutState(cancelled, 'partner', AFTER)).toEqual({ kind: 'none' });
    const rejected = portalEvent({ status: status({ approved: false }) });
    expect(payoutState(rejected, 'partner', AFTER)).toEqual({ kind: 'none' });
  });
});

describe('lists', () => {
  const soon = portalEvent({
    id: 'soon',
    eventStart: '2026-12-03T00:00:00.000Z',
    eventEnd: '2026-12-03T03:00:00.000Z',
  });
  const later = portalEvent({ id: 'later' });
  const pending = portalEvent({ id: 'pending', status: status({ approved: null }) });
  const over = portalEvent({
    id: 'over',
    eventStart: '2026-11-20T00:00:00.000Z',
    eventEnd: '2026-11-20T03:00:00.000Z',
  });

  it('splits upcoming (soonest first) from past (latest first)', () => {
    const all = [later, over, soon, pending];
    expect(upcomingEvents(all, BEFORE).map((e) => e.id)).toEqual(['soon', 'later', 'pending']);
    expect(pastEvents(all, BEFORE).map((e) => e.id)).toEqual(['over']);
    expect(nextEvents(all, BEFORE).map((e) => e.id)).toEqual(['soon', 'later']);
    expect(eventsNeedingAttention(all, BEFORE).map((e) => e.id)).toEqual(['pending']);
  });

  it('follows up ended events: results to report, and the user’s own payouts', () => {
    // The partner: no results yet, and unpaid.
    expect(eventsAwaitingFollowUp([over], 'partner-1', BEFORE).map((e) => e.id)).toEqual(['over']);
    const reportedAndPaid = {
      ...over,
      raisedCents: 61_250,
      disbursal: { partner: { paidAt: '2026-11-25T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
    };
    expect(eventsAwaitingFollowUp([reportedAndPaid], 'partner-1', BEFORE)).toEqual([]);
    // The fundaxer still waits for theirs.
    expect(eventsAwaitingFollowUp([reportedAndPaid], 'fundaxer-1', BEFORE)).toHaveLength(1);
  });
});
