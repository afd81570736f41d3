import { encodeGeohash } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { newVenue } from '../venues/new-venue';
import { newEvent } from './new-event';

const now = new Date('2026-11-01T12:00:00Z');
const venue = {
  ...newVenue(
    {
      name: 'Cafe',
      address: '1 Main St, Albuquerque',
      location: [35.0844, -106.6504],
      category: 'cafe',
    },
    'p1',
    now,
  ),
  id: 'v1',
};

describe('newEvent / newVenue', () => {
  it('starts a venue pending and enabled, with its geohash', () => {
    expect(venue._status).toEqual({
      approved: null,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
    });
    expect(venue._geoloc.hash).toBe(encodeGeohash([35.0844, -106.6504]));
  });

  it('places a pending event at its venue, unpaid, with copies for cards', () => {
    const event = newEvent(
      {
        title: 'Band night',
        venueId: 'v1',
        eventStart: '2026-11-10T18:00:00-07:00',
        eventEnd: '2026-11-10T21:00:00-07:00',
        givebackPercent: 20,
        category: 'schools',
      },
      { organizerId: 'f1', venue, fundaxer: { id: 'f1', name: 'Dana' } },
      now,
    );
    expect(event).toMatchObject({
      venueName: 'Cafe',
      venueAddress: '1 Main St, Albuquerque',
      partnerId: 'p1',
      organizerId: 'f1',
      fundaxerId: 'f1',
      fundaxerName: 'Dana',
      eventStart: new Date('2026-11-11T01:00:00Z'),
      giveback: { percent: 20, terms: '', exclusions: '' },
      raisedCents: 0,
      special: false,
      _geoloc: venue._geoloc,
      _status: { approved: null, cancelled: false, disabled: false },
      _protected: {
        disbursal: { partner: null, fundaxer: null },
        awaitingPayment: false,
        countedHash: null,
        resultsReported: false,
        settled: false,
      },
      salesCents: null,
      // A fundaxer proposed it at a partner's venue: the partner must accept.
      consent: { partner: 'awaiting', fundaxer: 'agreed' },
    });
  });

  it('asks the fundaxer a partner names, and nobody for a partner’s event without one', () => {
    const input = {
      title: 'Band night',
      venueId: 'v1',
      eventStart: '2026-11-10T18:00:00-07:00',
      eventEnd: '2026-11-10T21:00:00-07:00',
      givebackPercent: 20,
      category: 'schools' as const,
      partnerSharePercent: 3,
    };
    const named = newEvent(
      input,
      { organizerId: 'p1', venue, fundaxer: { id: 'f1', name: 'Dana' } },
      now,
    );
    expect(named.consent).toMatchObject({ partner: 'agreed', fundaxer: 'awaiting' });
    expect(named.giveback.partnerSharePercent).toBe(3);
    const alone = newEvent(input, { organizerId: 'p1', venue, fundaxer: null }, now);
    expect(alone.consent).toMatchObject({ partner: 'agreed', fundaxer: 'none' });
  });
});
