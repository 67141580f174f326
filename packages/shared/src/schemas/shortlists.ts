import { z } from 'zod';
import { MAX_COMPARED_LISTINGS, RECENTLY_VIEWED_MAX } from '../constants';
import { Property } from './property';

/**
 * `?ids=1,2,3`: 1 to `max` listing ids separated by commas, in the order the page shows them (a repeated id
 * counts once); one issue on `ids` itself (not on an element), so the 400 names the query parameter.
 */
function listingIdsQuery(max: number) {
  const message = `ids must be 1 to ${max} listing ids separated by commas`;
  return z.object({
    ids: z.string({ error: message }).transform((value, context) => {
      const parts = value.split(',').map((part) => part.trim());
      const ids = [...new Set(parts.map(Number))];
      const isValid =
        parts.every((part) => /^[1-9]\d{0,9}$/.test(part)) &&
        ids.every((id) => id <= 2_147_483_647) &&
        ids.length <= max;
      if (!isValid) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ids;
    }),
  });
}

/** `GET /api/Property/compare?ids=`: at most MAX_COMPARED_LISTINGS listings side by side. */
export const CompareQuery = listingIdsQuery(MAX_COMPARED_LISTINGS);
export type CompareQuery = z.infer<typeof CompareQuery>;

/** `GET /api/Property/recently-viewed?ids=`: the visitor's last RECENTLY_VIEWED_MAX listings, newest first. */
export const RecentlyViewedQuery = listingIdsQuery(RECENTLY_VIEWED_MAX);

/**
 * Listings asked for by id: the Active ones in the order asked; `leftOut` names the ids that are missing or
 * not Active (Pending, Inactive, Archived), so a shared page can say what is no longer there.
 */
export const ListingSelection = z.object({
  properties: z.array(Property),
  leftOut: z.array(z.number().int()),
});
export type ListingSelection = z.infer<typeof ListingSelection>;

/** `GET /api/Property/{id}/similar`: up to SIMILAR_LISTINGS_COUNT Active listings, the closest first. */
export const SimilarListings = z.array(Property);
export type SimilarListings = z.infer<typeof SimilarListings>;
