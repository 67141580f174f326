import { z } from 'zod';
import { PHOTOS } from '../constants';

/**
 * GET /api/Property/own-matches (decision 038): the caller's photos compared with the photos of their own
 * listings, so the form can say "you already have this listing: #code, renew it instead".
 */
export const OwnPhotoMatchesQuery = z.object({
  /** The uploaded photos, comma-separated ids. */
  imageIds: z
    .string({ error: 'Required' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Must be photo ids separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= PHOTOS.maxPerListing, `At most ${PHOTOS.maxPerListing} photos`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Must be photo ids'),
  /** The listing being edited, left out of the answer. */
  exceptId: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(2_147_483_647, 'Must be at most 2147483647')
    .optional(),
});
export type OwnPhotoMatchesQuery = z.output<typeof OwnPhotoMatchesQuery>;

export const OwnPhotoMatches = z.object({
  /** Photos not processed yet: ask again until it is 0. */
  pendingCount: z.number().int(),
  /** The caller's other listings holding a photo that matches one of these. */
  listings: z.array(z.object({ id: z.number().int(), code: z.number().int() })),
});
export type OwnPhotoMatches = z.infer<typeof OwnPhotoMatches>;
