import type { NotificationFacts, NotificationKind } from './kinds';

/**
 * Realistic facts for every kind of message (test data only). Times are instants whose
 * Mountain Time day differs from their UTC day, so a message that showed UTC would be caught.
 */
export const SAMPLE_FACTS: { [K in NotificationKind]: NotificationFacts[K] } = {
  'venue-approved': { venueId: 'venue-barelas', venueName: 'Barelas Coffee House' },
  'venue-rejected': {
    venueId: 'venue-barelas',
    venueName: 'Barelas Coffee House',
    reason: 'The address is a P.O. box; give the street address',
  },
  'event-approved': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    venueName: 'Barelas Coffee House',
    // 6:00 PM MST on Friday December 4 is 01:00 UTC on Saturday December 5.
    startsAt: new Date('2026-12-05T01:00:00Z'),
  },
  'event-rejected': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    reason: 'Give-back events need a cause: name the fundraiser.',
  },
  'event-proposal-waiting': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    venueName: 'Barelas Coffee House',
    startsAt: new Date('2026-12-05T01:00:00Z'),
    proposerName: 'Dana Yazzie',
    toPartner: true,
  },
  'event-proposal-accepted': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    responderName: 'Miguel Baca',
  },
  'event-proposal-declined': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    responderName: 'Miguel Baca',
    reason: 'We are closed for a private party that night',
  },
  'event-cancelled': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    startsAt: new Date('2026-12-05T01:00:00Z'),
    cancelledByName: 'Miguel Baca',
    reason: 'A burst pipe closed the kitchen.',
  },
  'event-results-reported': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    raisedCents: 61_250,
  },
  'payout-recorded': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    amountCents: 61_250,
    reference: 'ACH 2026-12-08 #1182',
    // 10:30 PM MST on December 8 is December 9 in UTC.
    paidAt: new Date('2026-12-09T05:30:00Z'),
  },
  'payout-reversed': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    amountCents: 61_250,
    reference: 'ACH 2026-12-08 #1182',
    reversedAt: new Date('2026-12-10T04:00:00Z'),
    reason: 'Recorded against the wrong event',
  },
  'application-approved': { applicationId: 'application-priya', duesCents: 25_000 },
  'application-rejected': {
    applicationId: 'application-priya',
    reason: 'Angels must run a business in Albuquerque or Rio Rancho.',
  },
  'angel-dues-recorded': {
    applicationId: 'application-priya',
    amountCents: 25_000,
    reference: 'CHK 2041',
    paidAt: new Date('2026-11-21T03:00:00Z'),
  },
  'support-answered': {
    requestId: 'support-dana',
    subject: 'Event date change',
    resolution: 'Done: Taco night now starts on December 11 at 6 PM.',
  },
  'event-alert': {
    eventId: 'event-taco-night',
    eventTitle: 'Taco night for the band',
    venueName: 'Barelas Coffee House',
    startsAt: new Date('2026-12-05T01:00:00Z'),
    distanceKm: 2.44,
    givebackPercent: 15,
  },
};
