import { z } from 'zod';
import { MAX_COMPARED_LISTINGS } from '../constants';
import { Property } from './property';

const IDS_MESSAGE = `ids must be 1 to ${MAX_COMPARED_LISTINGS} listing ids separated by commas`;

/**
 * `GET /api/Property/compare?ids=1,2,3`: at most MAX_COMPARED_LISTINGS distinct listing ids, in the order
 * the page shows them (a repeated id counts once).
 */
export const CompareQuery = z.object({
  ids: z.string({ error: IDS_MESSAGE }).transform((value, context) => {
    const parts = value.split(',').map((part) => part.trim());
    const ids = [...new Set(parts.map(Number))];
    // One issue on `ids` itself (not on an element), so the 400 names the query parameter.
    const isValid =
      parts.every((part) => /^[1-9]\d{0,9}$/.test(part)) &&
      ids.every((id) => id <= 2_147_483_647) &&
      ids.length <= MAX_COMPARED_LISTINGS;
    if (!isValid) {
      context.addIssue({ code: 'custom', message: IDS_MESSAGE });
      return z.NEVER;
    }
    return ids;
  }),
});
export type CompareQuery = z.infer<typeof CompareQuery>;

/**
 * The listings to compare that are Active, in the order asked; `leftOut` names the ids that are missing or
 * not Active (Pending, Inactive, Archived), so a shared page can say what is no longer there.
 */
export const CompareResponse = z.object({
  properties: z.array(Property),
  leftOut: z.array(z.number().int()),
});
export type CompareResponse = z.infer<typeof CompareResponse>;

/** `GET /api/Property/{id}/similar`: up to SIMILAR_LISTINGS_COUNT Active listings, the closest first. */
export const SimilarListings = z.array(Property);
export type SimilarListings = z.infer<typeof SimilarListings>;
