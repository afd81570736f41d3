import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maxDistanceKm, minDistanceKm } from './box-distance';
import {
  COUNT_CELL_PRECISION,
  COUNT_SHARD_PRECISION,
  CellCounts,
  cellCountsLoader,
  type CountShard,
  MAX_COUNT_SHARDS,
  NEARBY_COUNTS_COLLECTION,
  countCellOf,
  countChanges,
  countShardOf,
  countShardsFor,
  tallyCellCounts,
  countsDocId,
} from './cell-counts';
import { type LatLngBox, cellBox, cellSize, hashOf, positionOf } from './geohash-cells';
import { distanceKm, encodeGeohash } from './geohash';

type Location = [number, number];

const ABQ: Location = [35.0844, -106.6504];
const CELL_DEPTH = COUNT_CELL_PRECISION * 5;
const SHARD_DEPTH = COUNT_SHARD_PRECISION * 5;
/** Geohash positions in one count cell (geohash-6) and one shard (geohash-3). */
const CELL = cellSize(CELL_DEPTH);
const SHARD = cellSize(SHARD_DEPTH);
/** What a counted cell with no documents is assumed to hold (EMPTY_CELL_DOCUMENTS). */
const EMPTY_CELL = 0.01;
/** Count cells in one shard (32^3). */
const CELLS_PER_SHARD = SHARD / CELL;

const boxOfHash = (hash: string): LatLngBox =>
  cellBox({ depth: hash.length * 5, index: positionOf(hash) / cellSize(hash.length * 5) });
const middleOf = (box: LatLngBox): Location => [
  (box.south + box.north) / 2,
  (box.west + box.east) / 2,
];

/** Every shard's box, once: the brute-force answer to which shards a circle reaches into. */
const everyShard = Array.from({ length: 2 ** SHARD_DEPTH }, (_, index) => ({
  shard: hashOf(index * SHARD).slice(0, COUNT_SHARD_PRECISION),
  box: cellBox({ depth: SHARD_DEPTH, index }),
}));
const shardsReached = (center: Location, radiusKm: number) =>
  everyShard.filter(({ box }) => minDistanceKm(center, box) <= radiusKm).map(({ shard }) => shard);

/** Centres anywhere, one in three within a few degrees of a pole, and radii a search uses. */
const center: fc.Arbitrary<Location> = fc.tuple(
  fc.oneof(
    { arbitrary: fc.double({ min: -89.99, max: 89.99, noNaN: true }), weight: 4 },
    { arbitrary: fc.double({ min: 80, max: 89.99, noNaN: true }), weight: 1 },
    { arbitrary: fc.double({ min: -89.99, max: -80, noNaN: true }), weight: 1 },
  ),
  fc.double({ min: -180, max: 180, noNaN: true }),
);
const radiusKm = fc.oneof(
  fc.double({ min: 0.01, max: 2, noNaN: true }),
  fc.double({ min: 2, max: 60, noNaN: true }),
  fc.double({ min: 60, max: 300, noNaN: true }),
);

describe('countCellOf and countShardOf', () => {
  it('take the geohash-6 cell and geohash-3 shard of a stored geohash', () => {
    const hash = encodeGeohash(ABQ);
    expect(hash).toBe('9whpt4gt3w');
    expect(countCellOf(hash)).toBe('9whpt4');
    expect(countShardOf(hash)).toBe('9wh');
    // The same cells as encoding the location at those precisions.
    expect(countCellOf(hash)).toBe(encodeGeohash(ABQ, COUNT_CELL_PRECISION));
    expect(countShardOf(hash)).toBe(encodeGeohash(ABQ, COUNT_SHARD_PRECISION));
  });

  it('name the count document of a shard', () => {
    expect(NEARBY_COUNTS_COLLECTION).toBe('nearbyCounts');
    expect(countsDocId('venues', '9wh')).toBe('venues-9wh');
  });
});

