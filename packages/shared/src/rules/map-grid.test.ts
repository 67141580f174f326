import { describe, expect, it } from 'vitest';
import {
  boxOfCells,
  cellsCovering,
  clusterLevel,
  latitudeToY,
  longitudeToX,
  rowEdgeLatitudes,
  yToLatitude,
} from './map-grid';

const TBILISI_VIEW = { west: 44.7, south: 41.66, east: 44.9, north: 41.8 };

describe('map grid', () => {
  it('projects like a tile map: the top-left tile of zoom 1 ends at the equator and the prime meridian', () => {
    expect(longitudeToX(0)).toBe(0.5);
    expect(latitudeToY(0)).toBeCloseTo(0.5, 12);
    expect(latitudeToY(85.0511287798)).toBeCloseTo(0, 9);
    expect(yToLatitude(latitudeToY(41.7151))).toBeCloseTo(41.7151, 9);
  });

  it('covers an area with whole cells, outwards, and gives their area back', () => {
    const cells = cellsCovering(TBILISI_VIEW, 14);
    const box = boxOfCells(cells);
    expect(box.west).toBeLessThanOrEqual(TBILISI_VIEW.west);
    expect(box.east).toBeGreaterThanOrEqual(TBILISI_VIEW.east);
    expect(box.north).toBeGreaterThanOrEqual(TBILISI_VIEW.north);
    expect(box.south).toBeLessThanOrEqual(TBILISI_VIEW.south);
    // At most one cell (360 / 2^14 degrees of longitude) wider on each side.
    expect(TBILISI_VIEW.west - box.west).toBeLessThan(360 / 2 ** 14);
    expect(box.east - TBILISI_VIEW.east).toBeLessThan(360 / 2 ** 14);
    // An area on cell boundaries, even rounded to 7 decimals, covers the same cells.
    const round = (degrees: number) => Number(degrees.toFixed(7));
    const rounded = {
      west: round(box.west),
      south: round(box.south),
      east: round(box.east),
      north: round(box.north),
    };
    expect(cellsCovering(rounded, 14)).toEqual(cells);
  });

  it('keeps the tiles of a zoom on cell boundaries of the levels below it', () => {
    const tiles = cellsCovering(TBILISI_VIEW, 12);
    const quarterTiles = cellsCovering(boxOfCells(tiles), 14);
    expect(quarterTiles).toEqual({
      level: 14,
      west: tiles.west * 4,
      east: tiles.east * 4,
      north: tiles.north * 4,
      south: tiles.south * 4,
    });
  });

  it("lists the rows' edges from south to north", () => {
    const cells = cellsCovering(TBILISI_VIEW, 14);
    const edges = rowEdgeLatitudes(cells);
    expect(edges).toHaveLength(cells.south - cells.north + 1);
    expect(edges).toEqual([...edges].sort((a, b) => a - b));
    expect(edges[0]).toBeCloseTo(boxOfCells(cells).south, 9);
    expect(edges.at(-1)).toBeCloseTo(boxOfCells(cells).north, 9);
  });

  it('goes on across the antimeridian', () => {
    const cells = cellsCovering({ west: 179, south: -1, east: -179, north: 1 }, 8);
    expect(cells.east - cells.west).toBe(2);
    expect(boxOfCells(cells)).toMatchObject({ west: 178.59375, east: -178.59375 });
  });

  it('puts clusters on quarter tiles of the zoom, coarser for an area wider than 64 cells', () => {
    expect(clusterLevel(12, TBILISI_VIEW)).toBe(14);
    expect(clusterLevel(14, TBILISI_VIEW)).toBe(16);
    expect(clusterLevel(15, TBILISI_VIEW)).toBe(16);
    const cells = cellsCovering(TBILISI_VIEW, clusterLevel(18, TBILISI_VIEW));
    expect(cells.east - cells.west).toBeLessThanOrEqual(65);
    expect(cells.east - cells.west).toBeGreaterThan(32);
    expect(clusterLevel(3, { west: -180, south: -85, east: 180, north: 85 })).toBe(5);
    expect(clusterLevel(10, { west: -180, south: -85, east: 180, north: 85 })).toBe(6);
  });
});
