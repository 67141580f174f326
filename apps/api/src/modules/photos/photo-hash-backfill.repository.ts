import { and, asc, gt, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoHashBands, propertyPhotos } from '../../db/schema/index';
import { bandKeysOf } from './photo-hash-bands';

/** A processed photo still without a hash: read from the partial index `property_photos_unhashed_idx`. */
const isUnhashed = and(
  isNull(propertyPhotos.phash),
  isNotNull(propertyPhotos.displayKey),
  not(propertyPhotos.lacksDetail),
);

/** The next processed photos without a hash after photo `afterId`, in id order. */
export async function selectUnhashedPhotos(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; displayKey: string }[]> {
  const rows = await db
    .select({ id: propertyPhotos.id, displayKey: propertyPhotos.displayKey })
    .from(propertyPhotos)
    .where(and(isUnhashed, gt(propertyPhotos.id, afterId)))
    .orderBy(asc(propertyPhotos.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, displayKey: row.displayKey ?? '' }));
}

/**
 * Stores the hash read from a display rendition on every unhashed photo showing it; `null` marks them as
 * without detail. Photos hashed meanwhile (another instance, the rendition job) are left as they are. The
 * band index gets the first of them only: an upload has a file of its own, so several rows share a file only
 * where our seeds drew them from one pool (decision 043), and a copy of that picture needs one entry to be
 * found, not one per listing (a million synthetic listings would otherwise add millions of band rows).
 * Answers how many photos it wrote.
 */
export async function saveRenditionHash(db: Db, displayKey: string, phash: bigint | null): Promise<number> {
  const value = phash === null ? sql`null::bigint` : sql`${phash.toString()}::bigint`;
  const keys = phash === null ? [] : bandKeysOf(phash);
  const result = await db.execute(sql`
    with written as (
      update ${propertyPhotos} set phash = ${value}, lacks_detail = ${phash === null}
      where ${isUnhashed} and display_key = ${displayKey}
      returning id
    ), banded as (
      insert into ${photoHashBands} (band_key, photo_id, phash)
      select key, (select min(id) from written), ${value}
      from unnest(${`{${keys.join(',')}}`}::int[]) key
      where exists (select 1 from written)
      on conflict do nothing
    )
    select count(*)::int as count from written`);
  return (result as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}
