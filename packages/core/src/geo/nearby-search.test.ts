import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CELL_COUNTS_FROM_KM,
  type CountShard,
  countShardsFor,
  tallyCellCounts,
} from './cell-counts';
import { NEARBY_MAX_RANGES } from './covering';
import { distanceKm, encodeGeohash } from './geohash';
import { MemoryPages } from './memory-pages';
import {
  type NearbyCandidate,
  type NearbySearchOptions,
  type PageRequest,
  searchNearby,
} from './nearby-search';
import { byDistance } from './nearest-list';

type Location = [number, number];

/** mulberry32: points come from a seed, so a failing case shrinks to a small reproducible one. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The point `km` from `from` at `bearing` (radians), on the sphere: across poles and ±180°. */
function walk([lat, lng]: Location, km: number, bearing: number): Location {
  const angular = km / 6371;
  const phi = (lat * Math.PI) / 180;
  const phi2 = Math.asin(
    Math.min(
      1,
      Math.max(
        -1,
        Math.sin(phi) * Math.cos(angular) + Math.cos(phi) * Math.sin(angular) * Math.cos(bearing),
      ),
    ),
  );
  const lambda2 =
    (lng * Math.PI) / 180 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(phi),
      Math.cos(angular) - Math.sin(phi) * Math.sin(phi2),
    );
  const wrapped = ((((lambda2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return [(phi2 * 180) / Math.PI, wrapped - 180];
}

interface Venue extends NearbyCandidate {
  open: boolean;
}

interface Scene {
  center: Location;
  radiusKm: number;
  clusters: { distanceShare: number; sigmaShare: number; count: number; sameSpot: boolean }[];
  sparse: number;
  seed: number;
}

/**
 * Venues around the centre: clusters at up to twice the radius (some as tight as a mall, some
 * all at one spot, so whole pages share one geohash and distances tie), and a sparse scatter
 * out to three times the radius. About one in four is closed (the `accept` filter rejects it).
 */
function venuesOf({ center, radiusKm, clusters, sparse, seed }: Scene): Venue[] {
  const random = seededRandom(seed);
  const points: Location[] = [];
  for (const cluster of clusters) {
    const middle = walk(center, cluster.distanceShare * radiusKm, random() * 2 * Math.PI);
    for (let i = 0; i < cluster.count; i++) {
      const spread = cluster.sameSpot ? 0 : cluster.sigmaShare * radiusKm * Math.sqrt(random());
      points.push(walk(middle, spread, random() * 2 * Math.PI));
    }
  }
  for (let i = 0; i < sparse; i++) {
    points.push(walk(center, 3 * radiusKm * Math.sqrt(random()), random() * 2 * Math.PI));
  }
  return points.map(([lat, lng], i) => ({
    id: `v${String(i).padStart(4, '0')}`,
    hash: encodeGeohash([lat, lng]),
    lat,
    lng,
    open: random() >= 0.25,
  }));
}

function bruteForce(venues: Venue[], center: Location, radiusKm: number, limit: number) {
  return venues
    .filter((venue) => venue.open)
    .map((item) => ({ item, distanceKm: distanceKm(center, [item.lat, item.lng]) }))
    .filter((entry) => entry.distanceKm <= radiusKm)
    .sort(byDistance)
    .slice(0, limit);
}

/** Mostly ordinary latitudes; one in five near a pole, where a small circle spans many cells. */
const latitude = fc.oneof(
  { arbitrary: fc.double({ min: -60, max: 60, noNaN: true }), weight: 4 },
  { arbitrary: fc.double({ min: 75, max: 89.99, noNaN: true }), weight: 1 },
  { arbitrary: fc.double({ min: -89.99, max: -75, noNaN: true }), weight: 1 },
);
/** One in three within half a degree of the antimeridian, on either side. */
const longitude = fc.oneof(
  { arbitrary: fc.double({ min: -180, max: 180, noNaN: true }), weight: 4 },
  { arbitrary: fc.double({ min: 179.5, max: 180, noNaN: true }), weight: 1 },
  { arbitrary: fc.double({ min: -180, max: -179.5, noNaN: true }), weight: 1 },
);
const scene: fc.Arbitrary<Scene> = fc.record({
  center: fc.tuple(latitude, longitude),
  radiusKm: fc.oneof(
    fc.double({ min: 0.05, max: 2, noNaN: true }),
    fc.double({ min: 2, max: 60, noNaN: true }),
  ),
  clusters: fc.array(
    fc.record({
      distanceShare: fc.double({ min: 0, max: 2, noNaN: true }),
      sigmaShare: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
      count: fc.integer({ min: 1, max: 60 }),
      sameSpot: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  sparse: fc.integer({ min: 0, max: 80 }),
  seed: fc.integer(),
});

/** A grid of venues `stepKm` apart around a centre, all open. */
function grid(center: Location, stepKm: number, half: number): Venue[] {
  const venues: Venue[] = [];
  for (let i = -half; i <= half; i++) {
    for (let j = -half; j <= half; j++) {
      const [lat, lng] = walk(walk(center, i * stepKm, 0), j * stepKm, Math.PI / 2);
      const id = `g${String(venues.length).padStart(4, '0')}`;
      venues.push({ id, hash: encodeGeohash([lat, lng]), lat, lng, open: true });
    }
  }
  return venues;
}

const CITY: Location = [35.0844, -106.6504];

/**
 * A dense city (3,000 venues, a Gaussian of 3 km around CITY) in a sparse region (300 more
 * within 40 km), all open.
 */
function cityVenues(random: () => number): Venue[] {
  const venues: Venue[] = [];
  const add = ([lat, lng]: Location) => {
    const id = `c${String(venues.length).padStart(5, '0')}`;
    venues.push({ id, hash: encodeGeohash([lat, lng]), lat, lng, open: true });
  };
  for (let i = 0; i < 3000; i++) {
    add(walk(CITY, 3 * Math.sqrt(-Math.log(random() || 1e-9)), random() * 7));
  }
  for (let i = 0; i < 300; i++) add(walk(CITY, 40 * Math.sqrt(random()), random() * 7));
  return venues;
}

/** The search returned exactly the brute-force answer: the same venues at the same distances. */
function expectBruteForceAnswer(
  items: readonly { item: Venue; distanceKm: number }[],
  venues: Venue[],
  world: Scene,
  limit: number,
) {
  const truth = bruteForce(venues, world.center, world.radiusKm, limit);
  expect(items.map(({ item }) => item.id)).toEqual(truth.map(({ item }) => item.id));
  expect(items.map(({ distanceKm }) => distanceKm)).toEqual(
    truth.map(({ distanceKm }) => distanceKm),
  );
}

describe('searchNearby', () => {
  it('returns exactly the brute-force answer within the range budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        scene,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 3 }),
        async (world, limit, pageSize, concurrency) => {
          const venues = venuesOf(world);
          const pages = new MemoryPages(venues);
          const { items, stats } = await searchNearby({
            center: world.center,
            radiusKm: world.radiusKm,
            limit,
            pageSize,
            concurrency,
            readPage: pages.readPage,
            accept: (venue) => venue.open,
          });
          expectBruteForceAnswer(items, venues, world, limit);
          expect(stats.ranges).toBeLessThanOrEqual(NEARBY_MAX_RANGES);
          expect(stats.pages).toBe(pages.queries);
          expect(stats.documentsRead).toBe(pages.documentsRead);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('keeps to a smaller range budget and stays exact', async () => {
    await fc.assert(
      fc.asyncProperty(
        scene,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 11 }),
        async (world, limit, maxRanges) => {
          const venues = venuesOf(world);
          const { items, stats } = await searchNearby({
            center: world.center,
            radiusKm: world.radiusKm,
            limit,
            maxRanges,
            readPage: new MemoryPages(venues).readPage,
            accept: (venue) => venue.open,
          });
          const truth = bruteForce(venues, world.center, world.radiusKm, limit);
          expect(items.map(({ item }) => item.id)).toEqual(truth.map(({ item }) => item.id));
          expect(stats.ranges).toBeLessThanOrEqual(maxRanges);
        },
      ),
      { numRuns: 50 },
    );
  }, 30_000);

  it('uses 20 documents per query and at most 12 ranges by default, nearest first', async () => {
    const center: Location = [35.0844, -106.6504];
    const venues = grid(center, 0.1, 20);
    const requests: PageRequest<Venue>[] = [];
    const pages = new MemoryPages(venues);
    const { items, stats } = await searchNearby({
      center,
      radiusKm: 1.5,
      limit: 50,
      readPage: (request: PageRequest<Venue>) => {
        requests.push(request);
        return pages.readPage(request);
      },
    });
    expect(items.map(({ item }) => item.id)).toEqual(
      bruteForce(venues, center, 1.5, 50).map(({ item }) => item.id),
    );
    expect(items[0]!.distanceKm).toBeLessThanOrEqual(items[49]!.distanceKm);
    expect(requests.every((request) => request.limit === 20)).toBe(true);
    expect(stats.ranges).toBe(requests.filter((request) => request.after === null).length);
    expect(stats.ranges).toBeLessThanOrEqual(12);
    expect(stats.roundTrips).toBe(stats.pages);
    // Reads about what it returns on an even grid, nowhere near all 1,681 venues.
    expect(stats.documentsRead).toBeLessThan(2.5 * 50);
  });

  it('starts its first page at a small cell holding the centre, never past the centre', async () => {
    const center: Location = [35.0844, -106.6504];
    const venues = grid(center, 0.1, 20);
    const own = encodeGeohash(center);
    for (const radiusKm of [1.5, 0.00001]) {
      const requests: PageRequest<Venue>[] = [];
      const pages = new MemoryPages(venues);
      const { items } = await searchNearby({
        center,
        radiusKm,
        limit: 50,
        readPage: (request: PageRequest<Venue>) => {
          requests.push(request);
          return pages.readPage(request);
        },
      });
      expect(items.map(({ item }) => item.id)).toEqual(
        bruteForce(venues, center, radiusKm, 50).map(({ item }) => item.id),
      );
      const opening = requests[0]!;
      expect(opening.after).toBeNull();
      expect(opening.startAt <= own).toBe(true);
      // At 1.5 km some cell holding the centre fits within the opening reach; at a radius of a
      // centimetre none does (the finest cell is larger), so it starts at the centre's own hash.
      if (radiusKm > 1) expect(opening.startAt < own).toBe(true);
      else expect(opening.startAt).toBe(own);
    }
  });

  it('returns everything within the radius when fewer than the limit match', async () => {
    const center: Location = [-33.8688, 151.2093];
    const venues = grid(center, 0.5, 6);
    const { items } = await searchNearby({
      center,
      radiusKm: 1.2,
      limit: 200,
      readPage: new MemoryPages(venues).readPage,
    });
    // The centre, four at 0.5 km, four at 0.71 km, four at 1 km, eight at 1.12 km.
    expect(items).toHaveLength(21);
    expect(items.every(({ distanceKm }) => distanceKm <= 1.2)).toBe(true);
  });

  it('finds nothing in an empty index, reading little', async () => {
    const { items, stats } = await searchNearby({
      center: [0, 0],
      radiusKm: 25,
      limit: 50,
      readPage: new MemoryPages<Venue>([]).readPage,
    });
    expect(items).toEqual([]);
    expect(stats.documentsRead).toBe(0);
    expect(stats.emptyPages).toBe(stats.pages);
    expect(stats.ranges).toBeLessThanOrEqual(12);
  });

  it('reads a range down from its top when that end lies nearer, and stays exact', async () => {
    // A dense city off a sparse region: geohash order puts the centre's cells at the top of
    // ranges that run in from kilometres away; those are read down, from the near end.
    const random = seededRandom(7);
    const venues = cityVenues(random);
    const pages = new MemoryPages(venues);
    let downwards = 0;
    let downwardsGoingOn = 0;
    for (let c = 0; c < 30; c++) {
      const center = walk(CITY, 4 * random(), random() * 7);
      const { items, stats } = await searchNearby({
        center,
        radiusKm: 25,
        limit: 200,
        readPage: (request: PageRequest<Venue>) => {
          if (request.descending) {
            downwards++;
            if (request.after) downwardsGoingOn++;
          }
          return pages.readPage(request);
        },
      });
      expect(items.map(({ item }) => item.id)).toEqual(
        bruteForce(venues, center, 25, 200).map(({ item }) => item.id),
      );
      expect(stats.ranges).toBeLessThanOrEqual(NEARBY_MAX_RANGES);
    }
    expect(downwards).toBeGreaterThan(0);
    // Some of them go on to a next page, strictly below the last document of the one before.
    expect(downwardsGoingOn).toBeGreaterThan(0);
  });

  it('reads several ranges per round trip when asked, with the same answer', async () => {
    const center: Location = [51.5074, -0.1278];
    const venues = grid(center, 0.2, 15);
    const one = await searchNearby({
      center,
      radiusKm: 5,
      limit: 100,
      readPage: new MemoryPages(venues).readPage,
    });
    const three = await searchNearby({
      center,
      radiusKm: 5,
      limit: 100,
      concurrency: 3,
      readPage: new MemoryPages(venues).readPage,
    });
    expect(three.items).toEqual(one.items);
    expect(three.stats.roundTrips).toBeLessThanOrEqual(one.stats.roundTrips);
    expect(three.stats.ranges).toBeLessThanOrEqual(12);
  });
});

/** What a count document read gives the planner: per shard, its counts (absent: never counted). */
type CountsOf = (shard: string) => CountShard['counts'];

/**
 * A loadCounts reading `shards` (one document each, as the server reads them) and recording
 * how often it was called.
 */
function countsLoader(shards: readonly string[] | null, countsOf: CountsOf) {
  const loader = {
    calls: 0,
    documentsRead: shards?.length ?? 0,
    loadCounts: () => {
      loader.calls++;
      return Promise.resolve(
        shards
          ? {
              shards: shards.map((shard) => ({ shard, counts: countsOf(shard) })),
              documentsRead: shards.length,
            }
          : null,
      );
    },
  };
  return loader;
}

/** The true counts of the venues the search accepts, per shard and cell. */
const trueCounts = (venues: readonly Venue[]): CountsOf => {
  const tally = tallyCellCounts(venues.filter((venue) => venue.open).map((venue) => venue.hash));
  return (shard) => tally.get(shard) ?? {};
};

/** Counts a planner may be handed: right, wrong by a factor, made up, empty, missing or none. */
const countsCase = fc.record({
  kind: fc.constantFrom(
    'correct',
    'scaled',
    'random',
    'empty',
    'shard missing',
    'shards left out',
    'none',
  ),
  scale: fc.double({ min: 0.01, max: 100, noNaN: true }),
  seed: fc.integer(),
});
type CountsCase = typeof countsCase extends fc.Arbitrary<infer C> ? C : never;

/** The shards a search reads for `world`, and what they say, for one case of counts. */
function countsFor(venues: readonly Venue[], world: Scene, { kind, scale, seed }: CountsCase) {
  const correct = trueCounts(venues);
  // Near a pole countShardsFor gives up: the shards holding venues stand in, so that counts
  // (some of the circle unknown) are still tried there.
  const reached =
    countShardsFor(world.center, world.radiusKm) ??
    [...tallyCellCounts(venues.map((venue) => venue.hash)).keys()].sort();
  const random = seededRandom(seed);
  const made = new Map<string, Record<string, unknown>>();
  for (const venue of venues) {
    // Made up: cells of some venues (open or not) with any count, and entries that are not counts.
    if (random() < 0.5) continue;
    const cells = made.get(venue.hash.slice(0, 3)) ?? { junk: 3, [venue.hash]: 5 };
    cells[venue.hash.slice(0, 6)] = random() < 0.1 ? -1 : Math.ceil(random() * 200);
    made.set(venue.hash.slice(0, 3), cells);
  }
  const countsOf: Record<typeof kind, CountsOf> = {
    correct,
    scaled: (shard) =>
      Object.fromEntries(
        Object.entries(correct(shard) ?? {}).map(([cell, count]) => [cell, Number(count) * scale]),
      ),
    random: (shard) => made.get(shard) ?? {},
    empty: () => ({}),
    'shard missing': (shard) =>
      shard === reached[reached.length - 1] ? undefined : correct(shard),
    'shards left out': correct,
    none: correct,
  };
  const shards =
    kind === 'none' ? null : kind === 'shards left out' ? reached.slice(0, 1) : reached;
  return countsLoader(shards, countsOf[kind]);
}

describe('searchNearby with per-cell counts', () => {
  it('returns exactly the brute-force answer whatever the counts say', async () => {
    // Radii from CELL_COUNTS_FROM_KM, where the counts are read.
    const counted = scene.map((world) =>
      world.radiusKm < CELL_COUNTS_FROM_KM
        ? { ...world, radiusKm: world.radiusKm + CELL_COUNTS_FROM_KM }
        : world,
    );
    await fc.assert(
      fc.asyncProperty(
        counted,
        countsCase,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 3 }),
        async (world, counts, limit, pageSize, concurrency) => {
          const venues = venuesOf(world);
          const pages = new MemoryPages(venues);
          const loader = countsFor(venues, world, counts);
          const { items, stats } = await searchNearby({
            center: world.center,
            radiusKm: world.radiusKm,
            limit,
            pageSize,
            concurrency,
            readPage: pages.readPage,
            accept: (venue) => venue.open,
            loadCounts: loader.loadCounts,
          });
          expectBruteForceAnswer(items, venues, world, limit);
          expect(stats.ranges).toBeLessThanOrEqual(NEARBY_MAX_RANGES);
          expect(loader.calls).toBe(1);
          expect(stats.pages).toBe(pages.queries);
          expect(stats.documentsRead).toBe(pages.documentsRead + loader.documentsRead);
          if (concurrency === 1) expect(stats.roundTrips).toBe(stats.pages + 1);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  /** The grid of the tests above, as a search over it sees it. */
  const gridSearch = (radiusKm: number, extra: Partial<NearbySearchOptions<Venue>> = {}) => {
    const venues = grid(CITY, 0.1, 20);
    const pages = new MemoryPages(venues);
    const requests: PageRequest<Venue>[] = [];
    const search = searchNearby({
      center: CITY,
      radiusKm,
      limit: 50,
      readPage: (request: PageRequest<Venue>) => {
        requests.push(request);
        return pages.readPage(request);
      },
      ...extra,
    });
    return { venues, pages, requests, search };
  };

  it(`reads the counts once from ${CELL_COUNTS_FROM_KM} km, as documents and a round trip`, async () => {
    const correct = trueCounts(grid(CITY, 0.1, 20));
    for (const radiusKm of [0.5, 1.99]) {
      const loader = countsLoader(countShardsFor(CITY, radiusKm), correct);
      const plain = gridSearch(radiusKm);
      const withCounts = gridSearch(radiusKm, { loadCounts: loader.loadCounts });
      const [without, offered] = [await plain.search, await withCounts.search];
      // Below it, never called: the very same search.
      expect(loader.calls).toBe(0);
      expect(withCounts.requests).toEqual(plain.requests);
      expect(offered).toEqual(without);
    }
    for (const radiusKm of [CELL_COUNTS_FROM_KM, 5, 25]) {
      const shards = countShardsFor(CITY, radiusKm)!;
      const loader = countsLoader(shards, correct);
      const { venues, pages, search } = gridSearch(radiusKm, { loadCounts: loader.loadCounts });
      const { items, stats } = await search;
      expect(loader.calls).toBe(1);
      expect(items.map(({ item }) => item.id)).toEqual(
        bruteForce(venues, CITY, radiusKm, 50).map(({ item }) => item.id),
      );
      expect(stats.documentsRead).toBe(pages.documentsRead + shards.length);
      expect(stats.roundTrips).toBe(stats.pages + 1);
    }
  });

  it('plans without counts when there are none, or a shard was never counted', async () => {
    const correct = trueCounts(grid(CITY, 0.1, 20));
    const plain = gridSearch(5);
    const without = await plain.search;
    const none = countsLoader(null, correct);
    const missing = countsLoader(['9wh', '9wk'], (shard) =>
      shard === '9wk' ? null : correct(shard),
    );
    for (const loader of [none, missing]) {
      const { requests, search } = gridSearch(5, { loadCounts: loader.loadCounts });
      const { items, stats } = await search;
      expect(loader.calls).toBe(1);
      // The same pages as with no loadCounts at all; what was read of the counts is still paid.
      expect(requests).toEqual(plain.requests);
      expect(items).toEqual(without.items);
      expect(stats).toEqual({
        ...without.stats,
        documentsRead: without.stats.documentsRead + loader.documentsRead,
        roundTrips: without.stats.roundTrips + 1,
      });
    }
    expect(missing.documentsRead).toBe(2);
    // Correct counts do change the plan.
    const counted = gridSearch(5, { loadCounts: countsLoader(['9wh'], correct).loadCounts });
    await counted.search;
    expect(counted.requests).not.toEqual(plain.requests);
  });

  it('reads fewer documents with correct counts off a clustered city, the counts included', async () => {
    const venues = cityVenues(seededRandom(7));
    // 8 km out of the centre: the city lies to one side, its sparse outskirts to the other.
    const center = walk(CITY, 8, 1);
    for (const [radiusKm, limit] of [
      [5, 50],
      [25, 200],
    ] as const) {
      const plain = new MemoryPages(venues);
      const without = await searchNearby({ center, radiusKm, limit, readPage: plain.readPage });
      const shards = countShardsFor(center, radiusKm)!;
      const loader = countsLoader(shards, trueCounts(venues));
      const { items, stats } = await searchNearby({
        center,
        radiusKm,
        limit,
        readPage: new MemoryPages(venues).readPage,
        loadCounts: loader.loadCounts,
      });
      const truth = bruteForce(venues, center, radiusKm, limit).map(({ item }) => item.id);
      expect(without.items.map(({ item }) => item.id)).toEqual(truth);
      expect(items.map(({ item }) => item.id)).toEqual(truth);
      expect(stats.ranges).toBeLessThanOrEqual(NEARBY_MAX_RANGES);
      // A quarter fewer or better (measured: 122 -> 70 at 5 km, 630 -> 407 at 25 km).
      expect(stats.documentsRead).toBeLessThan(0.75 * without.stats.documentsRead);
    }
  });
});
