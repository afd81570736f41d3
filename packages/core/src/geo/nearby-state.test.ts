import { describe, expect, it } from 'vitest';

import { POSITION_END, positionOf } from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';
import type { NearbyCandidate, PageRead } from './nearby-page-reader';
import { SearchState } from './nearby-state';

interface Place extends NearbyCandidate {
  open: boolean;
}

const CENTER: [number, number] = [35.0844, -106.6504];

/** A place `north` degrees of latitude from the centre (0.01 degrees is about 1.1 km). */
const place = (id: string, north: number, open = true): Place => {
  const lat = CENTER[0] + north;
  return { id, hash: encodeGeohash([lat, CENTER[1]]), lat, lng: CENTER[1], open };
};

const state = (radiusKm = 5, limit = 2) =>
  new SearchState<Place>({ center: CENTER, radiusKm, limit, accept: (item) => item.open });

/** A page over [start, stop) reading up that found `items` (a new range unless `resume`). */
const page = (
  items: Place[],
  start: number,
  stop: number,
  overrides: Partial<PageRead<Place>> = {},
): PageRead<Place> => ({
  items,
  startsRange: true,
  direction: 'up',
  start,
  stop,
  full: false,
  resume: items.length ? { after: items[items.length - 1]!, from: start } : null,
  ...overrides,
});

describe('SearchState', () => {
  it('starts with nothing found, everything unread and the radius as the bound', () => {
    const fresh = state();
    expect(fresh.boundKm()).toBe(5);
    expect(fresh.unread.list()).toEqual([
      { start: 0, end: POSITION_END, resume: null, resumeDown: null },
    ]);
    expect(fresh.result()).toEqual({
      items: [],
      stats: { ranges: 0, pages: 0, documentsRead: 0, emptyPages: 0, roundTrips: 0 },
    });
  });

  it('counts every page and document read; a next page starts no range', () => {
    const search = state();
    search.record(page([place('a', 0.001), place('b', 0.002)], 100, 200));
    search.record(page([], 200, 300, { startsRange: false }));
    search.record(page([], 400, 500));
    expect(search.stats).toEqual({
      ranges: 2,
      pages: 3,
      documentsRead: 2,
      emptyPages: 2,
      roundTrips: 0,
    });
  });

  it('keeps the accepted matches within the radius, nearest first, and bounds by the limit-th', () => {
    const search = state(5, 2);
    const far = place('far', 0.03); // about 3.3 km
    const near = place('near', 0.01);
    search.record(page([far, place('closed', 0.001, false), place('outside', 0.1)], 0, 10));
    // One match: the bound is still the radius.
    expect(search.boundKm()).toBe(5);
    search.record(page([near], 10, 20));
    expect(search.result().items.map(({ item }) => item.id)).toEqual(['near', 'far']);
    expect(search.boundKm()).toBe(distanceKm(CENTER, [far.lat, far.lng]));
    // Still counted as read: the query returned them.
    expect(search.stats.documentsRead).toBe(4);
  });

  it('marks what a page settled as read, with the point its query can go on from', () => {
    const search = state();
    const a = place('a', 0.001);
    const start = positionOf(a.hash);
    search.record(page([a], start, start + 50, { full: true }));
    expect(search.unread.list()).toEqual([
      { start: 0, end: start, resume: null, resumeDown: null },
      { start: start + 50, end: POSITION_END, resume: { after: a, from: start }, resumeDown: null },
    ]);
    const down = page([], 0, start, { direction: 'down' });
    search.record(down);
    expect(search.unread.list()).toHaveLength(1);
  });

  it('counts reading the per-cell counts as one round trip and its documents', () => {
    const search = state();
    search.recordCounts({ counts: null, documentsRead: 3 });
    search.roundTrip();
    expect(search.stats).toMatchObject({ roundTrips: 2, documentsRead: 3, pages: 0 });
  });

  describe('readDensity', () => {
    const docs = (count: number) =>
      Array.from({ length: count }, (_, i) => place(`p${i}`, 0.3 + i * 0.001));

    it('is 1 per position before anything is read, or when nothing was found', () => {
      expect(state().readDensity(0, 10)).toBe(1);
      const empty = state();
      empty.record(page([], 0, 1_000));
      expect(empty.readDensity(2_000, 3_000)).toBe(1);
    });

    it('is the documents per position over every page read', () => {
      const search = state();
      search.record(page(docs(10), 0, 1_000));
      search.record(page(docs(30), 5_000, 6_000));
      expect(search.readDensity(8_000, 9_000)).toBe(40 / 2_000);
    });

    it('is that of a denser page that stopped right at the edge of the gap', () => {
      const search = state();
      search.record(page(docs(2), 0, 1_000));
      search.record(page(docs(20), 5_000, 5_100, { full: true }));
      search.record(page(docs(20), 9_900, 10_000, { direction: 'down', full: true }));
      const overall = 42 / 1_200;
      // Reading up, the page cut short at 5,100 says the gap above it is as dense.
      expect(search.readDensity(5_100, 6_000)).toBe(20 / 100);
      // Reading down, the page cut short at 9,900 says the gap below it is.
      expect(search.readDensity(9_000, 9_900)).toBe(20 / 100);
      expect(search.readDensity(6_000, 7_000)).toBe(overall);
      // A sparser page at the edge does not lower the estimate.
      expect(search.readDensity(1_000, 2_000)).toBe(overall);
    });
  });
});
