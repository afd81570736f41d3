import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CELL_COUNTS_FROM_KM, CellCounts, countShardsFor, tallyCellCounts } from './cell-counts';
import { NEARBY_MAX_RANGES, coverWorld } from './covering';
import { positionOf } from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';
import { MemoryPages } from './memory-pages';
import { type NearbyCandidate, readQuery } from './nearby-page-reader';
import { NearbyPlanner, type NextReads, type PlannerSettings } from './nearby-planner';
import { SearchState } from './nearby-state';

type LatLng = [number, number];

const KM_PER_DEGREE = 111.32;
const CITY: LatLng = [35.0844, -106.6504];

/** The point `northKm` and `eastKm` from `from` (flat; longitudes wrap, latitudes clamp). */
function offset([lat, lng]: LatLng, northKm: number, eastKm: number): LatLng {
  const north = Math.max(-89.999, Math.min(89.999, lat + northKm / KM_PER_DEGREE));
  const east = lng + eastKm / (KM_PER_DEGREE * Math.cos((north * Math.PI) / 180));
  return [north, ((((east + 180) % 360) + 360) % 360) - 180];
}

const place = (id: string, [lat, lng]: LatLng): NearbyCandidate => ({
  id,
  hash: encodeGeohash([lat, lng]),
  lat,
  lng,
});

/** Places on a square grid `stepKm` apart around `center`. */
function grid(center: LatLng, stepKm: number, half: number): NearbyCandidate[] {
  const places: NearbyCandidate[] = [];
  for (let i = -half; i <= half; i++) {
    for (let j = -half; j <= half; j++) {
      places.push(place(`g${places.length}`, offset(center, i * stepKm, j * stepKm)));
    }
  }
  return places;
}

