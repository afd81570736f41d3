import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  HASH_BITS,
  POSITION_END,
  cellBox,
  cellEnd,
  cellSize,
  cellStart,
  cellsOfInterval,
  childrenOf,
  depthForCellSize,
  hashOf,
  positionOf,
} from './geohash-cells';
import { encodeGeohash } from './geohash';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const position = fc.integer({ min: 0, max: POSITION_END - 1 });

describe('geohash positions', () => {
  it('reads and writes 10-character geohashes as 50-bit positions, in the same order', () => {
    expect(HASH_BITS).toBe(50);
    expect(positionOf('0000000000')).toBe(0);
    expect(positionOf('zzzzzzzzzz')).toBe(POSITION_END - 1);
    expect(hashOf(0)).toBe('0000000000');
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(positionOf(hashOf(a))).toBe(a);
        expect(Math.sign(hashOf(a).localeCompare(hashOf(b), 'en'))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('places a longer hash at its 10-character prefix and pads a shorter one', () => {
    expect(positionOf('9whpsuqt8wxyz')).toBe(positionOf('9whpsuqt8w'));
    expect(positionOf('9wh')).toBe(positionOf('9wh0000000'));
  });

  it('rejects what is not a geohash or not a position', () => {
    expect(() => positionOf('9whpa')).toThrow(RangeError);
    expect(() => hashOf(-1)).toThrow(RangeError);
    expect(() => hashOf(POSITION_END)).toThrow(RangeError);
    expect(() => hashOf(1.5)).toThrow(RangeError);
  });
});

describe('cells', () => {
  it('hold every point whose geohash falls in them', () => {
    fc.assert(
      fc.property(
        latitude,
        longitude,
        fc.integer({ min: 0, max: HASH_BITS }),
        (lat, lng, depth) => {
          const at = positionOf(encodeGeohash([lat, lng]));
          const box = cellBox({ depth, index: Math.floor(at / cellSize(depth)) });
          expect(lat).toBeGreaterThanOrEqual(box.south);
          expect(lat).toBeLessThanOrEqual(box.north);
          expect(lng).toBeGreaterThanOrEqual(box.west);
          expect(lng).toBeLessThanOrEqual(box.east);
        },
      ),
    );
  });

  it('halve longitude first, then latitude', () => {
    expect(cellBox({ depth: 0, index: 0 })).toEqual({
      south: -90,
      north: 90,
      west: -180,
      east: 180,
    });
    expect(cellBox({ depth: 1, index: 1 })).toEqual({ south: -90, north: 90, west: 0, east: 180 });
    expect(cellBox({ depth: 2, index: 1 })).toEqual({ south: 0, north: 90, west: -180, east: 0 });
    const [low, high] = childrenOf({ depth: 3, index: 5 });
    expect([cellStart(low), cellEnd(high)]).toEqual([
      cellStart({ depth: 3, index: 5 }),
      cellEnd({ depth: 3, index: 5 }),
    ]);
  });

  it('split an interval into the fewest aligned cells that make it up exactly', () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const cells = cellsOfInterval(start, end);
        let at = start;
        for (const cell of cells) {
          expect(cellStart(cell)).toBe(at);
          expect(cellStart(cell) % cellSize(cell.depth)).toBe(0);
          at = cellEnd(cell);
        }
        expect(at).toBe(end);
        expect(cells.length).toBeLessThanOrEqual(2 * HASH_BITS);
      }),
    );
    expect(cellsOfInterval(0, POSITION_END)).toEqual([{ depth: 0, index: 0 }]);
  });

  it('are at most the asked size at the depth chosen for it', () => {
    for (const [km, lat] of [
      [0.05, 35],
      [1, 0],
      [25, 60],
      [100, -89.9],
    ] as const) {
      const depth = depthForCellSize(km, lat);
      const box = cellBox({ depth, index: 0 });
      const heightKm = (box.north - box.south) * 111.32;
      const widthKm = (box.east - box.west) * 111.32 * Math.cos((lat * Math.PI) / 180);
      expect(heightKm).toBeLessThanOrEqual(km * 1.0001);
      expect(widthKm).toBeLessThanOrEqual(km * 1.0001);
      expect(depth).toBeGreaterThanOrEqual(1);
    }
    expect(depthForCellSize(1e-9, 0)).toBe(HASH_BITS);
  });
});
