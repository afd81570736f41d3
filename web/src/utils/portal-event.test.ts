import { describe, expect, it } from 'vitest';

import {
  canReportResults,
  eventState,
  eventStateReason,
  eventsAwaitingFollowUp,
  eventsNeedingAttention,
  isOpenForChanges,
  myParties,
  needsResults,
  nextEvents,
  pastEvents,
  payoutState,
  resultsLocked,
  sideAskedOf,
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

describe('where an event stands (core’s listingState, with its consent)', () => {
  const consent = (partner: string, fundaxer: string, reason: string | null = null) =>
    ({ partner, fundaxer, reason }) as ReturnType<typeof portalEvent>['consent'];

  it('tells waiting for the other side, declined (with why) and ready for review apart', () => {
    const asked = portalEvent({
      status: status({ approved: null }),
      consent: consent('awaiting', 'agreed'),
    });
    expect(eventState(asked)).toBe('awaiting');
    expect(eventStateReason(asked)).toBeNull();
    const declined = portalEvent({
      status: status({ approved: null }),
      consent: consent('declined', 'agreed', 'We are closed that night.'),
    });
    expect([eventState(declined), eventStateReason(declined)]).toEqual([
      'declined',
      'We are closed that night.',
    ]);
    expect(eventState(portalEvent({ status: status({ approved: null }) }))).toBe('pending');
  });

  it('says why an event expired or is hidden with its venue', () => {
    const expired = portalEvent({
      status: status({ approved: false, expired: true, reason: 'Nobody reviewed it in time.' }),
    });
    expect([eventState(expired), eventStateReason(expired)]).toEqual([
      'expired',
      'Nobody reviewed it in time.',
    ]);
    const hidden = portalEvent({
      status: status({ disabled: true, venueHidden: true, venueHiddenReason: 'Venue unlisted.' }),
    });
    expect([eventState(hidden), eventStateReason(hidden)]).toEqual(['hidden', 'Venue unlisted.']);
  });

  it('asks the side whose answer the proposal waits for, until it starts', () => {
    const atVenue = portalEvent({
      status: status({ approved: null }),
      consent: consent('awaiting', 'agreed'),
    });
    expect(sideAskedOf(atVenue, 'partner-1', BEFORE)).toBe('partner');
    expect(sideAskedOf(atVenue, 'fundaxer-1', BEFORE)).toBeNull();
    const named = portalEvent({
      status: status({ approved: null }),
      consent: consent('agreed', 'awaiting'),
    });
    expect(sideAskedOf(named, 'fundaxer-1', BEFORE)).toBe('fundaxer');
    // Started, cancelled or approved: nothing to answer any more.
    expect(sideAskedOf(named, 'fundaxer-1', AFTER)).toBeNull();
    expect(
      sideAskedOf(
        { ...named, status: status({ approved: null, cancelled: true }) },
        'fundaxer-1',
        BEFORE,
      ),
    ).toBeNull();
    expect(sideAskedOf({ ...named, status: status({}) }, 'fundaxer-1', BEFORE)).toBeNull();
  });

  it('locks the results once a payout is recorded', () => {
    expect(resultsLocked(portalEvent())).toBe(false);
    expect(
      resultsLocked(
        portalEvent({ disbursal: { partner: null, fundaxer: { paidAt: 'x', entryId: 'p' } } }),
      ),
    ).toBe(true);
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

  it('puts upcoming events that are not public, or hidden, before their owner', () => {
    const asked = portalEvent({
      id: 'asked',
      status: status({ approved: null }),
      consent: { partner: 'awaiting', fundaxer: 'agreed', reason: null },
    });
    const hidden = portalEvent({
      id: 'hidden',
      status: status({ disabled: true, venueHidden: true }),
    });
    const removed = portalEvent({ id: 'removed', status: status({ disabled: true }) });
    expect(
      eventsNeedingAttention([asked, hidden, removed, later], BEFORE).map((e) => e.id),
    ).toEqual(['asked', 'hidden']);
  });

  it('follows up ended events: results to report, and the user’s own payouts', () => {
    // The partner: no results yet, and unpaid.
    expect(eventsAwaitingFollowUp([over], 'partner-1', BEFORE).map((e) => e.id)).toEqual(['over']);
    const reportedAndPaid = {
      ...over,
      salesCents: 306_250,
      raisedCents: 61_250,
      resultsReported: true,
      disbursal: { partner: { paidAt: '2026-11-25T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
    };
    expect(eventsAwaitingFollowUp([reportedAndPaid], 'partner-1', BEFORE)).toEqual([]);
    // The fundaxer still waits for theirs.
    expect(eventsAwaitingFollowUp([reportedAndPaid], 'fundaxer-1', BEFORE)).toHaveLength(1);
  });

  it('counts a report of zero sales as reported: it raised nothing, and needs no report', () => {
    const zero = {
      ...over,
      salesCents: 0,
      raisedCents: 0,
      resultsReported: true,
      disbursal: { partner: { paidAt: '2026-11-25T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
    };
    expect(needsResults(zero, 'partner-1', BEFORE)).toBe(false);
    expect(eventsAwaitingFollowUp([zero], 'partner-1', BEFORE)).toEqual([]);
    // Not reported at all, though also at $0.00 raised: it still needs its results.
    const unreported = { ...zero, salesCents: null, resultsReported: false };
    expect(needsResults(unreported, 'partner-1', BEFORE)).toBe(true);
    expect(eventsAwaitingFollowUp([unreported], 'partner-1', BEFORE)).toHaveLength(1);
  });
});
