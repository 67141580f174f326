import type { PossibleDuplicate } from '@sakhli/shared/schemas/moderation';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { selectOpenFlags } from '../properties/duplicate-listings.repository';

/** Per queued listing, the other accounts' listings its photos match, with the photos side by side. */
export async function possibleDuplicatesOf(
  db: Db,
  storage: Storage,
  propertyIds: number[],
): Promise<Map<number, PossibleDuplicate[]>> {
  const byListing = new Map<number, PossibleDuplicate[]>();
  const urlOf = (key: string | null) => (key ? storage.urlFor(key) : null);
  for (const flag of await selectOpenFlags(db, propertyIds)) {
    const duplicates = byListing.get(flag.propertyId) ?? [];
    byListing.set(flag.propertyId, duplicates);
    let duplicate = duplicates.find((candidate) => candidate.id === flag.otherId);
    if (!duplicate) {
      duplicate = { id: flag.otherId, code: flag.otherCode, matchingPhotos: [] };
      duplicates.push(duplicate);
    }
    duplicate.matchingPhotos.push({
      thumbnailUrl: urlOf(flag.thumbnailKey),
      otherThumbnailUrl: urlOf(flag.otherThumbnailKey),
    });
  }
  return byListing;
}
