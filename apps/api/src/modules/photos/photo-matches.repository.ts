import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MAX_PHOTO_DISTANCE, probeKeysOf } from './photo-hash-bands';

/** A stored photo whose hash is within MAX_PHOTO_DISTANCE of the one looked up. */
export interface NearPhoto {
  photoId: number;
  distance: number;
}

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * The photos whose hash is within MAX_PHOTO_DISTANCE bits of `hash` (decision 038): the 68 probe keys of
 * the band index, each candidate's distance computed from the hash the index carries (no table read).
 */
export async function selectNearPhotos(db: Db, hash: bigint): Promise<NearPhoto[]> {
  const value = sql`${hash.toString()}::bigint`;
  const result = await db.execute(sql`
    select photo_id as "photoId", min(bit_count((phash # ${value})::bit(64)))::int as distance
    from photo_hash_bands
    where band_key = any(${intArray(probeKeysOf(hash))})
      and bit_count((phash # ${value})::bit(64)) <= ${MAX_PHOTO_DISTANCE}
    group by photo_id`);
  return (result as { rows: NearPhoto[] }).rows;
}

/** The same search without the index: every stored hash compared (the benchmark's reference). */
export async function selectNearPhotosByScan(db: Db, hash: bigint): Promise<NearPhoto[]> {
  const value = sql`${hash.toString()}::bigint`;
  const result = await db.execute(sql`
    select id as "photoId", bit_count((phash # ${value})::bit(64))::int as distance
    from property_photos
    where phash is not null and bit_count((phash # ${value})::bit(64)) <= ${MAX_PHOTO_DISTANCE}`);
  return (result as { rows: NearPhoto[] }).rows;
}

/** A photo of a listing and a near photo of another listing. */
export interface PhotoMatch {
  photoId: number;
  otherPhotoId: number;
  distance: number;
}

/**
 * Every hashed photo chosen by `which` (a condition on property_photos) with the stored photos near it
 * (itself left out), and how many of the chosen photos are not processed yet.
 */
async function matchesOf(db: Db, which: SQL): Promise<{ matches: PhotoMatch[]; unprocessed: number }> {
  const result = await db.execute(sql`
    select id, phash::text as phash, thumbnail_key is null as "isUnprocessed" from property_photos
    where ${which}`);
  const photos = (result as { rows: { id: number; phash: string | null; isUnprocessed: boolean }[] }).rows;
  const matches: PhotoMatch[] = [];
  for (const photo of photos) {
    if (photo.phash === null) continue;
    for (const near of await selectNearPhotos(db, BigInt(photo.phash))) {
      if (near.photoId !== photo.id)
        matches.push({ photoId: photo.id, otherPhotoId: near.photoId, distance: near.distance });
    }
  }
  return { matches, unprocessed: photos.filter((photo) => photo.isUnprocessed).length };
}

/** The matches of listing `propertyId`'s photos. */
export async function selectListingPhotoMatches(db: Db, propertyId: number): Promise<PhotoMatch[]> {
  return (await matchesOf(db, sql`property_id = ${propertyId}`)).matches;
}

/** The matches of these photos uploaded by `uploaderId` (others' photos are left out). */
export function selectUploadMatches(db: Db, uploaderId: string, photoIds: number[]) {
  return matchesOf(db, sql`id = any(${intArray(photoIds)}) and uploader_id = ${uploaderId}`);
}
