import { GEOHASH_ALPHABET, GEOHASH_PRECISION_DEFAULT } from './validation';

/**
 * Geohashes as positions on the Z-order curve. A stored hash has 10 characters of 5 bits, so a
 * hash is a 50-bit integer (exact in a double) and string order equals numeric order. A cell is
 * a bit prefix: `depth` bits with value `index`, i.e. the positions [index, index + 1) * 2^(50 -
 * depth). Working in bits rather than characters lets a covering use cells half or a quarter of
 * a character's size, which is what keeps range queries tight.
 */
export const HASH_BITS = GEOHASH_PRECISION_DEFAULT * 5;
/** One past the last position: the end of the world, where a range has no upper bound. */
export const POSITION_END = 2 ** HASH_BITS;

export interface Cell {
  depth: number;
  index: number;
}

/** A box of latitudes and longitudes in degrees. */
export interface LatLngBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

const charValue = new Map([...GEOHASH_ALPHABET].map((char, value) => [char, value]));

/**
 * The position of a geohash: its first 10 characters, padded with the lowest character. Longer
 * hashes sort after their 10-character prefix and before the next one, so a range
 * [hashOf(a), hashOf(b)) over stored hashes holds exactly the hashes whose position is in [a, b).
 */
export function positionOf(hash: string): number {
  let position = 0;
  for (let i = 0; i < GEOHASH_PRECISION_DEFAULT; i++) {
    const char = hash[i];
    const value = char === undefined ? 0 : charValue.get(char);
    if (value === undefined) throw new RangeError(`Not a geohash character: ${char}`);
    position = position * 32 + value;
  }
  return position;
}

/** The 10-character geohash of a position in [0, 2^50). */
export function hashOf(position: number): string {
  if (!Number.isInteger(position) || position < 0 || position >= POSITION_END) {
    throw new RangeError(`Not a geohash position: ${position}`);
  }
  let hash = '';
  for (let shift = HASH_BITS - 5; shift >= 0; shift -= 5) {
    hash += GEOHASH_ALPHABET[Math.floor(position / 2 ** shift) % 32];
  }
  return hash;
}

export function cellSize(depth: number): number {
  return 2 ** (HASH_BITS - depth);
}

export function cellStart(cell: Cell): number {
  return cell.index * cellSize(cell.depth);
}

export function cellEnd(cell: Cell): number {
  return (cell.index + 1) * cellSize(cell.depth);
}

export function childrenOf(cell: Cell): [Cell, Cell] {
  const depth = cell.depth + 1;
  return [
    { depth, index: cell.index * 2 },
    { depth, index: cell.index * 2 + 1 },
  ];
}

/**
 * The boxes of a cell's two children, from the cell's own box: the next bit halves the
 * longitude span at an even depth, the latitude span at an odd one (as in cellBox).
 */
export function childBoxes(cell: Cell, box: LatLngBox): [LatLngBox, LatLngBox] {
  if (cell.depth % 2 === 0) {
    const mid = (box.west + box.east) / 2;
    return [
      { ...box, east: mid },
      { ...box, west: mid },
    ];
  }
  const mid = (box.south + box.north) / 2;
  return [
    { ...box, north: mid },
    { ...box, south: mid },
  ];
}

/**
 * The box a cell covers. Geohash bits alternate, longitude first: each bit halves the longitude
 * span (even bits) or the latitude span (odd bits) and keeps the upper half when it is 1.
 */
export function cellBox(cell: Cell): LatLngBox {
  const box = { south: -90, north: 90, west: -180, east: 180 };
  for (let bit = 0; bit < cell.depth; bit++) {
    const one = Math.floor(cell.index / 2 ** (cell.depth - 1 - bit)) % 2 === 1;
    if (bit % 2 === 0) {
      const mid = (box.west + box.east) / 2;
      if (one) box.west = mid;
      else box.east = mid;
    } else {
      const mid = (box.south + box.north) / 2;
      if (one) box.south = mid;
      else box.north = mid;
    }
  }
  return box;
}

/**
 * The fewest aligned cells whose union is exactly the positions [start, end): the usual
 * decomposition of an interval into power-of-two blocks, at most two per depth.
 */
export function cellsOfInterval(start: number, end: number): Cell[] {
  const cells: Cell[] = [];
  let at = start;
  while (at < end) {
    let depth = 0;
    // The largest block that starts at `at` (aligned) and still fits before `end`.
    while (depth < HASH_BITS && (at % cellSize(depth) !== 0 || at + cellSize(depth) > end)) depth++;
    cells.push({ depth, index: at / cellSize(depth) });
    at += cellSize(depth);
  }
  return cells;
}

/** The shallowest depth at which cells are at most `km` tall and wide at this latitude. */
export function depthForCellSize(km: number, latitude: number): number {
  const kmPerDegreeLat = 111.32;
  const kmPerDegreeLng = Math.max(1e-9, kmPerDegreeLat * Math.cos((latitude * Math.PI) / 180));
  const lngBits = Math.log2(360 / (km / kmPerDegreeLng));
  const latBits = Math.log2(180 / (km / kmPerDegreeLat));
  // Depth d has ceil(d/2) longitude bits and floor(d/2) latitude bits.
  const depth = Math.max(2 * Math.ceil(lngBits) - 1, 2 * Math.ceil(latBits));
  return Math.min(HASH_BITS, Math.max(1, depth));
}
