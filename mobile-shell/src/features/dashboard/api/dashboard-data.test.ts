import type { FundaxEvent, WithId } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import {
  type DashboardData,
  giveBack,
  needsAttention,
  nextEvents,
  resultsToReport,
  toOwnEvent,
  toProposal,
} from './dashboard-data';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-12-01T00:00:00Z');

function stored(overrides: Partial<WithId<FundaxEvent>> = {}): WithId<FundaxEvent> {
  return {
    id: 'e1',
    title: 'Library Night',
    description: '',
    category: 'schools',
    venueId: 'v1',
    venueName: 'Baca’s',
    venueAddress: '2011 Mountain Rd NW',
    partnerId: 'partner-1',
    organizerId: 'fundaxer-1',
    fundaxerId: 'fundaxer-1',
    fundaxerName: 'Dana',
    eventStart: at('2026-12-06T00:00:00Z'),
    eventEnd: at('2026-12-06T04:00:00Z'),
    giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null },
    goalCents: null,
    salesCents: null,
    raisedCents: 0,
    resultsReportedAt: null,
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: { lat: 35.1, lng: -106.7, hash: '9whp' },
    _status: {
      approved: true,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
      cancelled: false,
      cancelReason: null,
      expired: false,
      venueHidden: false,
      venueHiddenReason: null,
    },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
      resultsReported: false,
      settled: false,
    },
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

const status = stored()._status;

describe('toOwnEvent', () => {
  it('names the state, with the reviewer’s or the cancellation’s reason', () => {
    expect(toOwnEvent(stored(), 'fundaxer-1', NOW)).toMatchObject({
      state: 'approved',
      reason: null,
    });
    const rejected = stored({ _status: { ...status, approved: false, reason: 'Needs a permit.' } });
    expect(toOwnEvent(rejected, 'fundaxer-1', NOW)).toMatchObject({
      state: 'rejected',
      reason: 'Needs a permit.',
    });
    const cancelled = stored({
      _status: { ...status, cancelled: true, disabled: true, cancelReason: 'Patio repairs.' },
    });
    expect(toOwnEvent(cancelled, 'fundaxer-1', NOW)).toMatchObject({
      state: 'cancelled',
      reason: 'Patio repairs.',
    });
  });

  it('marks the user’s own payout pending once an approved event ended unpaid', () => {
    const over = stored({
      eventStart: at('2026-11-14T00:00:00Z'),
      eventEnd: at('2026-11-14T04:00:00Z'),
      _protected: {
        disbursal: {
          partner: { paidAt: at('2026-11-16T00:00:00Z'), entryId: 'p' },
          fundaxer: null,
        },
        awaitingPayment: true,
        countedHash: null,
        resultsReported: false,
        settled: false,
      },
    });
    expect(toOwnEvent(over, 'fundaxer-1', NOW).payoutPending).toBe(true);
    expect(toOwnEvent(over, 'partner-1', NOW).payoutPending).toBe(false);
    expect(toOwnEvent(stored(), 'fundaxer-1', NOW).payoutPending).toBe(false);
  });
});

