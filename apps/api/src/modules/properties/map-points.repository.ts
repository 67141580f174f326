import { sql, type SQL } from 'drizzle-orm';
import { rowEdgeLatitudes, type CellRange } from '@sakhli/shared/rules/map-grid';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { MAP_CELL_LEVEL, MAP_CELL_ROW_SPAN, mapCellOf } from '../../db/schema/map-cell';
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

const cellAggregates = sql`count(*) as count,
  sum(${properties.latitude}) as latitude_sum,
  sum(${properties.longitude}) as longitude_sum,
  min(${properties.id}) as id,
  min(${properties.priceUsd}) as min_price_usd,
  max(${properties.priceUsd}) as max_price_usd,
  min(${properties.priceGel}) as price_gel`;

/** The cells' numbers written by PostgreSQL as one text: `columns` first, then the aggregates. */
async function cellNumbers(db: Db, columns: SQL, grouped: SQL): Promise<number[]> {
  const result = await db.execute(sql`
    select string_agg(concat_ws(',', ${columns}, cells.count, cells.latitude_sum, cells.longitude_sum,
      cells.id, cells.min_price_usd, cells.max_price_usd, cells.price_gel), ',') as cells
    from (${grouped}) as cells`);
  const [row] = (result as { rows: { cells: string | null }[] }).rows;
  return row?.cells ? row.cells.split(',').map(Number) : [];
}

/**
 * The matches grouped by their map cell (MAP_CELL_LEVEL, a column of the map index): PostgreSQL sums them
 * in index order, district by district (a cell across two districts comes twice; `clustersOf` adds them).
 */
export async function selectKeptLevelCells(db: Db, where: SQL): Promise<MapCells> {
  const cell = mapCellOf(properties.latitude, properties.longitude);
  const numbers = await cellNumbers(
    db,
    sql`cells.cell`,
    sql`select ${cell} as cell, ${cellAggregates} from ${properties} where ${where}
      group by ${properties.districtId}, ${cell}`,
  );
  const values = new Float64Array((numbers.length / (CELL_STRIDE - 1)) * CELL_STRIDE);
  for (let from = 0, to = 0; from < numbers.length; from += CELL_STRIDE - 1, to += CELL_STRIDE) {
    const key = numbers[from]!;
    values[to] = Math.floor(key / MAP_CELL_ROW_SPAN);
    values[to + 1] = key % MAP_CELL_ROW_SPAN;
    values.set(numbers.slice(from + 1, from + CELL_STRIDE - 1), to + 2);
  }
  return { level: MAP_CELL_LEVEL, values };
}

/**
 * The matches grouped by cell of the level of `range`, finer than the map cells, in one pass over the map
 * index. A listing's row is found by a binary search over the rows' edge latitudes (`width_bucket`), half
 * the cost of projecting its latitude; the range's rows hold every match (its conditions are the caller's).
 */
export async function selectFineCells(db: Db, where: SQL, range: CellRange): Promise<MapCells> {
  const columnsPerDegree = 2 ** range.level / 360;
  const rowEdges = `{${rowEdgeLatitudes(range).join(',')}}`;
  const values = new Float64Array(
    await cellNumbers(
      db,
      sql`cells.x, cells.row_bucket`,
      sql`select floor((${properties.longitude} + 180) * ${columnsPerDegree}::float8) as x,
        width_bucket(${properties.latitude}, ${rowEdges}::float8[]) as row_bucket, ${cellAggregates}
      from ${properties} where ${where} group by 1, 2`,
    ),
  );
  // width_bucket numbers the rows from the south edge, from 1 (0: south of it, rows + 1: north of it).
  for (let offset = 1; offset < values.length; offset += CELL_STRIDE) {
    values[offset] = range.south - values[offset]!;
  }
  return { level: range.level, values };
}
