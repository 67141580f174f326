import { sql, type SQL } from 'drizzle-orm';
import type { CellRange } from '@sakhli/shared/rules/map-grid';
import { rowEdgeLatitudes } from '@sakhli/shared/rules/map-grid';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';

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

/** Mean of the cell's positions, to the 6 decimals coordinates are kept to (about 10 cm). */
const mean = (sum: SQL) => sql`round((${sum} / cells.count)::numeric, 6)`;

/**
 * The matches grouped by cell of the grid `cells` (map-grid.ts): each cell of several listings as
 * [count, latitude, longitude, minPriceUsd, maxPriceUsd] at the mean position of its listings, a cell of
 * one listing as its point. Both arrays are written as JSON text by PostgreSQL, in one pass over the
 * map index. A row of cells is found by a binary search over the rows' edge latitudes (`width_bucket`)
 * rather than by projecting every listing's latitude; a listing outside the rows (the city's bounds, for a
 * listing stored before they were checked) falls into the cell beyond the first or last row.
 */
export async function selectMapClustersJson(db: Db, where: SQL, cells: CellRange) {
  const columnsPerDegree = 2 ** cells.level / 360;
  const rowEdges = `{${rowEdgeLatitudes(cells).join(',')}}`;
  const grouped = sql`
    select count(*)::int as count,
      sum(${properties.latitude}) as latitude_sum,
      sum(${properties.longitude}) as longitude_sum,
      min(${properties.id}) as id,
      min(${properties.priceUsd}) as min_price_usd,
      max(${properties.priceUsd}) as max_price_usd,
      min(${properties.priceGel}) as price_gel
    from ${properties}
    where ${where}
    group by floor((${properties.longitude} + 180) * ${columnsPerDegree}::float8),
      width_bucket(${properties.latitude}, ${rowEdges}::float8[])`;
  const result = await db.execute(sql`
    select
      '[' || coalesce(string_agg(concat('[', cells.id, ',', cells.latitude_sum, ',', cells.longitude_sum, ',',
        cells.min_price_usd, ',', cells.price_gel, ']'), ',') filter (where cells.count = 1), '') || ']' as points,
      '[' || coalesce(string_agg(concat('[', cells.count, ',', ${mean(sql`cells.latitude_sum`)}, ',',
        ${mean(sql`cells.longitude_sum`)}, ',', cells.min_price_usd, ',', cells.max_price_usd, ']'), ',')
        filter (where cells.count > 1), '') || ']' as clusters,
      coalesce(sum(cells.count), 0)::int as total_count
    from (${grouped}) as cells`);
  const [row] = (result as { rows: { points: string; clusters: string; total_count: number }[] }).rows;
  return {
    pointsJson: row?.points ?? '[]',
    clustersJson: row?.clusters ?? '[]',
    totalCount: Number(row?.total_count ?? 0),
  };
}
