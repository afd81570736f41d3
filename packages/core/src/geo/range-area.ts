import { maxDistanceKm, minDistanceKm } from './box-distance';
import type { PositionRange } from './covering';
import { type Cell, cellBox, cellsOfInterval, childrenOf } from './geohash-cells';
import type { Location } from './validation';

const KM_PER_DEGREE = 111.32;
/** How many halvings a cell on the rim gets before its area is split half and half. */
const RIM_DEPTH = 12;

function cellAreaKm2(cell: Cell): number {
  const box = cellBox(cell);
  const middle = ((box.north + box.south) / 2) * (Math.PI / 180);
  return (box.north - box.south) * (box.east - box.west) * KM_PER_DEGREE ** 2 * Math.cos(middle);
}

/** About how much of the range's area lies within `radiusKm` of `center`, in km². */
export function areaWithinKm2(center: Location, range: PositionRange, radiusKm: number): number {
  let area = 0;
  const visit = (cell: Cell, depth: number) => {
    const box = cellBox(cell);
    if (minDistanceKm(center, box) > radiusKm) return;
    const inside = maxDistanceKm(center, box) <= radiusKm;
    if (inside || depth >= RIM_DEPTH || cell.depth >= 50) {
      area += cellAreaKm2(cell) * (inside ? 1 : 0.5);
      return;
    }
    for (const child of childrenOf(cell)) visit(child, depth + 1);
  };
  for (const cell of cellsOfInterval(range.start, range.end)) visit(cell, 0);
  return area;
}
