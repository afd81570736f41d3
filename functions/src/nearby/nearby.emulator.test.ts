import { NEARBY_LIMIT_PER_RANGE, distanceKm, nearbyEvents, nearbyVenues } from '@fundax/core';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  ABQ,
  DAY,
  HOUR,
  expectFailure,
  inHours,
  member,
  ok,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

/** A point `km` east of ABQ (a degree of longitude there is about 91.2 km). */
const east = (km: number): [number, number] => [ABQ[0], ABQ[1] + km / 91.2];
const RIO_RANCHO: [number, number] = [35.2328, -106.663];

describe('nearbyVenues (through the Functions emulator)', () => {
  let ownerId = '';

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    ownerId = (await member('partner')).uid;
  });

  it('answers a visitor with approved, enabled venues in the radius, nearest first', async () => {
    const far = await seedVenue(ownerId, { name: 'Far', location: east(4) });
    const near = await seedVenue(ownerId, { name: 'Near', location: east(0.5) });
    const middle = await seedVenue(ownerId, { name: 'Middle', location: east(2) });
    await seedVenue(ownerId, { name: 'Rio Rancho', location: RIO_RANCHO }); // ~16 km north
    await seedVenue(ownerId, { name: 'Pending', location: east(1), approved: null });
    await seedVenue(ownerId, { name: 'Rejected', location: east(1), approved: false });
    await seedVenue(ownerId, { name: 'Disabled', location: east(1), disabled: true });

    const { items } = ok(await call(nearbyVenues, { center: ABQ, radiusKm: 5 }));
    expect(items.map((item) => item.id)).toEqual([near, middle, far]);
    expect(items.map((item) => item.distanceKm)).toEqual([
      expect.closeTo(0.5, 1),
      expect.closeTo(2, 1),
      expect.closeTo(4, 1),
    ]);
    // Public fields only: no status, timestamps or private contact details.
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'address',
        'category',
        'description',
        'distanceKm',
        'id',
        'image',
        'imageUrl',
        'lat',
        'lng',
        'name',
        'ownerId',
        'website',
      ].sort(),
    );
  });

  it('returns exactly the nearest `limit` when a range holds more than 20 (pages through it)', async () => {
    // 45 venues within 600 m: more than two pages of a geohash range.
    expect(45).toBeGreaterThan(2 * NEARBY_LIMIT_PER_RANGE);
    const ids: { id: string; km: number }[] = [];
    for (let i = 0; i < 45; i++) {
      const location: [number, number] = [
        ABQ[0] + ((i % 9) - 4) * 0.001,
        ABQ[1] + (Math.floor(i / 9) - 2) * 0.001,
      ];
      const id = await seedVenue(ownerId, { name: `Shop ${i}`, location });
      ids.push({ id, km: distanceKm(ABQ, location) });
    }
    const expected = ids
      .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
      .map((entry) => entry.id);

    const all = ok(await call(nearbyVenues, { center: ABQ, radiusKm: 1, limit: 200 }));
    expect(all.items).toHaveLength(45);
    expect(new Set(all.items.map((item) => item.id))).toEqual(new Set(expected));

    const nearest = ok(await call(nearbyVenues, { center: ABQ, radiusKm: 1, limit: 7 }));
    expect(nearest.items.map((item) => item.distanceKm)).toEqual(
      all.items.slice(0, 7).map((item) => item.distanceKm),
    );
    const distances = all.items.map((item) => item.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('filters by business category', async () => {
    const cafe = await seedVenue(ownerId, { name: 'Cafe', location: east(1) });
    const brewery = await seedVenue(ownerId, { name: 'Brewery', location: east(2) });
    await adminDb().doc(`venues/${brewery}`).update({ category: 'brewery' });
    const { items } = ok(
      await call(nearbyVenues, { center: ABQ, radiusKm: 5, category: 'brewery' }),
    );
    expect(items.map((item) => item.id)).toEqual([brewery]);
    expect(items.map((item) => item.id)).not.toContain(cafe);
  });

  it('answers an empty list where nothing is near, signed in or not', async () => {
    await seedVenue(ownerId, { location: ABQ });
    const user = await member('fundaxer');
    const santaFe: [number, number] = [35.687, -105.9378];
    expect(ok(await call(nearbyVenues, { center: santaFe, radiusKm: 25 }, user))).toEqual({
      items: [],
    });
  });

  it.each([
    ['a latitude above 90', { center: [90.0001, -106.65], radiusKm: 5 }],
    ['a longitude below -180', { center: [35, -180.5], radiusKm: 5 }],
    ['a centre that is not a pair', { center: [35], radiusKm: 5 }],
    ['a centre given as an object', { center: { lat: 35, lng: -106 }, radiusKm: 5 }],
    ['a radius of 0', { center: ABQ, radiusKm: 0 }],
    ['a radius above 100 km', { center: ABQ, radiusKm: 100.5 }],
    ['a radius as text', { center: ABQ, radiusKm: '5' }],
    ['a limit of 0', { center: ABQ, radiusKm: 5, limit: 0 }],
    ['a limit above 200', { center: ABQ, radiusKm: 5, limit: 201 }],
    ['a fractional limit', { center: ABQ, radiusKm: 5, limit: 2.5 }],
    ['an unknown category', { center: ABQ, radiusKm: 5, category: 'casino' }],
    ['an unknown field', { center: ABQ, radiusKm: 5, approved: false }],
  ])('refuses %s with invalid-argument (400)', async (_, input) => {
    expectFailure(await call(nearbyVenues, input), 'invalid-argument');
  });
});

describe('nearbyEvents (through the Functions emulator)', () => {
  let ownerId = '';
  let venue = '';
  let riverside = '';

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    ownerId = (await member('partner')).uid;
    venue = await seedVenue(ownerId, { name: 'Downtown', location: east(1) });
    riverside = await seedVenue(ownerId, { name: 'Riverside', location: east(3) });
  });

  it('answers approved events that have not ended, nearest first', async () => {
    const tomorrowFar = await seedEvent(riverside, { start: inHours(24) });
    const nextWeek = await seedEvent(venue, { start: inHours(7 * 24) });
    const underway = await seedEvent(venue, { start: inHours(-1), end: inHours(2) });
    await seedEvent(venue, { start: inHours(-5), end: inHours(-2) }); // ended
    await seedEvent(venue, { approved: null }); // pending
    await seedEvent(venue, { approved: false }); // rejected
    await seedEvent(venue, { cancelled: true });
    await seedEvent(venue, { disabled: true });

    const { items } = ok(await call(nearbyEvents, { center: ABQ, radiusKm: 10 }));
    // Two at the nearer venue (equal distance: by id), then the farther venue's.
    expect(
      items
        .slice(0, 2)
        .map((item) => item.id)
        .sort(),
    ).toEqual([nextWeek, underway].sort());
    expect(items[2]?.id).toBe(tomorrowFar);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ venueId: venue, venueName: 'Downtown', givebackPercent: 15 });
    expect(items[0]).not.toHaveProperty('_status');
    expect(items[0]).not.toHaveProperty('_protected');
  });

  it('keeps to the radius', async () => {
    await seedEvent(riverside);
    const inside = await seedEvent(venue);
    const { items } = ok(await call(nearbyEvents, { center: ABQ, radiusKm: 2 }));
    expect(items.map((item) => item.id)).toEqual([inside]);
  });

  it('filters by cause and by a date window (events overlapping it)', async () => {
    const soon = await seedEvent(venue, { start: inHours(24) });
    const later = await seedEvent(venue, { start: inHours(10 * 24) });
    await adminDb().doc(`events/${later}`).update({ category: 'animals' });

    const animals = ok(
      await call(nearbyEvents, { center: ABQ, radiusKm: 10, category: 'animals' }),
    );
    expect(animals.items.map((item) => item.id)).toEqual([later]);

    const window = {
      from: new Date(Date.now() + 5 * DAY).toISOString(),
      to: new Date(Date.now() + 12 * DAY).toISOString(),
    };
    const inWindow = ok(await call(nearbyEvents, { center: ABQ, radiusKm: 10, ...window }));
    expect(inWindow.items.map((item) => item.id)).toEqual([later]);

    const thisWeek = ok(
      await call(nearbyEvents, {
        center: ABQ,
        radiusKm: 10,
        to: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
    );
    expect(thisWeek.items.map((item) => item.id)).toEqual([soon]);
  });

  it('never returns an ended event, even for a window in the past', async () => {
    await seedEvent(venue, { start: inHours(-30), end: inHours(-27) });
    const { items } = ok(
      await call(nearbyEvents, {
        center: ABQ,
        radiusKm: 10,
        from: new Date(Date.now() - 2 * DAY).toISOString(),
        to: new Date(Date.now() - HOUR).toISOString(),
      }),
    );
    expect(items).toEqual([]);
  });

  it.each([
    [
      'a date window that ends before it starts',
      { from: '2027-03-02T00:00:00Z', to: '2027-03-01T00:00:00Z' },
    ],
    ['a date that is not ISO 8601', { from: 'next friday' }],
    ['an unknown cause', { category: 'casino' }],
    ['a venue category in place of a cause', { category: 'brewery' }],
  ])('refuses %s with invalid-argument (400)', async (_, extra) => {
    expectFailure(
      await call(nearbyEvents, { center: ABQ, radiusKm: 10, ...extra }),
      'invalid-argument',
    );
  });
});