describe('summaries', () => {
  const approvedSoon = toOwnEvent(
    stored({
      id: 'soon',
      eventStart: at('2026-12-02T00:00:00Z'),
      eventEnd: at('2026-12-02T03:00:00Z'),
    }),
    'partner-1',
    NOW,
  );
  const approvedLater = toOwnEvent(stored({ id: 'later' }), 'partner-1', NOW);
  const pending = toOwnEvent(
    stored({ id: 'pending', _status: { ...status, approved: null } }),
    'partner-1',
    NOW,
  );
  const past = toOwnEvent(
    stored({
      id: 'past',
      raisedCents: 61_250,
      eventStart: at('2026-11-14T00:00:00Z'),
      eventEnd: at('2026-11-14T04:00:00Z'),
    }),
    'partner-1',
    NOW,
  );
  const data: DashboardData = {
    events: [approvedLater, pending, past, approvedSoon],
    venues: [
      { id: 'v1', name: 'Old Town', state: 'approved', reason: null },
      { id: 'v2', name: 'Westside', state: 'pending', reason: null },
    ],
    fundraiser: null,
    application: null,
    proposals: [],
    readAt: NOW.toISOString(),
  };

  it('lists the next approved events, soonest first', () => {
    expect(nextEvents(data.events, NOW).map((e) => e.id)).toEqual(['soon', 'later']);
    expect(nextEvents(data.events, NOW, 1).map((e) => e.id)).toEqual(['soon']);
  });

  it('lists what waits for review', () => {
    const attention = needsAttention(data, NOW);
    expect(attention.events.map((e) => e.id)).toEqual(['pending']);
    expect(attention.venues.map((v) => v.id)).toEqual(['v2']);
  });

  it('adds what a partner’s venues gave back at ended events', () => {
    expect(giveBack(data.events, 'partner-1', NOW)).toEqual({ events: 1, raisedCents: 61_250 });
    expect(giveBack(data.events, 'someone', NOW)).toEqual({ events: 0, raisedCents: 0 });
  });
});

describe('sales to report', () => {
  const ended = (id: string, end: string, overrides: Partial<WithId<FundaxEvent>> = {}) =>
    toOwnEvent(
      stored({ id, eventStart: at('2026-11-20T00:00:00Z'), eventEnd: at(end), ...overrides }),
      'partner-1',
      NOW,
    );

  it('lists the partner’s approved events that ended without results, latest first', () => {
    const events = [
      ended('older', '2026-11-25T04:00:00Z'),
      ended('newer', '2026-11-29T04:00:00Z'),
      ended('reported', '2026-11-28T04:00:00Z', { salesCents: 100_00 }),
      ended('cancelled', '2026-11-28T04:00:00Z', {
        _status: { ...status, cancelled: true, disabled: true, cancelReason: 'Rain.' },
      }),
      ended('elsewhere', '2026-11-28T04:00:00Z', { partnerId: 'partner-2' }),
      toOwnEvent(stored({ id: 'upcoming' }), 'partner-1', NOW),
    ];
    expect(resultsToReport(events, 'partner-1', NOW).map((event) => event.id)).toEqual([
      'newer',
      'older',
    ]);
  });

  it('keeps what the sales form needs: the percent, the reported sales and the cause', () => {
    const event = toOwnEvent(stored({ salesCents: 306_250 }), 'partner-1', NOW);
    expect(event).toMatchObject({ givebackPercent: 20, salesCents: 306_250, fundaxerName: 'Dana' });
  });
});

describe('toProposal', () => {
  const proposal = stored({
    id: 'e-tamale',
    title: 'Tamale Night',
    giveback: {
      percent: 20,
      terms: '20% of tamale orders.',
      exclusions: 'Gift cards.',
      partnerSharePercent: 5,
    },
    consent: { partner: 'awaiting', fundaxer: 'agreed', reason: null, respondedAt: null },
    _status: { ...status, approved: null },
  });

  it('shows a partner the fundaxer who proposed the event, with the deal', () => {
    expect(toProposal(proposal, 'partner-1')).toEqual({
      id: 'e-tamale',
      title: 'Tamale Night',
      venueName: 'Baca’s',
      eventStart: '2026-12-06T00:00:00.000Z',
      eventEnd: '2026-12-06T04:00:00.000Z',
      givebackPercent: 20,
      terms: '20% of tamale orders.',
      exclusions: 'Gift cards.',
      partnerSharePercent: 5,
      answeringAs: 'partner',
      proposer: 'Dana',
    });
  });

  it('shows a fundaxer the venue that named them', () => {
    const named = stored({
      consent: { partner: 'agreed', fundaxer: 'awaiting', reason: null, respondedAt: null },
    });
    expect(toProposal(named, 'fundaxer-1')).toMatchObject({
      answeringAs: 'fundaxer',
      proposer: 'Baca’s',
    });
  });
});
