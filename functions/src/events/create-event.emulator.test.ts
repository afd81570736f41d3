import { createEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import {
  administrator,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedVenue,
} from '../test-support/fixtures';

const when = () => ({ eventStart: inHours(24).toISOString(), eventEnd: inHours(27).toISOString() });

describe('createEvent', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('lets a partner create a pending event at their own venue, where the venue is', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
    const venueId = await seedVenue(partner.uid, { approved: null });
    const venue = await read('venues', venueId);
    const input = { title: 'Band night', venueId, ...when(), fundaxerId: fundaxer.uid };
    const { id } = ok(await call(createEvent, input, partner));
    expect(await read('events', id)).toMatchObject({
      title: 'Band night',
      venueName: venue.name,
      partnerId: partner.uid,
      organizerId: partner.uid,
      fundaxerId: fundaxer.uid,
      fundaxerName: 'Dana Yazzie',
      eventStart: new Date(input.eventStart),
      giveback: { percent: 15 },
      _geoloc: venue._geoloc,
      _status: { approved: null, cancelled: false, disabled: false },
      _protected: {
        disbursal: { partner: null, fundaxer: null },
        awaitingPayment: false,
        countedHash: null,
        resultsReported: false,
        settled: false,
      },
      // The fundaxer the partner named must accept before an admin reviews it.
      consent: { partner: 'agreed', fundaxer: 'awaiting' },
      salesCents: null,
    });
    expect((await read('users', partner.uid)).listings).toEqual([id]);
  });

  it('needs nobody’s acceptance for a partner’s event without a fundaxer', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const input = { title: 'Cook-off', venueId, ...when(), partnerSharePercent: 5 };
    const { id } = ok(await call(createEvent, input, partner));
    expect(await read('events', id)).toMatchObject({
      consent: { partner: 'agreed', fundaxer: 'none' },
      giveback: { percent: 15, partnerSharePercent: 5 },
    });
  });

  it('refuses dates out of bounds with invalid-argument naming the field', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const far = new Date(Date.now() + 550 * 24 * 3_600_000);
    const cases: [Record<string, string>, string, string][] = [
      [
        {
          eventStart: far.toISOString(),
          eventEnd: new Date(far.getTime() + 3_600_000).toISOString(),
        },
        'eventStart',
        'The event must start within 18 months.',
      ],
      [
        {
          eventStart: inHours(24).toISOString(),
          eventEnd: inHours(24 + 14 * 24 + 1).toISOString(),
        },
        'eventEnd',
        'An event can last at most 14 days.',
      ],
      [
        { eventStart: '9999-12-31T22:00:00-12:00', eventEnd: '9999-12-31T23:00:00-12:00' },
        'eventStart',
        'The event must start within 18 months.',
      ],
    ];
    for (const [dates, field, message] of cases) {
      await expectRefused(
        () => call(createEvent, { title: 'Too far', venueId, ...dates }, partner),
        'invalid-argument',
      );
      const result = await call(createEvent, { title: 'Too far', venueId, ...dates }, partner);
      expect(result.ok ? null : result.details).toEqual({ issues: [{ path: [field], message }] });
    }
  });

  it('lets a fundaxer create an event for themselves at an approved venue', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const { id } = ok(await call(createEvent, { title: 'Car wash', venueId, ...when() }, fundaxer));
    expect(await read('events', id)).toMatchObject({
      organizerId: fundaxer.uid,
      partnerId: partner.uid,
      fundaxerId: fundaxer.uid,
      // The venue's partner must accept a fundaxer's proposal.
      consent: { partner: 'awaiting', fundaxer: 'agreed' },
    });
  });

  it('refuses a fundaxer at a venue awaiting review with failed-precondition', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid, { approved: null });
    await expectRefused(
      () => call(createEvent, { title: 'Car wash', venueId, ...when() }, fundaxer),
      'failed-precondition',
    );
  });

  it('refuses a removed venue with failed-precondition', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, { disabled: true });
    await expectRefused(
      () => call(createEvent, { title: 'Car wash', venueId, ...when() }, partner),
      'failed-precondition',
    );
  });

  it('refuses a start in the past with failed-precondition', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const input = {
      title: 'Yesterday',
      venueId,
      eventStart: inHours(-2).toISOString(),
      eventEnd: inHours(1).toISOString(),
    };
    await expectRefused(() => call(createEvent, input, partner), 'failed-precondition');
  });

  it('refuses a partner at another partner’s venue with permission-denied', async () => {
    const owner = await member('partner');
    const other = await member('partner');
    const venueId = await seedVenue(owner.uid);
    await expectRefused(
      () => call(createEvent, { title: 'Poach', venueId, ...when() }, other),
      'permission-denied',
    );
  });

  it('refuses a fundaxer naming another fundaxer with permission-denied', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const other = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const input = { title: 'For you', venueId, ...when(), fundaxerId: other.uid };
    await expectRefused(() => call(createEvent, input, fundaxer), 'permission-denied');
  });

  it.each(['angel'] as const)('refuses an %s with permission-denied', async (role) => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const user = await member(role);
    await expectRefused(
      () => call(createEvent, { title: 'Meetup', venueId, ...when() }, user),
      'permission-denied',
    );
  });

  it('refuses an admin without a partner or fundaxer account', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const admin = await administrator();
    await expectRefused(
      () => call(createEvent, { title: 'Admin night', venueId, ...when() }, admin),
      'failed-precondition',
    );
  });

  it('refuses an unknown venue and an unknown fundaxer with not-found', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    await expectRefused(
      () => call(createEvent, { title: 'Nowhere', venueId: 'missing', ...when() }, partner),
      'not-found',
    );
    await expectRefused(
      () =>
        call(
          createEvent,
          { title: 'Nobody', venueId, ...when(), fundaxerId: partner.uid },
          partner,
        ),
      'not-found',
    );
  });

  it('refuses a user without an account and a visitor', async () => {
    const input = { title: 'Band night', venueId: 'v1', ...when() };
    await expectRefused(
      async () => call(createEvent, input, await createUser()),
      'failed-precondition',
    );
    await expectRefused(() => call(createEvent, input), 'unauthenticated');
  });

  it.each([
    ['a short title', { title: 'B' }],
    ['a missing venue', { venueId: undefined }],
    ['a venue id with a slash', { venueId: 'venues/x' }],
    ['a start that is not ISO 8601', { eventStart: 'next friday' }],
    ['a date without a zone', { eventStart: '2030-01-01T18:00:00' }],
    ['an end before the start', { eventEnd: inHours(20).toISOString() }],
    ['a give-back over 100%', { givebackPercent: 101 }],
    ['a fractional give-back', { givebackPercent: 12.5 }],
    ['a negative goal', { goalCents: -1 }],
    ['an unknown category', { category: 'politics' }],
    ['a forged approval', { _status: { approved: true } }],
    ['a forged raised amount', { raisedCents: 100 }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const payload = { title: 'Band night', venueId, ...when(), ...change };
    await expectRefused(() => call(createEvent, payload, partner), 'invalid-argument');
  });
});
