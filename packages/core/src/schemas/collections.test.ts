import { describe, expect, it } from 'vitest';

import { z } from '../zod';
import { collections } from './collections';
import { cloneDocument, sampleDocuments } from './sample-documents.test-support';

const withChange = (name: keyof typeof collections, path: string[], value: unknown) => {
  const copy = cloneDocument<Record<string, unknown>>(sampleDocuments[name]);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
};

/** For each collection: fields whose bad values must be refused, and the path reported. */
const badDocuments: [keyof typeof collections, string[], unknown][] = [
  ['users', ['role'], 'admin'],
  ['users', ['displayName'], 'M'],
  ['users', ['phone'], '555-0134'],
  ['users', ['listings'], 'venue-barelas'],
  ['users', ['payoutProfile', 'accountLast4'], '12345'],
  ['users', ['createdAt'], undefined],
  ['profiles', ['listed'], undefined],
  ['profiles', ['fundraiser', 'goalCents'], 50],
  ['profiles', ['categories'], ['astrology']],
  ['venues', ['_geoloc', 'lat'], 91],
  ['venues', ['_geoloc', 'hash'], '9whpa'],
  ['venues', ['_status', 'disabled'], undefined],
  ['venues', ['_status', 'approved'], 'yes'],
  ['venues', ['website'], 'ftp://files.example'],
  ['venues', ['category'], 'bar'],
  ['events', ['eventStart'], 'next Tuesday'],
  ['events', ['eventEnd'], undefined],
  ['events', ['_protected', 'disbursal', 'fundaxer'], undefined],
  ['events', ['_protected', 'disbursal', 'partner'], { paidAt: null, entryId: 'x' }],
  ['events', ['giveback', 'percent'], 0],
  ['events', ['giveback', 'percent'], 101],
  ['events', ['raisedCents'], -1],
  ['events', ['goalCents'], 10.5],
  ['applications', ['submitDate'], '2026-11-01'],
  ['applications', ['submitDate'], 1_793_000_000.5],
  ['applications', ['answers'], {}],
  ['applications', ['categories'], ['finance', 'finance']],
  ['successStories', ['published'], 'yes'],
  ['networkingGroups', ['city'], 'Santa Fe'],
  ['resources', ['kind'], 'podcast'],
  ['resources', ['audience'], ['admin']],
  ['supportRequests', ['status'], 'pending'],
  ['ledger', ['kind'], 'refund'],
  ['ledger', ['amountCents'], -42_000],
  ['auditLog', ['action'], 'event.delete'],
  ['auditLog', ['changes'], { document: { email: 'x' } }],
  ['events', ['giveback', 'partnerSharePercent'], 90],
  ['events', ['consent'], { partner: 'maybe', fundaxer: 'none' }],
  ['events', ['salesCents'], -5],
  ['revisions', ['targetType'], 'profile'],
  ['revisions', ['state'], 'open'],
  ['revisions', ['changes', 'eventStart'], 'soon'],
  ['payees', ['method'], 'venmo'],
  ['statements', ['partner', 'paidCents'], -1],
  ['statements', ['fundaxer', 'lines'], [{ kind: 'refund' }]],
  ['notifications', ['createdAt'], undefined],
  ['notifications', ['readAt'], 'never'],
  ['adminFeed', ['link'], undefined],
  ['mail', ['outbox', 'state'], 'delivered'],
  ['mail', ['outbox', 'attempts'], -1],
  ['mail', ['message', 'html'], undefined],
  ['alertDigests', ['events', '0', 'startsAt'], 'tomorrow'],
  ['users', ['notificationSettings'], { emailOff: [], allEmailOff: 'no' }],
  ['users', ['eventAlerts'], { center: [35, -106], radiusKm: 0, enabled: true, updatedAt: 1 }],
];

describe('collection schemas', () => {
  it.each(Object.keys(collections) as (keyof typeof collections)[])(
    'accept a realistic %s document',
    (name) => {
      const parsed = collections[name].safeParse(sampleDocuments[name]);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(badDocuments)('%s: refuse %j = %j', (name, path, value) => {
    const parsed = z.safeParse(collections[name], withChange(name, path, value));
    expect(parsed.success).toBe(false);
    const where = path.join('.');
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(
      paths.some((p) => p === where || p.startsWith(`${where}.`)),
      paths.join(', '),
    ).toBe(true);
  });

  it('fill the defaults of optional fields a writer left out', () => {
    const venue = withChange('venues', ['description'], undefined);
    delete venue.phone;
    delete venue.website;
    const parsed = collections.venues.parse(venue);
    expect([parsed.description, parsed.phone, parsed.website]).toEqual(['', null, null]);

    const user = collections.users.parse(sampleDocuments.users);
    expect([user.notificationSettings, user.eventAlerts]).toEqual([
      { emailOff: [], allEmailOff: false },
      null,
    ]);

    const event = collections.events.parse(withChange('events', ['special'], undefined));
    expect(event.special).toBe(false);
    expect(event._protected.awaitingPayment).toBe(true);
    // Events stored before consent and results existed read as agreed, and not reported.
    expect(event.consent).toEqual({
      partner: 'agreed',
      fundaxer: 'agreed',
      reason: null,
      respondedAt: null,
    });
    expect([event.salesCents, event._protected.resultsReported, event._protected.settled]).toEqual([
      null,
      false,
      false,
    ]);
    expect(event.giveback.partnerSharePercent).toBeNull();
  });

  it('read every timestamp as a Date', () => {
    const event = collections.events.parse(sampleDocuments.events);
    expect(event.eventStart).toEqual(new Date('2026-12-01T17:00:00Z'));
    expect(event._protected.disbursal.partner?.paidAt).toEqual(new Date('2026-12-03T18:00:00Z'));
    const profile = collections.profiles.parse(sampleDocuments.profiles);
    expect(profile.createdAt).toEqual(new Date('2026-09-03T10:00:00Z'));
  });

  it('keep a pending review as approved null', () => {
    expect(collections.events.parse(sampleDocuments.events)._status.approved).toBeNull();
    expect(collections.applications.parse(sampleDocuments.applications)._status.approved).toBe(
      null,
    );
  });

  it('have a sample for every collection (a new collection needs one)', () => {
    expect(Object.keys(sampleDocuments).sort()).toEqual(Object.keys(collections).sort());
  });
});
