import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageProcessingJobs, propertyPhotos } from '../../db/schema/index';

/** Who uploaded a photo and which listing holds it (null: not attached yet). */
export interface PhotoOwnership {
  id: number;
  uploaderId: string | null;
  propertyId: number | null;
}

/** Ids as one array parameter: one statement text whatever their number. */
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/**
 * The photos named by a payload, locked until the transaction ends: two listings saved at once cannot
 * both take the same upload.
 */
export function lockPhotos(tx: Db, ids: number[]): Promise<PhotoOwnership[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf(
    tx.execute(sql`select id, uploader_id as "uploaderId", property_id as "propertyId"
      from ${propertyPhotos} where id = any(${intArray(ids)}) order by id for update`),
  );
}

/**
 * Makes `photos` the listing's photos in this order: attaches them, and deletes the listing's photos the
 * payload no longer names (their processing jobs go with them). Rows already as wanted are not written.
 * Returns how many photos changed (0: the listing's photos were already these, in this order).
 */
export async function replaceListingPhotos(
  tx: Db,
  propertyId: number,
  photos: { imageId: number; sortOrder: number }[],
): Promise<number> {
  const ids = photos.map((photo) => photo.imageId);
  const deleted = await rowsOf(
    tx.execute(sql`delete from ${propertyPhotos}
      where property_id = ${propertyId} and not (id = any(${intArray(ids)})) returning id`),
  );
  const updated = await rowsOf(
    tx.execute(sql`update ${propertyPhotos} photo
      set property_id = ${propertyId}, sort_order = given.sort_order
      from unnest(${intArray(ids)}, ${intArray(photos.map((photo) => photo.sortOrder))}) as given(id, sort_order)
      where photo.id = given.id
        and (photo.property_id is distinct from ${propertyId} or photo.sort_order <> given.sort_order)
      returning photo.id`),
  );
  return deleted.length + updated.length;
}

export interface PhotoProgress {
  total: number;
  processed: number;
}

/**
 * How many photos each listing has and how many are processed. A photo without a job (seeded) counts as
 * processed once it has a thumbnail.
 */
export async function countPhotoProgress(db: Db, propertyIds: number[]): Promise<Map<number, PhotoProgress>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await rowsOf<{ propertyId: number; total: number; processed: number }>(
    db.execute(sql`select photo.property_id as "propertyId", count(*)::int as total,
        count(*) filter (where coalesce(job.status = 'completed', photo.thumbnail_key is not null))::int as processed
      from ${propertyPhotos} photo
      left join ${imageProcessingJobs} job on job.photo_id = photo.id
      where photo.property_id = any(${intArray(propertyIds)})
      group by photo.property_id`),
  );
  return new Map(rows.map((row) => [Number(row.propertyId), { total: row.total, processed: row.processed }]));
}
