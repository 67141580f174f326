import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ListingReportReason } from '@sakhli/shared/schemas/listing-report';
import { properties } from './properties';
import { users } from './users';

/** How a moderator closed a report: dismissed it, or archived the listing. */
export type ListingReportResolution = 'Dismissed' | 'Archived';

/**
 * Reports of listings (decision 037): one per user and listing, ever (the unique index), kept after a
 * moderator resolves them; only open ones (`resolved_at` null) count and show in the moderation queue.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ListingReportReason>().notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<ListingReportResolution>(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('listing_reports_property_reporter_idx').on(t.propertyId, t.reporterId),
    index('listing_reports_open_idx')
      .on(t.propertyId, t.createdAt)
      .where(sql`resolved_at is null`),
  ],
);
