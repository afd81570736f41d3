import {
  DEFAULT_CENTER,
  countCellOf,
  countShardOf,
  distanceKm,
  isAwaitingPayment,
  isPubliclyVisible,
} from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { buildSeed, denverTime, seedNearbyCounts } from './build';
import { seedNotifications } from './notifications';
import { PEOPLE } from './people';

const now = new Date('2026-11-22T19:00:00Z');
const docs = buildSeed(now);

describe('seed data', () => {
  it('parses every document through its collection schema (buildSeed throws otherwise)', () => {
    expect(docs.events.size).toBeGreaterThanOrEqual(12);
    expect(docs.venues.size).toBeGreaterThanOrEqual(8);
  });

  it('counts exactly the searchable venues and upcoming public events, by shard and cell', () => {
    const counted = seedNearbyCounts(docs, now);
    const venues = [...docs.venues.values()].filter((venue) => isPubliclyVisible(venue._status));
    const events = [...docs.events.values()].filter(
      (event) => isPubliclyVisible(event._status) && event.eventEnd >= now,
    );
    // The seed also has listings that are pending, rejected, removed, cancelled or over: they
    // must not count.
    expect(venues.length).toBeLessThan(docs.venues.size);
    expect(events.length).toBeLessThan(docs.events.size);
    for (const event of docs.events.values()) {
      expect(event._protected.countedHash).toBe(events.includes(event) ? event._geoloc.hash : null);
    }
    const totals = { venues: 0, events: 0 };
    for (const [path, data] of counted) {
      const { shard, counts } = data as { shard: string; counts: Record<string, number> };
      const kind = path.startsWith('nearbyCounts/venues-') ? 'venues' : 'events';
      expect(path).toBe(`nearbyCounts/${kind}-${shard}`);
      const listed = kind === 'venues' ? venues : events;
      for (const [cell, count] of Object.entries(counts)) {
        expect(countShardOf(cell)).toBe(shard);
        expect(count).toBe(listed.filter((item) => countCellOf(item._geoloc.hash) === cell).length);
        totals[kind] += count;
      }
    }
    expect(totals).toEqual({ venues: venues.length, events: events.length });
  });

  it('has the four demo accounts, one of them admin', () => {
    const demo = PEOPLE.filter((p) => p.uid.startsWith('demo-'));
    expect(demo.map((p) => p.role)).toEqual([null, 'partner', 'fundaxer', 'angel']);
    expect(demo.filter((p) => p.admin).map((p) => p.uid)).toEqual(['demo-admin']);
  });

  it('puts at least five public upcoming events within 25 km of the default centre', () => {
    const near = [...docs.events.values()].filter(
      (e) =>
        e._status.approved === true &&
        !e._status.cancelled &&
        e.eventEnd > now &&
        distanceKm(DEFAULT_CENTER as [number, number], [e._geoloc.lat, e._geoloc.lng]) <= 25,
    );
    expect(near.length).toBeGreaterThanOrEqual(5);
  });

  it('gives admins something to review: pending events, venues and recent applications', () => {
    expect(
      [...docs.events.values()].filter((e) => e._status.approved === null && e.eventStart > now)
        .length,
    ).toBeGreaterThan(0);
    expect(
      [...docs.venues.values()].filter((v) => v._status.approved === null).length,
    ).toBeGreaterThan(0);
    expect(
      [...docs.applications.values()].filter((a) => a._status.approved === null).length,
    ).toBeGreaterThan(0);
  });

  it('flags exactly the ended events with an unpaid party as awaiting payment', () => {
    for (const [id, event] of docs.events) {
      expect(event._protected.awaitingPayment, id).toBe(isAwaitingPayment(event, now));
    }
    expect(docs.events.get('e-past-library-bacas')?._protected.awaitingPayment).toBe(true);
    expect(docs.events.get('e-past-paws-saigon')?._protected.awaitingPayment).toBe(false);
  });

  it('backs every disbursal mark with a ledger entry for the right payee', () => {
    for (const event of docs.events.values()) {
      for (const party of ['partner', 'fundaxer'] as const) {
        const mark = event._protected.disbursal[party];
        if (!mark) continue;
        const entry = docs.ledger.get(mark.entryId);
        expect(entry?.payeeId).toBe(party === 'partner' ? event.partnerId : event.fundaxerId);
      }
    }
  });

  it('shows the money path’s states: proposals, a change waiting, results, a partly paid event', () => {
    const event = (id: string) => docs.events.get(id)!;
    // Agreed proposals wait for an admin; others for the other side.
    expect(event('e-spring-book-fair-dinner').consent).toMatchObject({ partner: 'agreed' });
    expect(event('e-tamale-night-bacas').consent).toMatchObject({ partner: 'awaiting' });
    expect(event('e-trivia-rematch').consent).toMatchObject({ fundaxer: 'awaiting' });
    expect(docs.revisions.get('event-e-library-night-bacas')).toMatchObject({
      state: 'pending',
      consent: { partner: 'awaiting', fundaxer: 'agreed' },
    });
    expect(docs.revisions.get('event-e-pho-for-the-garden')?.consent.partner).toBe('agreed');
    // Reported: what it raised follows from the sales; partly paid: the partner only.
    expect(event('e-past-library-bacas')).toMatchObject({
      salesCents: 306_250,
      raisedCents: 61_250,
    });
    expect(docs.statements.get('e-past-library-bacas')).toMatchObject({
      partner: { paidCents: 9_000 },
      fundaxer: { owedCents: 61_250, paidCents: 0, balanceCents: 61_250 },
    });
    expect(event('e-past-posole-bacas')._protected.resultsReported).toBe(false);
    expect(event('e-past-paws-saigon')._protected.settled).toBe(true);
    // Payees are fixed for approved events, with the payout method on file.
    expect(docs.payees.get('e-past-library-bacas-fundaxer')).toMatchObject({
      payeeId: 'demo-fundaxer',
      method: 'check',
    });
  });

  it('sums each fundraiser from its events’ results', () => {
    expect(docs.profiles.get('seed-fundaxer-paws')?.fundraiser?.raisedCents).toBe(84_200);
    expect(docs.profiles.get('demo-fundaxer')?.fundraiser?.raisedCents).toBe(61_250);
  });

  it('keeps private fields off public profiles', () => {
    for (const profile of docs.profiles.values()) {
      expect(Object.keys(profile)).not.toContain('email');
      expect(Object.keys(profile)).not.toContain('phone');
      expect(Object.keys(profile)).not.toContain('payoutProfile');
    }
  });

  it('places event times in Albuquerque local time across DST', () => {
    expect(denverTime(new Date('2026-11-22T19:00:00Z'), 3, 17).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(denverTime(new Date('2026-07-01T19:00:00Z'), 0, 17).toISOString()).toBe(
      '2026-07-01T23:00:00.000Z',
    );
  });
});

describe('seed search catalogue', () => {
  it('holds every seeded venue, event and profile once, with Garden Hops Night among them', async () => {
    const { seedSearchCatalogue } = await import('./search-catalogue');
    const shards = seedSearchCatalogue(docs);
    const keys = shards.flatMap(([, shard]) => Object.keys(shard.entries));
    expect(keys).toHaveLength(docs.venues.size + docs.events.size + docs.profiles.size);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('e:e-garden-hops');
    expect(shards.every(([path]) => path.startsWith('searchCatalogue/shard-'))).toBe(true);
  });

  it('shows off search: a public venue with an accented name, a pending event to find as admin', () => {
    const publicNames = [...docs.venues.values()]
      .filter((venue) => isPubliclyVisible(venue._status))
      .map((venue) => venue.name);
    expect(publicNames).toContain('Panadería Peña – Barelas');
    expect(docs.events.get('e-garden-hops')?._status.approved).toBeNull();
  });
});

describe('seeded notifications', () => {
  const writes = seedNotifications(docs, now);
  const inboxOf = (uid: string) =>
    writes
      .filter(([path]) => path.startsWith(`users/${uid}/notifications/`))
      .map(([, data]) => data as { kind: string; readAt: Date | null; createdAt: Date });

  it('gives each demo account real messages, the recent ones unread', () => {
    for (const uid of ['demo-partner', 'demo-fundaxer', 'demo-angel']) {
      const inbox = inboxOf(uid);
      expect(inbox.length, uid).toBeGreaterThanOrEqual(2);
      expect(
        inbox.some((message) => message.readAt === null),
        uid,
      ).toBe(true);
      for (const message of inbox) expect(message.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(inboxOf('demo-partner').map((message) => message.kind)).toContain('payout-recorded');
    expect(inboxOf('demo-angel').map((message) => message.kind)).toContain('application-approved');
  });

  it('alerts the demo angel to the public upcoming events in her area only', () => {
    const angel = docs.users.get('demo-angel');
    const area = angel?.eventAlerts;
    expect(area?.enabled).toBe(true);
    const alerted = writes
      .filter(([path]) => path.startsWith('users/demo-angel/notifications/event-alert-'))
      .map(([path]) => path.split('/event-alert-')[1]);
    expect(alerted.length).toBeGreaterThan(0);
    for (const [id, event] of docs.events) {
      const inside =
        distanceKm(area!.center, [event._geoloc.lat, event._geoloc.lng]) <= area!.radiusKm;
      const shouldAlert = inside && isPubliclyVisible(event._status) && event.eventEnd >= now;
      expect(alerted.includes(id), id).toBe(shouldAlert);
    }
  });

  it('fills the admin feed with what waits, and what was handled', () => {
    const feed = writes
      .filter(([path]) => path.startsWith('adminFeed/'))
      .map(([, data]) => data as { kind: string; handledAt: Date | null });
    const waiting = feed.filter((item) => item.handledAt === null).map((item) => item.kind);
    expect(new Set(waiting)).toEqual(
      new Set(['venue-submitted', 'event-submitted', 'application-submitted', 'support-requested']),
    );
    expect(feed.some((item) => item.handledAt !== null)).toBe(true);
  });
});
