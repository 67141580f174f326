import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The grid level of a listing's map cell: the quarter tiles of zoom 15 (decision 025). */
export const MAP_CELL_LEVEL = 17;
/** A cell's key is its column times this plus its row: rows stay below it at every latitude. */
export const MAP_CELL_ROW_SPAN = 2 ** (MAP_CELL_LEVEL + 1);

const columnsPerDegree = sql.raw(String(2 ** MAP_CELL_LEVEL / 360));
const rowsPerWorld = sql.raw(String(2 ** MAP_CELL_LEVEL));
const rowSpan = sql.raw(String(MAP_CELL_ROW_SPAN));

/**
 * A listing's Web Mercator cell at MAP_CELL_LEVEL as one number (column × MAP_CELL_ROW_SPAN + row), the
 * latitude held within the square map. It is a column of the map index, which orders a district's listings
 * by cell: clusters are then summed in index order, with no hashing and no projection per listing. Queries
 * must write it exactly so (constants inlined, never parameters) for PostgreSQL to read it from the index.
 */
export function mapCellOf(latitude: AnyPgColumn, longitude: AnyPgColumn): SQL {
  return sql`(floor((${longitude} + 180) * ${columnsPerDegree})::bigint * ${rowSpan} + floor((0.5 - atanh(sin(radians(least(greatest(${latitude}, -85.0), 85.0)))) / (2 * pi())) * ${rowsPerWorld})::bigint)`;
}
