import { z } from 'zod';
import { CITIES, LISTING_TYPES, PROPERTY_TYPES } from '../enums';
import { caseInsensitiveEnum } from './common';
import { FilterResponse, FilterSchema } from './filter';

/**
 * Saved searches with alerts (CONTRACT.md section 7): a signed-in user keeps up to MAX_SAVED_SEARCHES_PER_USER
 * searches (a scope, a filter object and a name); `instant` mails new matches within minutes (batched into at most
 * one mail per search per 15 minutes), `daily` sends one digest at 09:00 Tbilisi time, `off` sends nothing.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const MAX_SAVED_SEARCHES_PER_USER = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;

/** Messages a client shows next to the field; the web maps each to a translation key. */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  frequencyInvalid: 'Frequency must be instant, daily or off',
} as const;

/** Body of POST /api/SavedSearch and PUT /api/SavedSearch/{id} (PUT replaces the whole search). */
export const SavedSearchPayload = z.object({
  name: z
    .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
        .max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.nameTooLong),
    ),
  city: caseInsensitiveEnum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  filter: FilterSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequencyInvalid }),
});
export type SavedSearchPayload = z.output<typeof SavedSearchPayload>;
export type SavedSearchPayloadInput = z.input<typeof SavedSearchPayload>;

export const SavedSearchIdParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a saved search id' })
    .int('Must be a saved search id')
    .positive('Must be a saved search id')
    .max(2_147_483_647, 'Must be a saved search id'),
});

/**
 * One saved search as the API answers it. `newCount`: listings matched (and still Active) since the owner
 * last opened it (POST /api/SavedSearch/{id}/opened resets it and answers the search); `lastOpenedAt` null until the first opening.
 */
export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.enum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  filter: FilterResponse,
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
  newCount: z.number().int().nonnegative(),
  lastOpenedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** GET /api/SavedSearch: the caller's searches, the most recently created first. */
export const SavedSearchList = z.array(SavedSearch);
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/** The error codes of the saved-search API; the web translates each. */
export const SAVED_SEARCH_ERROR_CODES = ['SAVED_SEARCH_NOT_FOUND', 'LIMIT_REACHED'] as const;
export type SavedSearchErrorCode = (typeof SAVED_SEARCH_ERROR_CODES)[number];
