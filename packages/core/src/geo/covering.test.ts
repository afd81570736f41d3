import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  NEARBY_MAX_RANGES,
  type PositionRange,
  capRanges,
  coverCircle,
  hashBounds,
  rangeMinDistanceKm,
} from './covering';
import { POSITION_END, hashOf, positionOf } from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';

const KM_PER_DEGREE = 111.32;

/** A centre anywhere (poles and the antimeridian included) and a radius up to 100 km. */
const circle = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  radiusKm: fc.double({ min: 0.01, max: 100, noNaN: true }),
});

/** A point within the circle: a bearing and a share of the radius, walked on the sphere. */
function pointWithin(
  [lat, lng]: [number, number],
  km: number,
  bearing: number,
): [number, number] | null {
  const angular = km / 6371;
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  const phi2 = Math.asin(
    Math.sin(phi) * Math.cos(angular) + Math.cos(phi) * Math.sin(angular) * Math.cos(bearing),
  );
  const lambda2 =
    lambda +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(phi),
      Math.cos(angular) - Math.sin(phi) * Math.sin(phi2),
    );
  const point: [number, number] = [
    (phi2 * 180) / Math.PI,
    (((lambda2 * 180) / Math.PI + 540) % 360) - 180,
  ];
  return Number.isFinite(point[0]) && Number.isFinite(point[1]) ? point : null;
}

const inside = (ranges: PositionRange[], position: number) =>
  ranges.some((range) => range.start <= position && position < range.end);

function expectSortedDisjoint(ranges: PositionRange[]) {
  for (const [i, range] of ranges.entries()) {
    expect(range.start).toBeLessThan(range.end);
    if (i > 0) expect(range.start).toBeGreaterThan(ranges[i - 1]!.end - 1);
  }
}

