import type { CellRange } from '@sakhli/shared/rules/map-grid';

/**
 * Matches grouped by cell of one grid level (map-grid.ts), as the database sums them: per cell [x, y,
 * count, latitude sum, longitude sum, id, min priceUsd, max priceUsd, priceGel], x and y being the cell's
 * column and row in the whole world at that level, id and priceGel the listing's own in a cell of one
 * listing. Counts, sums and extremes add up, so the cells of a coarser level come from a finer one's
 * without the database.
 */
export interface MapCells {
  level: number;
  values: Float64Array;
}

export const CELL_STRIDE = 9;

/** The answer's arrays as JSON text, and how many listings they hold. */
export interface ClusteredAnswer {
  pointsJson: string;
  clustersJson: string;
  totalCount: number;
}

/** Coordinates are kept to 6 decimals (about 10 cm). */
const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The clusters of `cells` at `level` (at most the cells' own), within `range` of that level when given: a
 * cell of several listings as [count, latitude, longitude, minPriceUsd, maxPriceUsd] at their mean
 * position, a cell of one listing as its point [id, latitude, longitude, priceUsd, priceGel].
 */
export function clustersOf(
  { level: fineLevel, values }: MapCells,
  level: number,
  range?: CellRange,
): ClusteredAnswer {
  const shift = 2 ** (fineLevel - level);
  const groups = new Map<number, number[]>();
  for (let offset = 0; offset < values.length; offset += CELL_STRIDE) {
    const x = Math.floor(values[offset]! / shift);
    const y = Math.floor(values[offset + 1]! / shift);
    if (range && (y < range.north || y >= range.south || !isInColumns(x, range, level))) continue;
    // Rows are far fewer than 2^26 at any level used: one number keys a cell.
    const key = x * 67_108_864 + y;
    const group = groups.get(key);
    const [count, latitudeSum, longitudeSum, id, minPriceUsd, maxPriceUsd, priceGel] = values.subarray(
      offset + 2,
      offset + CELL_STRIDE,
    );
    if (!group) {
      groups.set(key, [count!, latitudeSum!, longitudeSum!, id!, minPriceUsd!, maxPriceUsd!, priceGel!]);
      continue;
    }
    group[0]! += count!;
    group[1]! += latitudeSum!;
    group[2]! += longitudeSum!;
    group[4] = Math.min(group[4]!, minPriceUsd!);
    group[5] = Math.max(group[5]!, maxPriceUsd!);
  }
  const points: string[] = [];
  const clusters: string[] = [];
  let totalCount = 0;
  for (const [count, latitudeSum, longitudeSum, id, minPriceUsd, maxPriceUsd, priceGel] of groups.values()) {
    totalCount += count!;
    if (count === 1) points.push(`[${id},${latitudeSum},${longitudeSum},${minPriceUsd},${priceGel}]`);
    else {
      const latitude = roundDegrees(latitudeSum! / count!);
      const longitude = roundDegrees(longitudeSum! / count!);
      clusters.push(`[${count},${latitude},${longitude},${minPriceUsd},${maxPriceUsd}]`);
    }
  }
  return { pointsJson: `[${points.join(',')}]`, clustersJson: `[${clusters.join(',')}]`, totalCount };
}

/** Whether column `x` lies in the range's columns, which may run on across the antimeridian. */
function isInColumns(x: number, range: CellRange, level: number): boolean {
  const columns = 2 ** level;
  return (x >= range.west && x < range.east) || (x + columns >= range.west && x + columns < range.east);
}
