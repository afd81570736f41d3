// The Firestore page reader answers every page request exactly as MemoryPages does (the reader
// the planner's unit tests, property tests and benchmark run against): ascending and descending,
// from a bound or going on from the last document of a page, including pages inside one geohash.
import {
  MemoryPages,
  type PageRequest,
  type ReadPage,
  encodeGeohash,
  searchNearby,
} from '@fundax/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { ABQ, HOUR, inHours, member, seedEvent, seedVenue } from '../test-support/fixtures';
import { ReadBudget, unbounded } from '../platform/limits/read-budget';
import { type GeoDocument, geohashPages } from './geohash-pages';
import { visibleEventsQuery, visibleVenuesQuery } from './visible-queries';

interface Indexed {
  id: string;
  hash: string;
}

describe('geohashPages (Firestore emulator) against MemoryPages', () => {
  const indexed: Indexed[] = [];
  /** Upcoming events, one at each venue (the events query also has a range filter). */
  const upcoming: Indexed[] = [];

  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    const ownerId = (await member('partner')).uid;
    // One start and end for every event: with the range filter on eventEnd, Firestore orders
    // equal geohashes by eventEnd and only then by id, and MemoryPages orders them by id. (The
    // planner never depends on the order within one geohash: it goes on by cursor.)
    const soon = inHours(48);
    // Three spots of 8 venues sharing one location (one geohash), and 24 spread over ~3 km.
    const locations: [number, number][] = [];
    for (const spot of [0, 1, 2]) {
      for (let i = 0; i < 8; i++) locations.push([ABQ[0] + spot * 0.01, ABQ[1] - spot * 0.01]);
    }
    for (let i = 0; i < 24; i++) {
      locations.push([ABQ[0] + ((i % 6) - 3) * 0.005, ABQ[1] + (Math.floor(i / 6) - 2) * 0.007]);
    }
    for (const location of locations) {
      const id = await seedVenue(ownerId, { location });
      indexed.push({ id, hash: encodeGeohash(location) });
      upcoming.push({ id: await seedEvent(id, { start: soon }), hash: encodeGeohash(location) });
    }
    // Ended: the range filter keeps it out of every page.
    const start = inHours(-5);
    await seedEvent(indexed[0]!.id, { start, end: new Date(start.getTime() + HOUR) });
    // Not approved: the query's filter keeps it out of every page.
    await seedVenue(ownerId, { location: ABQ, approved: null });
  });

  it.each([
    {
      collection: 'venues' as const,
      items: () => indexed,
      read: () => geohashPages('venues', visibleVenuesQuery(), unbounded()),
    },
    {
      collection: 'events' as const,
      items: () => upcoming,
      read: () =>
        geohashPages('events', visibleEventsQuery({ endsAfter: new Date() }), unbounded()),
    },
  ])(
    'returns the same $collection pages, page after page, in both directions',
    async (scenario) => {
      const memory = new MemoryPages(scenario.items());
      const firestore = scenario.read() as ReadPage<GeoDocument<'venues' | 'events'>>;
      const hashes = indexed.map((item) => item.hash).sort();
      const bound = fc.oneof(
        fc.constantFrom(...hashes),
        fc.constantFrom(...hashes).map((hash) => hash.slice(0, 7)),
        fc.constant('0'),
      );
      await fc.assert(
        fc.asyncProperty(
          bound,
          fc.option(bound, { nil: null }),
          fc.integer({ min: 1, max: 9 }),
          fc.boolean(),
          async (first, second, limit, descending) => {
            const [startAt, endBefore] =
              second !== null && second < first ? [second, first] : [first, second];
            let memoryAfter: Indexed | null = null;
            let firestoreAfter: GeoDocument<'venues' | 'events'> | null = null;
            for (let page = 0; page < 3; page++) {
              const request = { startAt, endBefore, limit, descending };
              const expected = await memory.readPage({ ...request, after: memoryAfter });
              const got = await firestore({ ...request, after: firestoreAfter });
              expect(got.map((item) => item.id)).toEqual(expected.map((item) => item.id));
              if (expected.length < limit) break;
              memoryAfter = expected[expected.length - 1]!;
              firestoreAfter = got[got.length - 1]!;
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('reads down strictly below the cursor within one geohash', async () => {
    const spot = indexed[0]!.hash;
    const request: Omit<PageRequest<GeoDocument<'venues'>>, 'after'> = {
      startAt: spot,
      endBefore: `${spot}~`,
      limit: 3,
      descending: true,
    };
    const read = geohashPages('venues', visibleVenuesQuery(), unbounded());
    const ids: string[] = [];
    let after: GeoDocument<'venues'> | null = null;
    for (;;) {
      const page = await read({ ...request, after });
      ids.push(...page.map((item) => item.id));
      if (page.length < request.limit) break;
      after = page[page.length - 1]!;
    }
    // Every venue at the spot (more than two pages of 3), each once, by document id descending.
    const atSpot = indexed.filter((item) => item.hash === spot).map((item) => item.id);
    expect(atSpot.length).toBeGreaterThan(2 * request.limit);
    expect(ids).toEqual(atSpot.sort().reverse());
  });

  it('never reads past the call’s read ceiling: the page that could is refused unread', async () => {
    const search = (budget: ReadBudget) =>
      searchNearby({
        center: ABQ,
        radiusKm: 5,
        limit: 200,
        readPage: geohashPages('venues', visibleVenuesQuery(), budget),
      });
    // What the whole search reads without a ceiling (as Firestore bills it).
    const open = new ReadBudget(1e9);
    const { stats } = await search(open);
    expect(open.read).toBe(stats.documentsRead + stats.emptyPages);
    expect(open.read).toBeGreaterThan(30);
    // With a ceiling below that, the search fails with the 429 before passing it.
    const tight = new ReadBudget(30);
    await expect(search(tight)).rejects.toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'read-ceiling' },
    });
    expect(tight.read).toBeLessThanOrEqual(30);
    // A ceiling the search fits in changes nothing.
    const roomy = new ReadBudget(open.read + 20);
    expect((await search(roomy)).stats).toEqual(stats);
  });

  // Last: it adds events that tie within one geohash in an order other than by id.
  it('lets nearby search page through one geohash ordered by eventEnd, exactly', async () => {
    const spot = indexed[0]!;
    for (let i = 0; i < 25; i++) {
      const start = inHours(24 + ((i * 7) % 25));
      upcoming.push({ id: await seedEvent(spot.id, { start }), hash: spot.hash });
    }
    const { items, stats } = await searchNearby({
      center: ABQ,
      radiusKm: 5,
      limit: 200,
      readPage: geohashPages('events', visibleEventsQuery({ endsAfter: new Date() }), unbounded()),
    });
    expect(items.map(({ item }) => item.id).sort()).toEqual(upcoming.map(({ id }) => id).sort());
    // More than a page shares the spot's geohash, so the search went on by cursor inside it.
    expect(upcoming.filter(({ hash }) => hash === spot.hash).length).toBeGreaterThan(20);
    expect(stats.pages).toBeGreaterThan(stats.ranges);
  });
});
