import { describe, expect, it } from 'vitest';

import {
  SEARCH_CATALOGUE_SHARDS,
  catalogueIdOf,
  catalogueItemOf,
  catalogueKey,
  catalogueShards,
  catalogueShardId,
  catalogueShardOf,
  listingRecordState,
  parseCatalogueEntries,
  sameEntry,
} from './catalogue';
import { listingState } from '../rules/listing-state';
import { CONSENT_STATES } from '../schemas/events';

const status = {
  approved: true,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  disabled: false,
};
const event = {
  title: 'Garden Hops Night',
  venueId: 'v1',
  venueName: 'Nob Hill Taproom',
  fundaxerName: 'Garden Club',
  category: 'environment' as const,
  eventStart: new Date('2026-12-05T23:00:00Z'),
  eventEnd: new Date('2026-12-06T04:00:00Z'),
  _status: {
    ...status,
    cancelled: false,
    cancelReason: null,
    expired: false,
    venueHidden: false,
    venueHiddenReason: null,
  },
  consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
} as const;
const venue = {
  name: 'Peña Blanca Cafe',
  address: '1 Main St',
  category: 'cafe' as const,
  ownerId: 'u1',
  _status: status,
};
const profile = {
  displayName: 'Dana Yazzie',
  role: 'fundaxer' as const,
  organizationName: null,
  fundraiser: {
    title: 'Band trip',
    story: 'x'.repeat(20),
    category: 'schools' as const,
    goalCents: 100,
    raisedCents: 0,
  },
  listed: true,
};

describe('catalogue entries', () => {
  it('hold an event’s names, cause, dates in seconds and state', () => {
    expect(catalogueItemOf({ source: 'events', id: 'e1', document: event })).toEqual({
      key: 'e:e1',
      shard: catalogueShardOf('venues', 'v1', 'v1'),
      entry: {
        k: 'e',
        t: 'Garden Hops Night',
        v: 'Nob Hill Taproom',
        f: 'Garden Club',
        c: 'environment',
        s: 1_796_511_600,
        n: 1_796_529_600,
        x: 'approved',
      },
    });
  });

  it('hold a venue’s name, address, category, owner and state', () => {
    expect(catalogueItemOf({ source: 'venues', id: 'v1', document: venue }).entry).toEqual({
      k: 'v',
      t: 'Peña Blanca Cafe',
      a: '1 Main St',
      c: 'cafe',
      o: 'u1',
      x: 'approved',
    });
  });

  it('hold a profile’s name, role, organization, fundraiser and listing', () => {
    const item = catalogueItemOf({ source: 'profiles', id: 'u2', document: profile });
    expect(item.key).toBe('p:u2');
    expect(item.entry).toEqual({
      k: 'p',
      t: 'Dana Yazzie',
      r: 'fundaxer',
      o: null,
      g: 'Band trip',
      c: 'schools',
      x: 'listed',
    });
    const unlisted = catalogueItemOf({
      source: 'profiles',
      id: 'u3',
      document: { ...profile, role: 'angel', fundraiser: null, listed: false },
    });
    expect(unlisted.entry).toMatchObject({ g: null, c: null, x: 'unlisted' });
  });

  it('put a venue and its events in one shard, and spread keys over every shard', () => {
    const shards = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const id = `venue-${i}`;
      const shard = catalogueShardOf('venues', id, id);
      expect(catalogueShardOf('events', `event-${i}`, id)).toBe(shard);
      shards.add(shard);
    }
    expect(shards.size).toBe(SEARCH_CATALOGUE_SHARDS);
    expect(catalogueShardId(7)).toBe('shard-07');
    expect(catalogueIdOf(catalogueKey('events', 'a:b'))).toBe('a:b');
  });
});

describe('listingRecordState', () => {
  it('names what hides a listing before its review state, as listingState does', () => {
    expect(listingRecordState({ approved: true, disabled: false, cancelled: true })).toBe(
      'cancelled',
    );
    expect(listingRecordState({ approved: true, disabled: true })).toBe('removed');
    expect(listingRecordState({ approved: false, disabled: false })).toBe('rejected');
    expect(listingRecordState({ approved: null, disabled: false })).toBe('pending');
    expect(listingRecordState({ approved: true, disabled: false, cancelled: false })).toBe(
      'approved',
    );
  });

  // One rule at the boundary: every combination of the fields that decide a listing's state
  // gives the admin search's entry exactly the state the portal, the console and the phone show.
  it('gives every event entry the state listingState gives the event', () => {
    const booleans = [false, true];
    const sides = [...CONSENT_STATES];
    let checked = 0;
    for (const approved of [null, true, false])
      for (const disabled of booleans)
        for (const cancelled of booleans)
          for (const expired of booleans)
            for (const venueHidden of booleans)
              for (const partner of sides)
                for (const fundaxer of [...sides, 'none' as const]) {
                  const _status = {
                    ...event._status,
                    approved,
                    disabled,
                    cancelled,
                    expired,
                    venueHidden,
                  };
                  const consent = { ...event.consent, partner, fundaxer };
                  const item = catalogueItemOf({
                    source: 'events',
                    id: 'e1',
                    document: { ...event, _status, consent },
                  });
                  expect(item.entry.x).toBe(listingState(_status, consent));
                  checked += 1;
                }
    expect(checked).toBe(3 * 2 ** 4 * 3 * 4);
    const venueEntry = (approved: boolean | null, disabled: boolean) =>
      catalogueItemOf({
        source: 'venues',
        id: 'v1',
        document: { ...venue, _status: { ...status, approved, disabled } },
      }).entry.x;
    expect(venueEntry(null, false)).toBe('pending');
    expect(venueEntry(true, true)).toBe('removed');
  });

  it('reads a stored entry of the older wording (disabled) as removed', () => {
    const { entries, invalid } = parseCatalogueEntries({
      'v:v1': { k: 'v', t: 'Old', a: '1 Main St', c: 'cafe', o: 'u1', x: 'disabled' },
    });
    expect(invalid).toEqual([]);
    expect(entries.get('v:v1')).toMatchObject({ x: 'removed' });
  });
});

describe('parseCatalogueEntries', () => {
  it('keeps valid entries and reports malformed ones or ones under a foreign key', () => {
    const good = catalogueItemOf({ source: 'venues', id: 'v1', document: venue });
    const { entries, invalid } = parseCatalogueEntries({
      [good.key]: good.entry,
      'v:broken': { k: 'v', t: 3 },
      'e:v1': good.entry,
    });
    expect([...entries.keys()]).toEqual(['v:v1']);
    expect(invalid.sort()).toEqual(['e:v1', 'v:broken']);
    expect(parseCatalogueEntries(null).entries.size).toBe(0);
  });

  it('tells equal entries from changed ones', () => {
    const a = catalogueItemOf({ source: 'venues', id: 'v1', document: venue }).entry;
    expect(sameEntry(a, { ...a })).toBe(true);
    expect(sameEntry(a, { ...a, t: 'Other' })).toBe(false);
    expect(sameEntry(null, null)).toBe(true);
    expect(sameEntry(a, null)).toBe(false);
  });
});

describe('catalogueShards', () => {
  it('groups items by shard and lists every shard, empty ones too', () => {
    const item = catalogueItemOf({ source: 'venues', id: 'v1', document: venue });
    const shards = catalogueShards([item]);
    expect(shards.size).toBe(SEARCH_CATALOGUE_SHARDS);
    expect(shards.get(item.shard)).toEqual({ 'v:v1': item.entry });
    expect([...shards.values()].filter((entries) => Object.keys(entries).length > 0)).toHaveLength(
      1,
    );
  });
});