/** Every place within the radius, nearest first, as the planner must end up having read. */
const within = (places: NearbyCandidate[], center: LatLng, radiusKm: number) =>
  places
    .map((item) => ({ id: item.id, km: distanceKm(center, [item.lat, item.lng]) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .map(({ id }) => id);

/**
 * A planner and its state over `places`, with a limit so high that the bound stays the radius:
 * the planner alone, asked to read the whole circle, without the guess.
 */
function planning(
  places: NearbyCandidate[],
  settings: Partial<PlannerSettings> & { center: LatLng; radiusKm: number },
  counts: CellCounts | null = null,
) {
  const full: PlannerSettings = {
    limit: 100_000,
    pageSize: 20,
    maxRanges: NEARBY_MAX_RANGES,
    concurrency: 1,
    ...settings,
  };
  const state = new SearchState<NearbyCandidate>({ ...full, accept: () => true });
  const planner = new NearbyPlanner(full, state, counts);
  const pages = new MemoryPages(places);
  /** Reads what the planner asks for until it asks for nothing; each step's plan. */
  const readCircle = async () => {
    const steps: NextReads<NearbyCandidate>[] = [];
    for (
      let next = planner.nextReads(full.radiusKm);
      next;
      next = planner.nextReads(full.radiusKm)
    ) {
      steps.push(next);
      for (const query of next.queries) {
        state.record(await readQuery(pages.readPage, query, full.pageSize));
      }
    }
    return steps;
  };
  const found = () => state.result().items.map(({ item }) => item.id);
  return { state, planner, pages, readCircle, found, settings: full };
}

describe('NearbyPlanner', () => {
  it('opens up from a small cell holding the centre, to the end of its covering range', () => {
    const origin = positionOf(encodeGeohash(CITY));
    const home = coverWorld(CITY, 1.5).find(({ start, end }) => start <= origin && origin < end)!;
    const opening = (limit: number) =>
      planning(grid(CITY, 0.1, 20), { center: CITY, radiusKm: 1.5, limit }).planner.openingQuery();
    const atDefault = opening(50);
    expect(atDefault).toMatchObject({ resume: null, direction: 'up', range: { end: home.end } });
    expect(atDefault.range.start).toBeLessThan(origin);
    expect(atDefault.range.start).toBeGreaterThanOrEqual(home.start);
    // The reach shrinks as the limit grows: at 100,000 it is 30 cm, no cell is that small, and
    // the first page starts at the centre's own geohash.
    expect(opening(100_000).range).toEqual({ start: origin, end: home.end });
  });

  it('reads the whole circle within the range budget, disjoint pages at once', async () => {
    const scene = fc.record({
      center: fc.tuple(
        fc.oneof(
          { arbitrary: fc.double({ min: -60, max: 60, noNaN: true }), weight: 4 },
          { arbitrary: fc.double({ min: 80, max: 89.9, noNaN: true }), weight: 1 },
        ),
        fc.double({ min: -180, max: 180, noNaN: true }),
      ),
      radiusKm: fc.double({ min: 0.05, max: 30, noNaN: true }),
      points: fc.array(
        fc.tuple(
          fc.double({ min: -2, max: 2, noNaN: true }),
          fc.double({ min: -2, max: 2, noNaN: true }),
        ),
        { maxLength: 150 },
      ),
      maxRanges: fc.integer({ min: 1, max: 12 }),
      pageSize: fc.integer({ min: 1, max: 25 }),
      concurrency: fc.integer({ min: 1, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(scene, async ({ center, radiusKm, points, ...settings }) => {
        // Points out to twice the radius, many of them on a few spots (pages share a geohash).
        const places = points.map(([north, east], i) =>
          place(`p${i}`, offset(center, (Math.round(north * 4) / 4) * radiusKm, east * radiusKm)),
        );
        const search = planning(places, { center, radiusKm, ...settings });
        const steps = await search.readCircle();
        expect(search.found()).toEqual(within(places, center, radiusKm));
        expect(search.state.stats.ranges).toBeLessThanOrEqual(settings.maxRanges);
        for (const { queries, nearestUnreadKm } of steps) {
          expect(queries.length).toBeLessThanOrEqual(settings.concurrency);
          expect(nearestUnreadKm).toBeLessThanOrEqual(radiusKm);
          const sorted = queries.map(({ range }) => range).sort((a, b) => a.start - b.start);
          sorted
            .slice(1)
            .forEach((range, i) => expect(range.start).toBeGreaterThanOrEqual(sorted[i]!.end));
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('with its budget spent, goes on from where a query stopped at no cost', async () => {
    const search = planning(grid(CITY, 0.1, 20), { center: CITY, radiusKm: 0.5, maxRanges: 1 });
    // One range allowed: the opening already spans all the circle needs.
    const opening = search.planner.openingQuery();
    expect(opening.cost).toBe(0);
    const first = await readQuery(search.pages.readPage, opening, 20);
    search.state.record(first);
    expect(first.full).toBe(true);
    const next = search.planner.nextReads(0.5)!;
    expect(next.queries).toHaveLength(1);
    expect(next.queries[0]).toMatchObject({
      resume: first.resume,
      direction: 'up',
      cost: 0,
      range: { start: first.stop },
    });
    await search.readCircle();
    expect(search.state.stats.ranges).toBe(1);
    expect(search.found()).toEqual(within(grid(CITY, 0.1, 20), CITY, 0.5));
  });

  it('reads a range down from its top when that end lies nearer the centre', async () => {
    // A dense town: geohash order puts cells near the centre at the top of ranges that run in
    // from kilometres away.
    const town = grid(CITY, 0.05, 40);
    let down = 0;
    let downGoingOn = 0;
    for (let i = 0; i < 12; i++) {
      const center = offset(CITY, 0.3 * i - 1.8, 0.25 * i - 1.5);
      const search = planning(town, { center, radiusKm: 1, pageSize: 10 });
      for (const { queries } of await search.readCircle()) {
        for (const query of queries) {
          if (query.direction !== 'down') continue;
          if (query.resume) downGoingOn++;
          else down++;
        }
      }
      expect(search.found()).toEqual(within(town, center, 1));
    }
    expect(down).toBeGreaterThan(0);
    expect(downGoingOn).toBeGreaterThan(0);
  });

  it('with counts, reads through gaps the counts say are empty rather than start ranges', async () => {
    // Two clusters a few km apart, with nothing between them.
    const places = [
      ...grid(offset(CITY, 0, -3), 0.05, 6).map((item) => ({ ...item, id: `w${item.id}` })),
      ...grid(offset(CITY, 0, 3), 0.05, 6).map((item) => ({ ...item, id: `e${item.id}` })),
    ];
    const radiusKm = Math.max(CELL_COUNTS_FROM_KM, 5);
    const tally = tallyCellCounts(places.map((item) => item.hash));
    const counts = new CellCounts(
      countShardsFor(CITY, radiusKm)!.map((shard) => ({ shard, counts: tally.get(shard) ?? {} })),
    );
    const plain = planning(places, { center: CITY, radiusKm });
    const counted = planning(places, { center: CITY, radiusKm }, counts);
    await plain.readCircle();
    await counted.readCircle();
    expect(counted.found()).toEqual(within(places, CITY, radiusKm));
    expect(plain.found()).toEqual(counted.found());
    expect(counted.state.stats.ranges).toBeLessThanOrEqual(plain.state.stats.ranges);
    expect(counted.state.stats.documentsRead).toBe(plain.state.stats.documentsRead);
    expect(counted.state.stats.emptyPages).toBeLessThan(plain.state.stats.emptyPages);
  });
});
