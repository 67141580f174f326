import { sql, type SQL } from 'drizzle-orm';
import { rowEdgeLatitudes, type CellRange } from '@sakhli/shared/rules/map-grid';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { CELL_STRIDE, type MapCells } from './map-cells';

const point = sql`concat('[', ${properties.id}, ',', ${properties.latitude}, ',', ${properties.longitude}, ',', ${properties.priceUsd}, ',', ${properties.priceGel}, ']')`;

/**
 * Every match as [id, latitude, longitude, priceUsd, priceGel], written by PostgreSQL as one JSON array
 * text (from the covering map index): 100,000 points cross the wire as one value, not 100,000 rows.
 * Concatenating text is about twice as fast as json_agg here; every column is a non-null number.
 */
export async function selectMapPointsJson(db: Db, where: SQL) {
  const [row] = await db
    .select({
      points: sql<string>`'[' || coalesce(string_agg(${point}, ','), '') || ']'`,
      totalCount: sql<number>`count(*)::int`,
    })
    .from(properties)
    .where(where);
  return { pointsJson: row?.points ?? '[]', totalCount: Number(row?.totalCount ?? 0) };
}

/** How many listings match, counted no further than `limit`: enough to know whether a list is short. */
export async function countMatchesUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const capped = db.select({ id: properties.id }).from(properties).where(where).limit(limit).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.count ?? 0);
}

/**
 * The matches grouped by cell of the grid level of `range` (map-cells.ts), in one pass over the map index;
 * PostgreSQL writes the cells as one text of numbers. A listing's row of cells is found by a binary search
 * over the rows' edge latitudes (`width_bucket`), which costs half of projecting its latitude; the range's
 * rows must hold every match (the city's bounds do: listings are placed within them), a listing outside
 * them counting in the row just beyond.
 */
export async function selectMapCells(db: Db, where: SQL, range: CellRange): Promise<MapCells> {
  const columnsPerDegree = 2 ** range.level / 360;
  const rowEdges = `{${rowEdgeLatitudes(range).join(',')}}`;
  const result = await db.execute(sql`
    select string_agg(concat_ws(',', cells.x, cells.row_bucket, cells.count, cells.latitude_sum,
      cells.longitude_sum, cells.id, cells.min_price_usd, cells.max_price_usd, cells.price_gel), ',') as cells
    from (
      select floor((${properties.longitude} + 180) * ${columnsPerDegree}::float8) as x,
        width_bucket(${properties.latitude}, ${rowEdges}::float8[]) as row_bucket,
        count(*) as count,
        sum(${properties.latitude}) as latitude_sum,
        sum(${properties.longitude}) as longitude_sum,
        min(${properties.id}) as id,
        min(${properties.priceUsd}) as min_price_usd,
        max(${properties.priceUsd}) as max_price_usd,
        min(${properties.priceGel}) as price_gel
      from ${properties}
      where ${where}
      group by 1, 2
    ) as cells`);
  const [row] = (result as { rows: { cells: string | null }[] }).rows;
  const values = new Float64Array(row?.cells ? row.cells.split(',').map(Number) : []);
  // width_bucket numbers the rows from the south edge, from 1 (0: south of it, rows + 1: north of it).
  for (let offset = 1; offset < values.length; offset += CELL_STRIDE) {
    values[offset] = range.south - values[offset]!;
  }
  return { level: range.level, values };
}
