import { z } from 'zod';
import { CITIES, LISTING_TYPES, PROPERTY_TYPES } from '../enums';
import { caseInsensitiveEnum } from './common';
import { FILTER_KEYS } from './filter';

/** Path of /api/Filter/{city}/{listingType}/{propertyType}[/{chatId}]. */
export const FilterScopeParams = z.object({
  city: caseInsensitiveEnum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  chatId: z.uuid('Must be a chat id').optional(),
});

/** Body of DELETE /api/Filter: removes one field (key) of the saved filter. */
export const DeleteFilterBody = z.object({
  key: z.enum(FILTER_KEYS as [string, ...string[]]),
  city: caseInsensitiveEnum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
});