describe('coverCircle', () => {
  it('leaves no point of the circle outside its ranges', () => {
    fc.assert(
      fc.property(
        circle,
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        ({ lat, lng, radiusKm }, offsets) => {
          const ranges = coverCircle([lat, lng], radiusKm);
          for (const [share, bearing] of offsets) {
            const point = pointWithin([lat, lng], radiusKm * share, bearing);
            if (!point || distanceKm([lat, lng], point) > radiusKm) continue;
            expect(inside(ranges, positionOf(encodeGeohash(point)))).toBe(true);
          }
          // The centre and the four compass points on the rim, always.
          for (const bearing of [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]) {
            const rim = pointWithin([lat, lng], radiusKm * 0.999999, bearing);
            if (rim && distanceKm([lat, lng], rim) <= radiusKm) {
              expect(inside(ranges, positionOf(encodeGeohash(rim)))).toBe(true);
            }
          }
          expect(inside(ranges, positionOf(encodeGeohash([lat, lng])))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('returns sorted, disjoint ranges, at most the cap, every one reaching into the circle', () => {
    fc.assert(
      fc.property(circle, fc.integer({ min: 1, max: 20 }), ({ lat, lng, radiusKm }, maxRanges) => {
        const ranges = coverCircle([lat, lng], radiusKm, { maxRanges });
        expect(ranges.length).toBeGreaterThan(0);
        expect(ranges.length).toBeLessThanOrEqual(maxRanges);
        expectSortedDisjoint(ranges);
        for (const range of ranges) {
          expect(rangeMinDistanceKm([lat, lng], range)).toBeLessThanOrEqual(radiusKm);
        }
      }),
      { numRuns: 200 },
    );
    expect(coverCircle([35.08, -106.65], 5).length).toBeLessThanOrEqual(NEARBY_MAX_RANGES);
  });

  it('covers tightly: about a quarter more area than the circle with 12 ranges', () => {
    const areaOf = (ranges: PositionRange[]) => {
      const km2PerPosition =
        (360 / 2 ** 25) * (180 / 2 ** 25) * KM_PER_DEGREE ** 2 * Math.cos((35.1 * Math.PI) / 180);
      return ranges.reduce((sum, range) => sum + (range.end - range.start) * km2PerPosition, 0);
    };
    const ratios = [1, 5, 25].map(
      (radiusKm) => areaOf(coverCircle([35.1, -106.62], radiusKm)) / (Math.PI * radiusKm ** 2),
    );
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(1);
      expect(ratio).toBeLessThan(1.6);
    }
  });

  it('clips to the ranges it may use, and fills gaps only inside one of them', () => {
    fc.assert(
      fc.property(
        circle,
        fc.array(fc.integer({ min: 0, max: POSITION_END - 1 }), { minLength: 2, maxLength: 12 }),
        ({ lat, lng, radiusKm }, cuts) => {
          const edges = [...new Set(cuts)].sort((a, b) => a - b);
          const within = edges.slice(1).map((end, i) => ({ start: edges[i]!, end }));
          const ranges = coverCircle([lat, lng], radiusKm, { within, maxRanges: 1 });
          expectSortedDisjoint(ranges);
          for (const range of ranges) {
            expect(within.some((w) => w.start <= range.start && range.end <= w.end)).toBe(true);
          }
          // Still every point of the circle that lies inside `within` is covered.
          for (const bearing of [0, 1, 2, 3, 4, 5, 6]) {
            const point = pointWithin([lat, lng], radiusKm / 2, bearing);
            if (!point) continue;
            const at = positionOf(encodeGeohash(point));
            if (inside(within, at)) expect(inside(ranges, at)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('returns nothing for a circle entirely in what it may not use', () => {
    const at = positionOf(encodeGeohash([35.08, -106.65]));
    expect(
      coverCircle([35.08, -106.65], 1, { within: [{ start: at + 2 ** 40, end: POSITION_END }] }),
    ).toEqual([]);
  });
});

describe('capRanges', () => {
  const pieces = (...pairs: [number, number][]) => pairs.map(([start, end]) => ({ start, end }));

  it('fills the smallest gaps first until the cap holds', () => {
    const group = { start: 0, pieces: pieces([0, 10], [12, 20], [30, 40], [41, 50]) };
    expect(capRanges([group], 4)).toEqual(group.pieces);
    expect(capRanges([group], 3)).toEqual(pieces([0, 10], [12, 20], [30, 50]));
    expect(capRanges([group], 2)).toEqual(pieces([0, 20], [30, 50]));
    expect(capRanges([group], 1)).toEqual(pieces([0, 50]));
    expect(capRanges([group], 0)).toEqual(pieces([0, 50]));
  });

  it('never fills across groups (what lies between them was read)', () => {
    const groups = [
      { start: 0, pieces: pieces([0, 10], [11, 20]) },
      { start: 30, pieces: pieces([30, 40]) },
    ];
    expect(capRanges(groups, 1)).toEqual(pieces([0, 20], [30, 40]));
  });

  it('counts a range that starts where an earlier query stopped as that query’s next page', () => {
    const continuing = { start: 100, continues: true, pieces: pieces([100, 110], [150, 160]) };
    expect(capRanges([continuing], 1)).toEqual(continuing.pieces);
    // Starting later, it may reach back to where the query stopped (filling the head gap).
    const later = { start: 100, continues: true, pieces: pieces([105, 110], [150, 160]) };
    expect(capRanges([later], 1)).toEqual(pieces([100, 110], [150, 160]));
    expect(capRanges([later], 0)).toEqual(pieces([100, 160]));
  });

  it('counts a range that ends where a query reading down stopped as that query’s next page', () => {
    const below = {
      start: 100,
      end: 200,
      continuesDown: true,
      pieces: pieces([120, 130], [190, 200]),
    };
    expect(capRanges([below], 1)).toEqual(below.pieces);
    // Ending earlier, it may reach up to where the query stopped (filling the tail gap).
    const earlier = {
      start: 100,
      end: 200,
      continuesDown: true,
      pieces: pieces([120, 130], [170, 190]),
    };
    expect(capRanges([earlier], 1)).toEqual(pieces([120, 130], [170, 200]));
    expect(capRanges([earlier], 0)).toEqual(pieces([120, 200]));
    // One range reaching both ends of a stretch read from both sides is either query's next page.
    const both = {
      start: 100,
      end: 200,
      continues: true,
      continuesDown: true,
      pieces: pieces([100, 200]),
    };
    expect(capRanges([both], 0)).toEqual(both.pieces);
  });

  it('weighs gaps by the cost it is given', () => {
    const group = { start: 0, pieces: pieces([0, 10], [12, 20], [30, 40]) };
    const denseFirstGap = (start: number, end: number) => (start === 10 ? 1000 : end - start);
    expect(capRanges([group], 2, denseFirstGap)).toEqual(pieces([0, 10], [12, 40]));
  });

  it('fills every gap cheaper than freeBelow, even within the cap, and no other', () => {
    // Gaps of 2, 10 and 1; four ranges are within the cap of 4.
    const group = { start: 0, pieces: pieces([0, 10], [12, 20], [30, 40], [41, 50]) };
    expect(capRanges([group], 4, undefined, 0)).toEqual(group.pieces);
    expect(capRanges([group], 4, undefined, 1)).toEqual(group.pieces);
    expect(capRanges([group], 4, undefined, 2)).toEqual(pieces([0, 10], [12, 20], [30, 50]));
    expect(capRanges([group], 4, undefined, 5)).toEqual(pieces([0, 20], [30, 50]));
    expect(capRanges([group], 4, undefined, 10)).toEqual(pieces([0, 20], [30, 50]));
    expect(capRanges([group], 4, undefined, 10.5)).toEqual(pieces([0, 50]));
    // The cap still fills more when it needs to.
    expect(capRanges([group], 1, undefined, 2)).toEqual(pieces([0, 50]));
    // By the cost given, not the size: the gap of 10 is cheap, those of 1 and 2 dear.
    const costly = (start: number, end: number) => (start === 20 ? 0.1 : 100 * (end - start));
    expect(capRanges([group], 4, costly, 0.5)).toEqual(pieces([0, 10], [12, 40], [41, 50]));
    // The gap before a continuing group's first range too (a next page, then, not a new range).
    const continuing = { start: 100, continues: true, pieces: pieces([105, 110], [150, 160]) };
    expect(capRanges([continuing], 2, undefined, 6)).toEqual(pieces([100, 110], [150, 160]));
    expect(capRanges([continuing], 2, undefined, 5)).toEqual(continuing.pieces);
    // ...and after a group read down's last, never across groups.
    const groups = [
      { start: 0, end: 40, continuesDown: true, pieces: pieces([0, 10], [12, 35]) },
      { start: 50, pieces: pieces([50, 60]) },
    ];
    expect(capRanges(groups, 5, undefined, 6)).toEqual(pieces([0, 40], [50, 60]));
  });

  it('within the cap, leaves exactly the gaps costing freeBelow or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 0, max: 3_000 }),
        (cuts, freeBelow) => {
          const edges = [...new Set(cuts)].sort((a, b) => a - b);
          const spans = pieces(
            ...edges
              .slice(1)
              .map((end, i): [number, number] => [edges[i]!, end])
              .filter((_, i) => i % 2 === 0),
          );
          const ranges = capRanges(
            [{ start: 0, pieces: spans }],
            spans.length,
            undefined,
            freeBelow,
          );
          // Expected: each piece joins the one before when the gap between them is cheap.
          const joined: PositionRange[] = [];
          for (const piece of spans) {
            const last = joined[joined.length - 1];
            if (last && piece.start - last.end < freeBelow) last.end = piece.end;
            else joined.push({ ...piece });
          }
          expect(ranges).toEqual(joined);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('hashBounds', () => {
  it('gives the geohash bounds of a range, with no upper bound at the end of the world', () => {
    expect(hashBounds({ start: 0, end: positionOf('9whp000000') })).toEqual({
      startAt: '0000000000',
      endBefore: '9whp000000',
    });
    expect(hashBounds({ start: positionOf('zz00000000'), end: POSITION_END })).toEqual({
      startAt: 'zz00000000',
      endBefore: null,
    });
    expect(hashOf(positionOf('9whpsuqt8w'))).toBe('9whpsuqt8w');
  });
});
