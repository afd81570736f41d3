import { maxDistanceKm, minDistanceKm } from './box-distance';
import { type BoxedCell, type PositionRange, boxedChildren } from './covering';
import {
  HASH_BITS,
  type LatLngBox,
  cellBox,
  cellsOfInterval,
  depthForCellSize,
} from './geohash-cells';
import type { Location } from './validation';

const KM_PER_DEGREE = 111.32;
/** Cells across the rim are refined until they are this fraction of the radius across. */
const RIM_FRACTION = 1 / 32;
/** Rim cells refined at once, at most (near a pole the rim would need millions). */
const MAX_RIM_CELLS = 4096;

function boxAreaKm2(box: LatLngBox): number {
  const middle = ((box.north + box.south) / 2) * (Math.PI / 180);
  return (box.north - box.south) * (box.east - box.west) * KM_PER_DEGREE ** 2 * Math.cos(middle);
}

/**
 * About how much of the range's area lies within `radiusKm` of `center`, in km². Cells wholly
 * inside count whole; cells across the rim are halved, level by level, until they are a small
 * fraction of the radius across, and then count half (the rim cuts them about in the middle on
 * average), so the error stays a few percent of the circle whatever the range's cells are.
 * Near a pole the rim would need too many cells; past MAX_RIM_CELLS the coarse rim cells count
 * half and the figure can be many times too large (it only feeds nearby search's first guess,
 * never what the search returns).
 */
export function areaWithinKm2(center: Location, range: PositionRange, radiusKm: number): number {
  const rimDepth = depthForCellSize(radiusKm * RIM_FRACTION, center[0]);
  let area = 0;
  let rim: BoxedCell[] = [];
  const sort = (cells: BoxedCell[]) => {
    for (const { cell, box } of cells) {
      if (minDistanceKm(center, box) > radiusKm) continue;
      const inside = maxDistanceKm(center, box) <= radiusKm;
      if (inside) area += boxAreaKm2(box);
      else if (cell.depth >= rimDepth || cell.depth >= HASH_BITS) area += boxAreaKm2(box) / 2;
      else rim.push({ cell, box });
    }
  };
  sort(cellsOfInterval(range.start, range.end).map((cell) => ({ cell, box: cellBox(cell) })));
  while (rim.length > 0) {
    if (rim.length * 2 > MAX_RIM_CELLS) {
      for (const { box } of rim) area += boxAreaKm2(box) / 2;
      break;
    }
    const children = rim.flatMap(boxedChildren);
    rim = [];
    sort(children);
  }
  return area;
}
