import { and, asc, eq, gt, isNotNull, isNull, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyPhotos } from '../../db/schema/index';
import { insertHashBands } from './photo-jobs.repository';

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
  return db.transaction(async (tx) => {
    const written = await tx
      .update(propertyPhotos)
      .set({ phash, lacksDetail: phash === null })
      .where(and(isUnhashed, eq(propertyPhotos.displayKey, displayKey)))
      .returning({ id: propertyPhotos.id });
    if (phash !== null && written.length > 0) {
      await insertHashBands(tx, Math.min(...written.map((photo) => photo.id)), phash);
    }
    return written.length;
  });
}
