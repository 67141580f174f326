import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { AlertFrequency } from '@sakhli/shared/schemas/saved-search';
import { cityEnum, listingTypeEnum, propertyTypeEnum } from './enums';
import { properties } from './properties';
import { users } from './users';

/** A PostgreSQL range written as its text ('[1,5]', '(,)'); the app writes these columns and never reads them. */
const int4range = customType<{ data: string; driverData: string }>({ dataType: () => 'int4range' });
const numrange = customType<{ data: string; driverData: string }>({ dataType: () => 'numrange' });

/**
 * A user's saved search with its alert frequency (CONTRACT.md section 7). The `match_*` ranges restate the
 * filter for the matching index (decision 033): a new listing's values probe one GiST index for the searches
 * whose every range holds them, a superset of the matches that the search's own conditions then decide.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: cityEnum('city').notNull(),
    listingType: listingTypeEnum('listing_type').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    filter: jsonb('filter').$type<Filter>().notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** When the last alert mail of this search was accepted (the 15-minute batching window starts there). */
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    matchScope: int4range('match_scope').notNull(),
    matchDistrict: int4range('match_district').notNull(),
    matchPriceUsd: numrange('match_price_usd').notNull(),
    matchPriceGel: numrange('match_price_gel').notNull(),
    matchSize: numrange('match_size').notNull(),
    matchRooms: int4range('match_rooms').notNull(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'off')`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx').using(
      'gist',
      t.matchScope,
      t.matchDistrict,
      t.matchPriceUsd,
      t.matchPriceGel,
      t.matchSize,
      t.matchRooms,
    ),
  ],
);

/**
 * Each listing a search matched, once: the primary key is what keeps a listing from being alerted twice
 * to one search. `notifiedAt` is set when an alert mail named it, or when it is never to be mailed (the
 * search was `off`).
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_hits_pending_idx')
      .on(t.savedSearchId)
      .where(sql`notified_at is null`),
    index('saved_search_hits_property_idx').on(t.propertyId),
  ],
);
