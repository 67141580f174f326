import type { Db } from '../../db/client';
import type { OwnPhotoMatches } from '@sakhli/shared/schemas/photo-matches';
import { selectListingPhotoMatches, selectUploadMatches } from '../photos/photo-matches.repository';
import {
  flagPossibleDuplicates,
  hasOpenDuplicateFlags,
  selectOwnMatchingListings,
} from './duplicate-listings.repository';
import { updateListing, type ListingState } from './listing.repository';

/**
 * Once every photo of a listing is processed (decision 038): its photos are compared with the earlier
 * photos of other accounts' listings, whatever REVIEW_MODE says. A new match sends a live or deactivated
 * listing back to Pending (a photo added by an edit); a listing with a match no moderator cleared yet is
 * held for review. Runs in the transaction that locks the listing. True when the listing is held.
 */
export async function holdForDuplicates(tx: Db, listing: ListingState, at: Date): Promise<boolean> {
  const matches = await selectListingPhotoMatches(tx, listing.id);
  const added = await flagPossibleDuplicates(tx, listing.id, listing.userId, matches);
  if (added > 0 && (listing.publishStatus === 'Active' || listing.publishStatus === 'Inactive')) {
    await updateListing(tx, listing.id, { publishStatus: 'Pending', updatedAt: at });
  }
  return added > 0 || (await hasOpenDuplicateFlags(tx, listing.id));
}

/**
 * The same owner posting a listing again is not held (two identical flats exist) but told: their other
 * listings holding a photo that matches one of `photoIds` (their own uploads; others' ids are left out).
 */
export async function ownPhotoMatches(
  db: Db,
  ownerId: string,
  photoIds: number[],
  exceptPropertyId: number | undefined,
): Promise<OwnPhotoMatches> {
  const { matches, unprocessed } = await selectUploadMatches(db, ownerId, photoIds);
  return {
    pendingCount: unprocessed,
    listings: await selectOwnMatchingListings(db, ownerId, matches, exceptPropertyId ?? null),
  };
}
