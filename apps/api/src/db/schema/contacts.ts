import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Who was counted today, per listing and channel: one row per listing, channel, visitor and day, only to
 * count each visitor once a day (decision 034, as views in decision 020). Rows of finished days are pruned;
 * the day leads the key so pruning walks it.
 */
export const propertyContacts = pgTable(
  'property_contacts',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** `phone` (the number revealed), `whatsapp` or `viber` (CONTACT_CHANNELS). */
    channel: text('channel').notNull(),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.propertyId, t.channel, t.visitorKey] })],
);

/** A listing's contacts per Tbilisi day and channel, kept for good: the owner's statistics read them. */
export const propertyContactDays = pgTable(
  'property_contact_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    phone: integer('phone').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    viber: integer('viber').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * A listing's inquiries and new favourites per Tbilisi day (decision 041), counted as they happen: neither
 * leaves a row that could be counted later (an inquiry is only mailed, a removed favourite is deleted). Only
 * the owner's statistics read them, so days past their window are pruned.
 */
export const propertyInterestDays = pgTable(
  'property_interest_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    inquiries: integer('inquiries').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] }), index('property_interest_days_day_idx').on(t.day)],
);
