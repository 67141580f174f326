import { describe, expect, it } from 'vitest';
import { clustersOf, type MapCells } from './map-cells';

/** Cells of level 4 (16 × 16 over the world): [x, y, count, latitude sum, longitude sum, id, min, max, gel]. */
const cells: MapCells = {
  level: 4,
  values: new Float64Array([
    // Two listings in one cell, one in the cell to its east: both within cell (4, 6) of level 3.
    8, 12, 2, 83.4, 89.6, 10, 100_000, 300_000, 0, 9, 12, 1, 41.6, 45.1, 7, 50_000, 50_000, 135_000,
    // Alone in its cell at every level down to 2.
    0, 3, 1, 60, -170, 3, 80_000, 80_000, 216_000,
    // Just west of the antimeridian.
    15, 8, 3, -30, 537, 20, 10_000, 20_000, 0,
  ]),
};

const parse = (json: string) => JSON.parse(json) as number[][];

describe('clustersOf', () => {
  it('keeps each cell at its own level: a cluster of several, the point of one', () => {
    const answer = clustersOf(cells, 4);
    expect(answer.totalCount).toBe(7);
    expect(parse(answer.clustersJson)).toEqual([
      [2, 41.7, 44.8, 100_000, 300_000],
      [3, -10, 179, 10_000, 20_000],
    ]);
    expect(parse(answer.pointsJson)).toEqual([
      [7, 41.6, 45.1, 50_000, 135_000],
      [3, 60, -170, 80_000, 216_000],
    ]);
  });

  it('sums neighbouring cells into the cell of a coarser level: count, mean position, price range', () => {
    const answer = clustersOf(cells, 3);
    const [merged] = parse(answer.clustersJson);
    expect(merged?.[0]).toBe(3);
    expect(merged?.[1]).toBeCloseTo(125 / 3, 6);
    expect(merged?.[2]).toBeCloseTo(134.7 / 3, 6);
    expect(merged?.slice(3)).toEqual([50_000, 300_000]);
    expect(answer.totalCount).toBe(7);
  });

  it('keeps to a range of cells, which may run on across the antimeridian', () => {
    const east = clustersOf(cells, 4, { level: 4, west: 8, east: 9, north: 12, south: 13 });
    expect(east.totalCount).toBe(2);
    const across = clustersOf(cells, 4, { level: 4, west: 15, east: 17, north: 0, south: 16 });
    expect(across.totalCount).toBe(4);
    expect(parse(across.pointsJson)).toEqual([[3, 60, -170, 80_000, 216_000]]);
  });

  it('answers nothing for no cells', () => {
    expect(clustersOf({ level: 17, values: new Float64Array(0) }, 14)).toEqual({
      pointsJson: '[]',
      clustersJson: '[]',
      totalCount: 0,
    });
  });
});
