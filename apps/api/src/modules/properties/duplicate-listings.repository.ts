import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingDuplicateFlags } from '../../db/schema/index';
import type { PhotoMatch } from '../photos/photo-matches.repository';

/**
 * Listings whose photos can be copied from (decision 038): on the market or about to be. An Archived
 * listing is off the market for good (sold, rented, taken down): a flat that changed hands is photographed
 * again by its new landlord or agency, and the growing archive would only raise false alarms.
 */
const COMPARED_STATUSES = sql`('Active', 'Pending', 'Inactive')`;

const matchRows = (matches: PhotoMatch[]) => sql`unnest(
  ${`{${matches.map((match) => match.photoId).join(',')}}`}::int[],
  ${`{${matches.map((match) => match.otherPhotoId).join(',')}}`}::int[],
  ${`{${matches.map((match) => match.distance).join(',')}}`}::int[]) as found(photo_id, other_photo_id, distance)`;

/**
 * The other photo of each match and its listing. A photo that is the same stored file as the one matched is
 * not a copy: uploads always get a new key, so only our own seeds share files (the demo listings draw on one
 * pool of pictures, decision 043), and they would otherwise hold every demo listing at its next edit.
 */
const otherPhotoJoins = sql`join property_photos mine on mine.id = found.photo_id
    join property_photos other on other.id = found.other_photo_id and other.original_key <> mine.original_key
    join properties listing on listing.id = other.property_id`;

/**
 * Records the matches of listing `propertyId` (owned by `ownerId`) with photos of other accounts' listings
 * that were uploaded earlier (the copy is the later upload: the original never gets flagged by its copy).
 * Answers how many flags are new; a flag seen before, cleared or not, is not recorded again.
 */
export async function flagPossibleDuplicates(
  tx: Db,
  propertyId: number,
  ownerId: string,
  matches: PhotoMatch[],
): Promise<number> {
  const earlier = matches.filter((match) => match.otherPhotoId < match.photoId);
  if (earlier.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into listing_duplicate_flags (property_id, photo_id, other_photo_id, distance)
    select ${propertyId}, found.photo_id, found.other_photo_id, found.distance
    from ${matchRows(earlier)}
    ${otherPhotoJoins}
    where listing.id <> ${propertyId} and listing.user_id <> ${ownerId}
      and listing.publish_status in ${COMPARED_STATUSES}
    on conflict do nothing
    returning property_id`);
  return (result as { rows: unknown[] }).rows.length;
}

/** True while a flag of the listing waits for a moderator. */
export async function hasOpenDuplicateFlags(tx: Db, propertyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: listingDuplicateFlags.propertyId })
    .from(listingDuplicateFlags)
    .where(and(eq(listingDuplicateFlags.propertyId, propertyId), isNull(listingDuplicateFlags.clearedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A moderator approved the listing: its flags are settled (and kept, so they are not raised again). */
export async function clearDuplicateFlags(tx: Db, propertyId: number, at: Date): Promise<void> {
  await tx
    .update(listingDuplicateFlags)
    .set({ clearedAt: at })
    .where(and(eq(listingDuplicateFlags.propertyId, propertyId), isNull(listingDuplicateFlags.clearedAt)));
}

/** A listing of the caller's own that holds a photo matching one of theirs. */
export interface OwnMatchingListing {
  id: number;
  code: number;
}

/** The owner's other listings (Archived ones too: renewing is the point) holding one of the matched photos. */
export async function selectOwnMatchingListings(
  db: Db,
  ownerId: string,
  matches: PhotoMatch[],
  exceptPropertyId: number | null,
): Promise<OwnMatchingListing[]> {
  if (matches.length === 0) return [];
  const result = await db.execute(sql`
    select distinct listing.id, listing.code
    from ${matchRows(matches)}
    ${otherPhotoJoins}
    where listing.user_id = ${ownerId} and listing.id <> ${exceptPropertyId ?? 0}
    order by listing.code`);
  return (result as { rows: OwnMatchingListing[] }).rows;
}

/** An open flag of a listing, with the other listing and both photos' thumbnails. */
export interface OpenFlag {
  propertyId: number;
  otherId: number;
  otherCode: number;
  thumbnailKey: string | null;
  otherThumbnailKey: string | null;
}

/** The open flags of these listings, by listing, then the other listing's code. */
export async function selectOpenFlags(db: Db, propertyIds: number[]): Promise<OpenFlag[]> {
  if (propertyIds.length === 0) return [];
  const result = await db.execute(sql`
    select flag.property_id as "propertyId", listing.id as "otherId", listing.code as "otherCode",
      mine.thumbnail_key as "thumbnailKey", other.thumbnail_key as "otherThumbnailKey"
    from listing_duplicate_flags flag
    join property_photos mine on mine.id = flag.photo_id
    join property_photos other on other.id = flag.other_photo_id
    join properties listing on listing.id = other.property_id
    where flag.property_id = any(${`{${propertyIds.join(',')}}`}::int[]) and flag.cleared_at is null
    order by flag.property_id, listing.code, flag.photo_id`);
  return (result as { rows: OpenFlag[] }).rows;
}