describe('nearby search under random and hostile payloads', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    const ownerId = (await member('partner')).uid;
    await seedEvent(await seedVenue(ownerId, { location: east(1) }));
  });

  const payload = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record(
      {
        center: fc.oneof(
          fc.tuple(fc.double(), fc.double()),
          fc.tuple(fc.double({ min: -90, max: 90 }), fc.double({ min: -180, max: 180 })),
          fc.anything({ maxDepth: 1 }),
        ),
        radiusKm: fc.oneof(fc.double(), fc.double({ min: 0.001, max: 100 }), fc.string()),
        limit: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()),
        category: fc.oneof(fc.constantFrom('schools', 'cafe', 'brewery'), fc.string()),
        from: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string(),
        ),
      },
      { requiredKeys: [] },
    ),
  );

  it.each([
    ['nearbyVenues', nearbyVenues],
    ['nearbyEvents', nearbyEvents],
  ] as const)(
    '%s answers 200 exactly when the contract accepts the input, 400 otherwise, and writes nothing',
    { timeout: 60_000 },
    async (_, contract) => {
      const before = await snapshotDb();
      await fc.assert(
        fc.asyncProperty(payload, async (input) => {
          const result = await call(contract, input);
          // Judged as the server receives it: JSON turns NaN and Infinity into null.
          const sent: unknown = JSON.parse(JSON.stringify(input) ?? 'null');
          const valid = contract.input.safeParse(sent).success;
          expect(
            result.status,
            `${JSON.stringify(input)?.slice(0, 200)} -> ${result.ok ? 'ok' : result.message}`,
          ).toBe(valid ? 200 : 400);
        }),
        { numRuns: 40 },
      );
      expect(await snapshotDb()).toEqual(before);
    },
  );
});
