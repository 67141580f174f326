import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { VisionProcessReport } from '@sakhli/shared/schemas/process-report';
import { cityEnum, listingTypeEnum, processingStatusEnum, propertyTypeEnum } from './enums';
import { properties, propertyPhotos } from './properties';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Tbilisi day this user was last mailed a price drop of this listing: one mail a day (decision 035). */
    priceDropMailedOn: date('price_drop_mailed_on', { mode: 'string' }),
    /** The user's private note on this listing (decision 041): only they ever see it. */
    note: text('note'),
  },
  (t) => [
    uniqueIndex('favorites_user_property_idx').on(t.userId, t.propertyId),
    // Who favourited a listing whose price fell.
    index('favorites_property_idx').on(t.propertyId),
  ],
);

/**
 * The saved hard filter of a signed-in user or a guest (X-Guest-Id), one per city, listing type and
 * property type. `ownerKey` is 'user:<uuid>' or 'guest:<uuid>', so both kinds share one unique index.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    city: cityEnum('city').notNull(),
    listingType: listingTypeEnum('listing_type').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    filter: jsonb('filter').$type<Filter>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_filters_scope_idx').on(t.ownerKey, t.city, t.listingType, t.propertyType)],
);

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: cityEnum('city').notNull(),
    listingType: listingTypeEnum('listing_type').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    language: text('language').notNull().default('ka'),
    /** The filters the assistant extracted so far: the same filter object as the hard filters. */
    filters: jsonb('filters').$type<Filter>(),
    /** Soft wishes (balcony, quiet, metro…) that rank results in the AI Score. */
    wishes: jsonb('wishes').$type<Record<string, unknown>>(),
    /**
     * Messages the visitor sent to this chat on `countedDay` (a Tbilisi day): one atomic UPDATE checks and
     * moves both, so the daily limit holds however many messages arrive at once (chat-limits.repository.ts).
     */
    dayMessageCount: integer('day_message_count').notNull().default(0),
    countedDay: date('counted_day', { mode: 'string' }),
    /**
     * The turn under way, whichever instance runs it (decision 028): its holder and the time its lease
     * ends, so a turn whose instance died blocks the chat no longer than that.
     */
    turnHolder: uuid('turn_holder'),
    turnUntil: timestamp('turn_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_scope_idx').on(t.userId, t.city, t.listingType, t.propertyType)],
);

/**
 * Messages each user sent to the assistant on `countedDay` (a Tbilisi day) over all chats, for
 * CHAT_USER_DAILY_LIMIT (decision 019). Kept apart from the chats so deleting one gives nothing back; one
 * row per user, moved by one atomic upsert (chat-limits.repository.ts).
 */
export const chatUserDays = pgTable('chat_user_days', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countedDay: date('counted_day', { mode: 'string' }).notNull(),
  messageCount: integer('message_count').notNull(),
});

/**
 * Embeddings of listing texts for the AI Score (EMBEDDING_MODEL; decision 013). A plain real[] rather
 * than pgvector, which the Debian PostgreSQL lacks: the vectors are compared in the app over the
 * candidates the hard filters already chose. `textHash` names the text embedded, so an edited listing
 * is embedded again; `model` so a change of model is too.
 */
export const listingEmbeddings = pgTable('listing_embeddings', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  textHash: text('text_hash').notNull(),
  vector: real('vector').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['User', 'Assistant'] }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);

/** The image processing record of SPEC.md: one job per uploaded photo. */
export const imageProcessingJobs = pgTable(
  'image_processing_jobs',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    status: processingStatusEnum('status').notNull().default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    retryCount: integer('retry_count').notNull().default(0),
    maxRetries: integer('max_retries').notNull().default(3),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('image_jobs_photo_idx').on(t.photoId)],
);

/**
 * The vision model's photo report of a listing (SPEC.md 'Process report', decision 012). The built-in
 * report is not stored here: it is rendered at read time from `photo_statistics`. `photoSet` names the
 * photos the report describes, so a report of photos the listing no longer has is recognised as stale.
 * `source` is 'vision', or 'failed' for an attempt that failed (not retried for the same photos at once).
 */
export const processReports = pgTable('process_reports', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<Partial<VisionProcessReport>>().notNull(),
  source: text('source').notNull().default('builtin'),
  isComplete: boolean('is_complete').notNull().default(false),
  photoSet: text('photo_set').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pixel statistics of one stored photo rendition, by storage key: demo listings share a pool of photos,
 * so each picture is measured once however many listings show it.
 */
export const photoStatistics = pgTable('photo_statistics', {
  storageKey: text('storage_key').primaryKey(),
  statistics: jsonb('statistics').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
