import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prepareStatement, type Db } from '../../db/client';
import { districts, properties, propertyPhotos, users } from '../../db/schema/index';
import { PHOTO_ROW_COLUMNS, PROPERTY_ROW_COLUMNS, type PhotoRow, type PropertyRow } from './property-row';

/** `select <columns aliased to their field names>`: the rows come back as the driver parses them. */
function selectList(columns: Record<string, AnyPgColumn | SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([field, column]) => sql`${column} as ${sql.identifier(field)}`),
    sql`, `,
  );
}
/** What a listing's row joins: its district's names and its owner's name. */
const LISTING_JOINS = sql`left join ${districts} on ${districts.id} = ${properties.districtId}
  left join ${users} on ${users.id} = ${properties.userId}`;
const PROPERTY_SELECT = sql`select ${selectList(PROPERTY_ROW_COLUMNS)} from ${properties} ${LISTING_JOINS}`;

/** A listing's row with its photos in display order. */
export interface ListingRow extends PropertyRow {
  photos: PhotoRow[];
}

/**
 * The columns of a ListingRow: the row's, and its photos as one JSON array built by the database, so a
 * page of listings is one statement (one snapshot, one round trip) and the driver parses one value per
 * listing instead of a row per photo.
 */
const LISTING_COLUMNS = sql`${selectList(PROPERTY_ROW_COLUMNS)}, (
  select coalesce(json_agg(json_build_object(${sql.join(
    Object.entries(PHOTO_ROW_COLUMNS).map(([field, column]) => sql`${field}::text, ${column}`),
    sql`, `,
  )}) order by ${propertyPhotos.sortOrder}, ${propertyPhotos.id}), '[]')
  from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id}) as "photos"`;

/** Ids as one array parameter: one statement text whatever the number of ids. */
export const listingIdsValue = (ids: number[]) => ({ ids: `{${ids.join(',')}}` });
const idArray = (ids: number[]) => sql`${listingIdsValue(ids).ids}::int[]`;

/**
 * Plain SQL rather than Drizzle's select builder: mapping 75 rows of 43 columns through the builder costs
 * more than the query itself; the driver's own parsing is enough here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The statement that reads these listings with their photos, in no particular order (one text for any ids). */
const listingRowsOf = (ids: SQL) =>
  sql`select ${LISTING_COLUMNS} from ${properties} ${LISTING_JOINS} where ${properties.id} = any(${ids})`;
const listingRowsQuery = (ids: number[]) => listingRowsOf(idArray(ids));

/** The same statement for `Database.queryPrepared`: its `ids` from `listingIdsValue`. */
export const LISTING_ROWS_STATEMENT = prepareStatement(
  'listing_rows',
  listingRowsOf(sql`${sql.placeholder('ids')}::int[]`),
);

export function selectListingRows(db: Db, ids: number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows(db, listingRowsQuery(ids));
}

export async function selectPropertyRow(db: Db, id: number): Promise<PropertyRow | undefined> {
  const [row] = await queryRows<PropertyRow>(db, sql`${PROPERTY_SELECT} where ${properties.id} = ${id}`);
  return row;
}

/** The photos of these listings in one query, each listing's in display order. */
export function selectPhotoRows(db: Db, propertyIds: number[]): Promise<PhotoRow[]> {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select ${selectList(PHOTO_ROW_COLUMNS)} from ${propertyPhotos}
      where ${propertyPhotos.propertyId} = any(${idArray(propertyIds)})
      order by ${propertyPhotos.propertyId}, ${propertyPhotos.sortOrder}, ${propertyPhotos.id}`,
  );
}
