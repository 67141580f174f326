import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { cityEnum, listingTypeEnum, processingStatusEnum, propertyTypeEnum } from './enums';
import { properties, propertyPhotos } from './properties';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_property_idx').on(t.userId, t.propertyId)],
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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    city: cityEnum('city').notNull(),
    listingType: listingTypeEnum('listing_type').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    language: text('language').notNull().default('ka'),
    /** The filters the assistant extracted so far: the same filter object as the hard filters. */
    filters: jsonb('filters').$type<Filter>(),
    /** Soft wishes (balcony, quiet, metro…) that rank results in the AI Score. */
    wishes: jsonb('wishes').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_scope_idx').on(t.userId, t.city, t.listingType, t.propertyType)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: uuid('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
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
    photoId: integer('photo_id').notNull().references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    status: processingStatusEnum('status').notNull().default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    retryCount: integer('retry_count').notNull().default(0),
    maxRetries: integer('max_retries').notNull().default(3),
    errorMessage: text('error_message'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('image_jobs_photo_idx').on(t.photoId), index('image_jobs_claim_idx').on(t.status, t.nextAttemptAt)],
);

export type ReportSection = { text: string | null; hasProcessed: boolean };

/** The photo process report of SPEC.md: ten sections, each with a 'has processed' flag. */
export const processReports = pgTable('process_reports', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<Record<string, ReportSection>>().notNull(),
  source: text('source').notNull().default('builtin'),
  isComplete: boolean('is_complete').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
