/**
 * The grid the map groups listings on (decision 025). Positions are Web Mercator, as every tile map draws
 * them: x and y run from 0 to 1, x eastwards from the antimeridian, y southwards from the top of the map.
 * At zoom z the world is 2^z tiles of 256 px across; server clusters sit on cells of a quarter tile
 * (64 px), that is the tiles of zoom z + 2, so a view snapped to whole tiles is also whole cells.
 */

/** An area in degrees; west > east crosses the antimeridian. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** log2 of the cells per tile side: 4 cells of 64 px across a 256 px tile. */
export const CELLS_PER_TILE_LOG2 = 2;
/** The most cells a clustered answer spans across either side of its area (its size stays bounded). */
export const MAX_CELLS_ACROSS = 64;
/** Web Mercator stops here: the map is square. */
const MAX_LATITUDE = 85.0511287798;

const RADIANS = Math.PI / 180;

export const longitudeToX = (longitude: number) => (longitude + 180) / 360;
export const xToLongitude = (x: number) => x * 360 - 180;

export function latitudeToY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  return 0.5 - Math.atanh(Math.sin(clamped * RADIANS)) / (2 * Math.PI);
}

export const yToLatitude = (y: number) => Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) / RADIANS;

/**
 * The cells of one level (2^level per side of the world) covering an area: x from `west` to `east` and
 * y from `north` to `south`, each end exclusive of the last cell (`east` − `west` cells across). An edge
 * less than a hundredth of a cell past a cell boundary snaps to it, so an area written with a few
 * decimals of a degree stays on the cells it was snapped to.
 */
export interface CellRange {
  level: number;
  west: number;
  east: number;
  north: number;
  south: number;
}

const SNAP_TOLERANCE = 0.01;
const floorCell = (value: number) => Math.floor(value + SNAP_TOLERANCE);
const ceilCell = (value: number) => Math.ceil(value - SNAP_TOLERANCE);

export function cellsCovering(box: Box, level: number): CellRange {
  const cells = 2 ** level;
  const west = floorCell(longitudeToX(box.west) * cells);
  // Across the antimeridian the range goes on into the next copy of the world.
  const east = ceilCell(longitudeToX(box.east) * cells) + (box.west > box.east ? cells : 0);
  const north = floorCell(latitudeToY(box.north) * cells);
  const south = ceilCell(latitudeToY(box.south) * cells);
  return { level, west, east: Math.max(east, west + 1), north, south: Math.max(south, north + 1) };
}

/** The area of a cell range in degrees (the inverse of `cellsCovering` for an area on cell boundaries). */
export function boxOfCells(range: CellRange): Box {
  const cells = 2 ** range.level;
  const wrap = (x: number) => (x > cells ? x - cells : x);
  return {
    west: xToLongitude(range.west / cells),
    east: xToLongitude(wrap(range.east) / cells),
    north: yToLatitude(range.north / cells),
    south: yToLatitude(range.south / cells),
  };
}

/**
 * The latitudes of the cell rows' edges from south to north (ascending, as `width_bucket` takes them):
 * the row `south − 1` lies between the first two, the row `north` between the last two.
 */
export function rowEdgeLatitudes(range: CellRange): number[] {
  const cells = 2 ** range.level;
  const edges: number[] = [];
  for (let row = range.south; row >= range.north; row -= 1) edges.push(yToLatitude(row / cells));
  return edges;
}

/**
 * The level of the cells that clusters at `zoom` sit on: quarter tiles, coarser when the area would
 * otherwise span more than MAX_CELLS_ACROSS cells (a view much larger than a screen).
 */
export function clusterLevel(zoom: number, area: Box): number {
  const width = longitudeToX(area.east) - longitudeToX(area.west) + (area.west > area.east ? 1 : 0);
  const height = latitudeToY(area.south) - latitudeToY(area.north);
  const extent = Math.max(width, height, Number.EPSILON);
  const fitting = Math.floor(Math.log2(MAX_CELLS_ACROSS / extent));
  return Math.max(0, Math.min(zoom + CELLS_PER_TILE_LOG2, fitting));
}
