import type { Language } from '@sakhli/shared/enums';
import { isExpired } from '@sakhli/shared/rules/listing-status';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { PageHead } from '../../lib/page-template';
import { selectListingRows } from '../properties/property.repository';
import { toPhoto, toProperty } from '../properties/property-read-model';
import { listingHead, missingListingHead } from './listing-head';

export interface ListingPage {
  /** 200, or 404 for a listing that is missing to the public (then kept out of search engines). */
  statusCode: 200 | 404;
  page: PageHead;
}

/**
 * The head of `/property/{id}` for every client (CONTRACT.md section 7). A page request carries no access
 * token (the web app keeps it in script memory), so the page is the public's: a listing that is not live
 * (Pending, Inactive, Archived, past expiry) is missing here, and the web app, signed in, still shows its
 * owner the listing.
 */
export function createSharingService({
  db,
  storage,
  appUrl,
  now = () => new Date(),
}: {
  db: Db;
  storage: Storage;
  appUrl: string;
  now?: () => Date;
}) {
  return {
    async listingPage(
      id: number | undefined,
      { language, isLanguageInUrl }: { language: Language; isLanguageInUrl: boolean },
    ): Promise<ListingPage> {
      // One statement: the listing's row, its district and owner names and its photos (pk and index probes).
      const [row] = id === undefined ? [] : await selectListingRows(db, [id]);
      if (!row || row.publishStatus !== 'Active' || isExpired(row.expiryDate, now())) {
        return { statusCode: 404, page: { language, head: missingListingHead(language) } };
      }
      const photos = row.photos.map((photo) => toPhoto(photo, storage));
      const property = toProperty(row, photos, language);
      return {
        statusCode: 200,
        page: { language, head: listingHead({ property, language, appUrl, isLanguageInUrl }) },
      };
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