describe('countShardsFor', () => {
  it('returns the one shard a small circle well inside it reaches', () => {
    // Albuquerque lies 8 km from the north edge of 9wh and 20 km from its west edge.
    expect(countShardsFor(ABQ, 1)).toEqual(['9wh']);
    expect(countShardsFor(ABQ, 5)).toEqual(['9wh']);
  });

  it('returns the shards around an edge or a corner the circle crosses, sorted', () => {
    const box = boxOfHash('9wh');
    // Near the north-east corner: 9wh, its neighbours east (9wj) and north (9wk), and 9wm.
    expect(countShardsFor([box.north - 0.001, box.east - 0.001], 2)).toEqual([
      '9wh',
      '9wj',
      '9wk',
      '9wm',
    ]);
    // Near the middle of the north edge: 9wh and 9wk only.
    expect(countShardsFor([box.north - 0.001, (box.west + box.east) / 2], 2)).toEqual([
      '9wh',
      '9wk',
    ]);
    // Near the south-west corner: 9wh, its neighbours south (9w5) and west (9tu), and 9tg.
    expect(countShardsFor([box.south + 0.001, box.west + 0.001], 2)).toEqual([
      '9tg',
      '9tu',
      '9w5',
      '9wh',
    ]);
    // Across the antimeridian: a shard on either side, in geohash order.
    expect(countShardsFor([0.5, 179.999], 5)).toEqual(['800', 'xbp']);
  });

  it('reaches every shard holding a point of the circle, sorted, without duplicates', () => {
    fc.assert(
      fc.property(
        center,
        radiusKm,
        fc.array(
          fc.tuple(
            fc.double({ min: -1, max: 1, noNaN: true }),
            fc.double({ min: -1, max: 1, noNaN: true }),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        ([lat, lng], km, offsets) => {
          const shards = countShardsFor([lat, lng], km);
          if (shards === null) return;
          expect(shards).toEqual([...new Set(shards)].sort());
          // Points in the box around the circle (in degrees), those inside it kept.
          const latSpan = km / 111;
          const lngSpan = Math.min(
            180,
            km / (111 * Math.max(1e-6, Math.cos((lat * Math.PI) / 180))),
          );
          for (const [dLat, dLng] of [[0, 0], ...offsets] as const) {
            const pointLat = lat + dLat * latSpan;
            if (pointLat < -90 || pointLat > 90) continue;
            const point: Location = [pointLat, ((lng + dLng * lngSpan + 540) % 360) - 180];
            if (distanceKm([lat, lng], point) > km) continue;
            expect(shards).toContain(countShardOf(encodeGeohash(point)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is exactly the shards within the radius, or null when they are more than the maximum', () => {
    fc.assert(
      fc.property(center, radiusKm, (at, km) => {
        const truth = shardsReached(at, km);
        expect(countShardsFor(at, km)).toEqual(truth.length > MAX_COUNT_SHARDS ? null : truth);
      }),
      { numRuns: 150 },
    );
  });

  it('gives up near a pole, where a wide circle meets many narrow shards', () => {
    expect(shardsReached([89, 0], 100).length).toBeGreaterThan(MAX_COUNT_SHARDS);
    expect(countShardsFor([89, 0], 100)).toBeNull();
    // A smaller circle there still meets few enough.
    const near = countShardsFor([89, 0], 10);
    expect(near).toEqual(shardsReached([89, 0], 10));
    expect(near!.length).toBeGreaterThan(4);
    expect(near!.length).toBeLessThanOrEqual(MAX_COUNT_SHARDS);
  });
});

describe('cellCountsLoader', () => {
  it('reads the shards the circle reaches, each a document read, missing ones without counts', async () => {
    const asked: string[][] = [];
    const load = cellCountsLoader([35.156, -106.875], 3, (shards) => {
      asked.push(shards);
      return Promise.resolve(shards.map((shard, i) => (i === 0 ? { [`${shard}abc`]: 2 } : null)));
    });
    const loaded = await load();
    expect(asked).toEqual([countShardsFor([35.156, -106.875], 3)]);
    expect(asked[0]!.length).toBeGreaterThan(1);
    expect(loaded).toEqual({
      shards: asked[0]!.map((shard, i) => ({
        shard,
        counts: i === 0 ? { [`${shard}abc`]: 2 } : null,
      })),
      documentsRead: asked[0]!.length,
    });
  });

  it('reads nothing when the circle reaches too many shards', async () => {
    let asked = false;
    const load = cellCountsLoader([89, 0], 100, () => {
      asked = true;
      return Promise.resolve([]);
    });
    expect(await load()).toBeNull();
    expect(asked).toBe(false);
  });
});

describe('tallyCellCounts and countChanges', () => {
  it('counts hashes per shard and cell', () => {
    const tally = tallyCellCounts(['9whpt4gt3w', '9whpt4zzzz', '9whpt5b000', '9wjb000000']);
    expect(tally).toEqual(
      new Map([
        ['9wh', { '9whpt4': 2, '9whpt5': 1 }],
        ['9wj', { '9wjb00': 1 }],
      ]),
    );
    expect(tallyCellCounts([])).toEqual(new Map());
  });

  it('takes one from the cell a document left and adds one to the cell it entered', () => {
    expect(countChanges(null, null)).toEqual(new Map());
    expect(countChanges(null, '9whpt4gt3w')).toEqual(new Map([['9wh', { '9whpt4': 1 }]]));
    expect(countChanges('9whpt4gt3w', null)).toEqual(new Map([['9wh', { '9whpt4': -1 }]]));
    // Unchanged, or moved within its cell: nothing to write.
    expect(countChanges('9whpt4gt3w', '9whpt4gt3w')).toEqual(new Map());
    expect(countChanges('9whpt4gt3w', '9whpt4zzzz')).toEqual(new Map());
    expect(countChanges('9whpt4gt3w', '9whpt5b000')).toEqual(
      new Map([['9wh', { '9whpt4': -1, '9whpt5': 1 }]]),
    );
    expect(countChanges('9whpt4gt3w', '9wjb000000')).toEqual(
      new Map([
        ['9wh', { '9whpt4': -1 }],
        ['9wj', { '9wjb00': 1 }],
      ]),
    );
  });
});

describe('CellCounts.expected', () => {
  const at = (hash: string) => positionOf(hash);
  // 9whpt4 .. 9whpt7 are four consecutive cells; 9whpt6 has no documents.
  const counts = new CellCounts([
    { shard: '9wh', counts: { '9whpt4': 100, '9whpt5': 6, '9whpt7': 3 } },
  ]);

  it('gives a counted cell its count, and a part of it in proportion', () => {
    expect(counts.expected(at('9whpt4'), at('9whpt5'), 7)).toBeCloseTo(100 + EMPTY_CELL, 9);
    expect(counts.expected(at('9whpt4'), at('9whpt4') + CELL / 2, 7)).toBeCloseTo(
      (100 + EMPTY_CELL) / 2,
      9,
    );
    expect(counts.expected(at('9whpt5') + CELL / 4, at('9whpt6'), 7)).toBeCloseTo(
      ((6 + EMPTY_CELL) * 3) / 4,
      9,
    );
    // A single position, a whole cell's share of it.
    expect(counts.expected(at('9whpt4') + 5, at('9whpt4') + 6, 7)).toBeCloseTo(
      (100 + EMPTY_CELL) / CELL,
      15,
    );
    // An empty counted cell holds next to nothing, but not nothing.
    expect(counts.expected(at('9whpt6'), at('9whpt7'), 7)).toBeCloseTo(EMPTY_CELL, 12);
    expect(counts.expected(at('9whpt6'), at('9whpt6'), 7)).toBe(0);
    expect(counts.expected(at('9whpt7'), at('9whpt6'), 7)).toBe(0);
  });

  it('sums the cells a range spans, partial ones at either end in proportion', () => {
    expect(counts.expected(at('9whpt4'), at('9whpt8'), 7)).toBeCloseTo(109 + 4 * EMPTY_CELL, 9);
    expect(counts.expected(at('9whpt4') + CELL / 2, at('9whpt7') + CELL / 2, 7)).toBeCloseTo(
      50 + 6 + 0 + 1.5 + 3 * EMPTY_CELL,
      9,
    );
    // The whole shard: every document, and the floor on each of its 32,768 cells.
    expect(counts.expected(at('9wh'), at('9wj'), 7)).toBeCloseTo(
      109 + CELLS_PER_SHARD * EMPTY_CELL,
      6,
    );
  });

  it('uses the density it is given where no shard was read', () => {
    // 9wj and 9wg (either side of 9wh) were not read.
    expect(counts.expected(at('9wj'), at('9wj') + 1000, 0.5)).toBe(500);
    expect(counts.expected(at('9wg'), at('9wh'), 2e-9)).toBeCloseTo(SHARD * 2e-9, 6);
    // Across the end of the shard: its last two cells counted, then 1,000 unknown positions.
    const lastCells = at('9wj') - 2 * CELL;
    expect(counts.expected(lastCells, at('9wj') + 1000, 0.25)).toBeCloseTo(2 * EMPTY_CELL + 250, 9);
  });

  it('counts a shard read without counts as empty, and ignores entries that are not counts', () => {
    const garbled = new CellCounts([
      {
        shard: '9wh',
        counts: {
          '9whpt': 5, // too short
          '9whpt4b': 5, // too long
          '9wjpt4': 5, // a cell of another shard
          '9whpt5': -3,
          '9whpt6': Number.NaN,
          '9whpt7': '4',
          '9whpt8': 0,
          '9whpt9': Number.POSITIVE_INFINITY,
          '9whpta': 2, // not a geohash character
          '9whptb': null,
        },
      },
      { shard: '9wj', counts: null },
      { shard: '9wk' },
      // Not shards at all: what they hold is ignored, and their area stays unknown.
      { shard: '9w', counts: { '9w0000': 5 } },
      { shard: '9wia', counts: { '9wiaaa': 5 } },
    ] as CountShard[]);
    const floor = CELLS_PER_SHARD * EMPTY_CELL;
    for (const shard of ['9wh', '9wj', '9wk']) {
      expect(garbled.expected(at(shard), at(shard) + SHARD, 1)).toBeCloseTo(floor, 6);
    }
    expect(garbled.expected(at('9wjpt4'), at('9wjpt5'), 1)).toBeCloseTo(EMPTY_CELL, 12);
    expect(garbled.expected(at('9w0'), at('9w0') + 1000, 0.5)).toBe(500);
    // Only one valid entry among the garbage: it alone counts.
    const one = new CellCounts([{ shard: '9wh', counts: { '9whpt5': 4, '9whpt6': '4' } }]);
    expect(one.expected(at('9wh'), at('9wj'), 1)).toBeCloseTo(4 + floor, 6);
  });

  it('adds up: the documents in [a, c) are those in [a, b) and in [b, c)', () => {
    // Counted cells among the first 64 of 9wh and of 9wj; 9wg beside them was not read.
    const base = at('9wg');
    const cellIn = (shard: string) =>
      fc.integer({ min: 0, max: 63 }).map((i) => hashOf(at(shard) + i * CELL).slice(0, 6));
    const entries = (shard: string) =>
      fc.dictionary(cellIn(shard), fc.integer({ min: 1, max: 500 }), { maxKeys: 20 });
    // A position: mostly near the counted cells, sometimes anywhere in the three shards.
    const position = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 65 }), fc.integer({ min: 0, max: CELL - 1 }))
        .map(([cell, offset]) => at('9wh') + cell * CELL + offset),
      fc
        .tuple(fc.integer({ min: 0, max: 65 }), fc.integer({ min: 0, max: CELL - 1 }))
        .map(([cell, offset]) => at('9wj') + cell * CELL + offset),
      fc
        .tuple(
          fc.integer({ min: 0, max: 3 * CELLS_PER_SHARD - 1 }),
          fc.integer({ min: 0, max: CELL - 1 }),
        )
        .map(([cell, offset]) => base + cell * CELL + offset),
    );
    fc.assert(
      fc.property(
        entries('9wh'),
        entries('9wj'),
        fc.tuple(position, position, position),
        fc.double({ min: 0, max: 1e-3, noNaN: true }),
        (inH, inJ, cuts, density) => {
          const [a, b, c] = cuts.sort((x, y) => x - y);
          const cells = new CellCounts([
            { shard: '9wh', counts: inH },
            { shard: '9wj', counts: inJ },
          ]);
          const whole = cells.expected(a, c, density);
          const parts = cells.expected(a, b, density) + cells.expected(b, c, density);
          expect(whole).toBeGreaterThanOrEqual(0);
          expect(Math.abs(whole - parts)).toBeLessThanOrEqual(1e-9 * Math.max(1, whole));
          // A whole shard holds all its documents and the floor.
          const total = Object.values(inJ).reduce((sum, count) => sum + count, 0);
          expect(cells.expected(at('9wj'), at('9wk'), density)).toBeCloseTo(
            total + CELLS_PER_SHARD * EMPTY_CELL,
            6,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('CellCounts.radiusHolding', () => {
  const shardOf = (counts: Record<string, number>): CountShard[] =>
    [...new Set(Object.keys(counts).map(countShardOf))].map((shard) => ({
      shard,
      counts: Object.fromEntries(Object.entries(counts).filter(([cell]) => cell.startsWith(shard))),
    }));

  it('reaches into a near cell as far as the documents wanted lie, at most across it', () => {
    const cell = boxOfHash('9whpt4');
    // 5.6 km south of the cell: near enough for its extent to matter.
    const from: Location = [cell.south - 0.05, (cell.west + cell.east) / 2];
    const nearKm = minDistanceKm(from, cell);
    const farKm = maxDistanceKm(from, cell);
    const counts = new CellCounts(shardOf({ '9whpt4': 100 }));
    const one = counts.radiusHolding(from, 1, 30);
    const half = counts.radiusHolding(from, 50, 30);
    const all = counts.radiusHolding(from, 100, 30);
    expect(one).toBeGreaterThanOrEqual(nearKm);
    expect(half).toBeGreaterThan(one);
    expect(all).toBeGreaterThan(half);
    expect(all).toBeLessThanOrEqual(farKm);
    // Half of them lie in the nearer half of the cell, in distance.
    expect(half).toBeLessThan((nearKm + farKm) / 2 + 0.1);
    // More than there are: the whole circle.
    expect(counts.radiusHolding(from, 101, 30)).toBe(30);
    // A cell beyond maxKm is not counted at all.
    expect(counts.radiusHolding(from, 1, nearKm - 0.1)).toBe(nearKm - 0.1);
  });

  it('holds exactly as many documents as counted: sums of shares do not fall short', () => {
    const cell = boxOfHash('9whpt4');
    const from: Location = [cell.south - 0.05, (cell.west + cell.east) / 2];
    for (let count = 1; count <= 200; count++) {
      const counts = new CellCounts(shardOf({ '9whpt4': count }));
      expect(counts.radiusHolding(from, count, 30)).toBeLessThanOrEqual(maxDistanceKm(from, cell));
    }
  });

  it('takes a far cell as a point at its middle', () => {
    const cell = boxOfHash('9whpt4');
    const from: Location = [cell.south - 0.5, cell.west - 0.5];
    const counts = new CellCounts(shardOf({ '9whpt4': 100 }));
    const km = distanceKm(from, middleOf(cell));
    expect(km).toBeGreaterThan(60);
    expect(counts.radiusHolding(from, 1, 100)).toBeCloseTo(km, 9);
    expect(counts.radiusHolding(from, 100, 100)).toBeCloseTo(km, 9);
    expect(counts.radiusHolding(from, 101, 100)).toBe(100);
  });

  it('goes past a small near cluster to a larger farther one', () => {
    const near = '9whpt4';
    const far = countCellOf(encodeGeohash([ABQ[0] + 0.18, ABQ[1]]));
    const counts = new CellCounts(shardOf({ [near]: 30, [far]: 70 }));
    const from = middleOf(boxOfHash(near));
    const farBox = boxOfHash(far);
    expect(counts.radiusHolding(from, 30, 50)).toBeLessThanOrEqual(
      maxDistanceKm(from, boxOfHash(near)),
    );
    expect(counts.radiusHolding(from, 31, 50)).toBeGreaterThanOrEqual(minDistanceKm(from, farBox));
    expect(counts.radiusHolding(from, 100, 50)).toBeLessThanOrEqual(maxDistanceKm(from, farBox));
    expect(counts.radiusHolding(from, 100, 50)).toBeGreaterThan(15);
    // No counts at all: nothing says where the documents are, so the whole circle.
    expect(new CellCounts([]).radiusHolding(from, 1, 50)).toBe(50);
  });

  it('holds about the count asked: within maxKm, monotone, and bracketed by whole cells', () => {
    /** Documents at points up to about 40 km from Albuquerque, counted as the functions count. */
    const documents = fc.array(
      fc
        .tuple(
          fc.double({ min: -0.35, max: 0.35, noNaN: true }),
          fc.double({ min: -0.45, max: 0.45, noNaN: true }),
          fc.integer({ min: 1, max: 30 }),
        )
        .map(([dLat, dLng, copies]) => ({
          hash: encodeGeohash([ABQ[0] + dLat, ABQ[1] + dLng]),
          copies,
        })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        documents,
        fc.tuple(
          fc.double({ min: -0.1, max: 0.1, noNaN: true }),
          fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        ),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        (placed, [dLat, dLng], first, second, maxKm) => {
          const from: Location = [ABQ[0] + dLat, ABQ[1] + dLng];
          const tally = tallyCellCounts(
            placed.flatMap(({ hash, copies }) => Array<string>(copies).fill(hash)),
          );
          const counts = new CellCounts(
            [...tally].map(([shard, cells]) => ({ shard, counts: cells })),
          );
          const [less, more] = first <= second ? [first, second] : [second, first];
          const small = counts.radiusHolding(from, less, maxKm);
          const large = counts.radiusHolding(from, more, maxKm);
          expect(small).toBeGreaterThan(0);
          expect(large).toBeLessThanOrEqual(maxKm);
          expect(small).toBeLessThanOrEqual(large);
          const cells = [...tally.values()].flatMap((cellCounts) =>
            Object.entries(cellCounts).map(([cell, count]) => ({ box: boxOfHash(cell), count })),
          );
          const within = (km: number, distance: (box: LatLngBox) => number) =>
            cells
              .filter(({ box }) => distance(box) <= km)
              .reduce((sum, { count }) => sum + count, 0);
          // Cells wholly nearer than the radius hold fewer than asked (else it would be less)...
          const wholly = cells
            .filter(({ box }) => maxDistanceKm(from, box) < large)
            .reduce((sum, { count }) => sum + count, 0);
          expect(wholly).toBeLessThan(more);
          // ...and unless it gave up at maxKm, the cells it reaches into hold at least that many.
          if (large < maxKm)
            expect(within(large, (box) => minDistanceKm(from, box))).toBeGreaterThanOrEqual(more);
          // At maxKm because too few: every cell reaching into maxKm holds fewer.
          if (within(maxKm, (box) => minDistanceKm(from, box)) < more) expect(large).toBe(maxKm);
        },
      ),
      { numRuns: 200 },
    );
  });
});
