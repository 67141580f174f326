import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  accountTypeEnum,
  buildingStatusEnum,
  cityEnum,
  currencyEnum,
  heatingTypeEnum,
  listingTypeEnum,
  propertyTypeEnum,
  publishStatusEnum,
  renovationStatusEnum,
} from './enums';
import { mapCellOf } from './map-cell';
import { users } from './users';

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    city: cityEnum('city').notNull(),
    nameGeo: text('name_geo').notNull(),
    nameEng: text('name_eng').notNull(),
    nameRus: text('name_rus').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Approximate radius of the district in metres, used to place demo listings inside it. */
    radiusMeters: integer('radius_meters').notNull().default(1500),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('districts_city_name_idx').on(t.city, t.nameEng)],
);

/** USD↔GEL: one stored rate with its date; prices are converted in one place with it. */
export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  base: currencyEnum('base').notNull(),
  quote: currencyEnum('quote').notNull(),
  rate: numeric('rate', { precision: 12, scale: 6, mode: 'number' }).notNull(),
  asOf: date('as_of').notNull(),
});

/** Public listing codes: numeric, unique, not guessable from the row id order of other tables. */
export const propertyCodeSequence = pgSequence('property_code_seq', { startWith: 1000001 });

/**
 * A listing. The apartment part (floor, totalFloorsBuilding) and the house part (landArea …
 * hasGarage) are nullable columns of the same row, so a search never needs a join (decision 002).
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    code: integer('code')
      .notNull()
      .default(sql`nextval('property_code_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    city: cityEnum('city').notNull(),
    districtId: integer('district_id').references(() => districts.id),
    listingType: listingTypeEnum('listing_type').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    publishStatus: publishStatusEnum('publish_status').notNull().default('Pending'),
    currency: currencyEnum('currency').notNull().default('USD'),
    priceUsd: numeric('price_usd', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    priceGel: numeric('price_gel', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    pricePerSqmUsd: numeric('price_per_sqm_usd', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    size: numeric('size', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rooms: smallint('rooms').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: smallint('bathrooms').notNull(),
    buildingStatus: buildingStatusEnum('building_status').notNull(),
    renovationStatus: renovationStatusEnum('renovation_status').notNull(),
    buildingYear: smallint('building_year'),
    cadastralCode: text('cadastral_code'),
    hideCadastralCode: boolean('hide_cadastral_code').notNull().default(false),
    isFurnished: boolean('is_furnished').notNull().default(false),
    rentDuration: integer('rent_duration'),
    description: text('description').notNull().default(''),
    descriptionLanguage: text('description_language'),
    phoneNumber: text('phone_number'),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    streetNameGeo: text('street_name_geo'),
    streetNameEng: text('street_name_eng'),
    floor: smallint('floor'),
    totalFloorsBuilding: smallint('total_floors_building'),
    landArea: numeric('land_area', { precision: 12, scale: 2, mode: 'number' }),
    numberOfFloors: smallint('number_of_floors'),
    parkingSpots: smallint('parking_spots'),
    hasGarden: boolean('has_garden'),
    hasGarage: boolean('has_garage'),
    /** Amenities (decision 040): null = the owner did not say; a house's garage or spots make hasParking true. */
    heating: heatingTypeEnum('heating'),
    hasAirConditioning: boolean('has_air_conditioning'),
    hasBalcony: boolean('has_balcony'),
    hasLift: boolean('has_lift'),
    hasParking: boolean('has_parking'),
    petsAllowed: boolean('pets_allowed'),
    /** The nearest metro station (packages/shared rules/metro.ts) and the walk to it in minutes (decision 042);
     * null outside Tbilisi or further than a 40-minute walk. Written with the coordinates. */
    metroStationId: text('metro_station_id'),
    metroWalkMinutes: smallint('metro_walk_minutes'),
    /** Why a moderator rejected (archived) the listing; shown to its owner. */
    rejectionReason: text('rejection_reason'),
    /** Since when reports hold the listing in Pending until a moderator decides (decision 037); else null. */
    reportsHeldAt: timestamp('reports_held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    /**
     * Moved by a trigger on every change of the row (migration 0008) and by every change of its photos
     * made through the listing: the listing's ETag (decision 021).
     */
    version: integer('version').notNull().default(1),
    /**
     * The AI Score's wishes this listing meets (decision 024; bit i: WISH_KEYS[i]): from its own
     * description and fields, written with them; from its photo report, written when the report changes.
     * Null until computed (rows written outside the listing service, a photo report not read yet).
     */
    listingWishes: integer('listing_wishes'),
    photoWishes: integer('photo_wishes'),
    /**
     * The price (in the listing's own currency) before its latest change, when that change lowered it, and
     * when: what a card's "−5 %" needs, on the row so that search reads no other table (decision 035).
     * Cleared by a change that does not lower the price.
     */
    priceDropFrom: numeric('price_drop_from', { precision: 14, scale: 2, mode: 'number' }),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true }),
    /**
     * The owner's account type, copied here so that search filters on the row (decision 039); written with
     * the listing and, for all of a user's listings, in the transaction that changes their account type.
     */
    sellerType: accountTypeEnum('seller_type').notNull().default('Owner'),
    /**
     * The seller type, the heating and the amenity flags as bits (decision 048; modules/properties/search-flags.ts),
     * computed by PostgreSQL (migration 0028): what every search index carries for those filters.
     */
    searchFlags: smallint('search_flags')
      .notNull()
      .generatedAlwaysAs(
        sql`properties_search_flags(seller_type, heating, has_air_conditioning, has_balcony, has_lift, has_parking, pets_allowed)`,
      ),
  },
  (t) => [
    uniqueIndex('properties_code_idx').on(t.code),
    index('properties_user_idx').on(t.userId, t.createdAt),
    // Search: the sort and filter indexes are written in SQL (migration 0011_search_covering_indexes): they
    // INCLUDE the filter columns, which Drizzle cannot express (docs/decisions/022-filtered-search-at-scale.md).
    // Map points and clusters (decision 025): position, prices and the common filters from the index alone
    // (index-only scan). The district leads, so a district's listings are one range; then the map cell, so
    // that clusters are summed in index order; then the id, so that a cell's entries point into the table in
    // the order it was written (the visibility map is read page after page, not at random); the cheap filter
    // columns come before the numeric ones.
    index('properties_search_map_idx')
      .on(
        t.city,
        t.listingType,
        t.propertyType,
        t.districtId,
        mapCellOf(t.latitude, t.longitude),
        t.id,
        t.latitude,
        t.longitude,
        t.rooms,
        t.buildingStatus,
        t.renovationStatus,
        t.priceUsd,
        t.priceGel,
        t.size,
      )
      .where(sql`publish_status = 'Active'`),
    // The rows whose wish masks are still to compute: empty once the background pass has run. (Migration 0013
    // also adds the masks to the newest-first search index, for a chat's ranking.)
    index('properties_wishes_unknown_idx')
      .on(t.id)
      .where(sql`listing_wishes is null or photo_wishes is null`),
    index('properties_district_idx').on(t.districtId),
    index('properties_status_idx').on(t.publishStatus, t.expiryDate),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: serial('id').primaryKey(),
    /** Null until the uploaded photo is attached to a listing. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id),
    /** Storage keys (relative paths or object keys); URLs are derived from them. */
    originalKey: text('original_key').notNull(),
    displayKey: text('display_key'),
    thumbnailKey: text('thumbnail_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    /** The 64-bit perceptual hash (decision 038): null until processed, and for a photo without detail. */
    phash: bigint('phash', { mode: 'bigint' }),
    /** Hashed and found without detail (no hash): the hash backfill (decision 043) reads it no more. */
    lacksDetail: boolean('lacks_detail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_photos_property_idx').on(t.propertyId, t.sortOrder),
    // The photos the hash backfill still has to read (decision 043); empty once it has run.
    index('property_photos_unhashed_idx')
      .on(t.id)
      .where(sql`phash is null and display_key is not null and not lacks_detail`),
  ],
);

/**
 * Multi-index hashing of the photo hashes (decision 038): a row per hash and 16-bit band, keyed
 * `band << 16 | value`; the primary key carries the hash so candidates are checked from the index alone.
 */
export const photoHashBands = pgTable(
  'photo_hash_bands',
  {
    bandKey: integer('band_key').notNull(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    phash: bigint('phash', { mode: 'bigint' }).notNull(),
  },
  // The migration adds INCLUDE (phash) to the primary key, which Drizzle cannot say.
  (t) => [
    primaryKey({ name: 'photo_hash_bands_pkey', columns: [t.bandKey, t.photoId] }),
    index('photo_hash_bands_photo_idx').on(t.photoId),
  ],
);

/**
 * A listing's photo that matches a photo of another account's listing: the listing waits for a moderator.
 * Approving sets `clearedAt`; the row stays so the same match does not send the listing back to review.
 */
export const listingDuplicateFlags = pgTable(
  'listing_duplicate_flags',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    otherPhotoId: integer('other_photo_id')
      .notNull()
      .references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    distance: smallint('distance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'listing_duplicate_flags_pkey', columns: [t.propertyId, t.photoId, t.otherPhotoId] }),
    index('listing_duplicate_flags_other_photo_idx').on(t.otherPhotoId),
  ],
);

/**
 * Who was counted today: one row per listing, visitor and day, only to count each visitor once a day
 * (decision 020). Rows of days that are over are pruned; the day leads the key so pruning walks it.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.propertyId, t.visitorKey] })],
);

/** A listing's views per day (a day in Asia/Tbilisi), kept for good. */
export const propertyViewDays = pgTable(
  'property_view_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * A listing's views over all days: the sum of its daily totals, moved by the same statement that moves
 * them. What every view count is read from (one row per listing, where summing the days would cost a read
 * per day: decision 020).
 */
export const propertyViewTotals = pgTable('property_view_totals', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  views: integer('views').notNull(),
});

/**
 * How far the stored wish masks are (decision 024): every listing with an id below `nextId` was computed
 * with `version` (WISH_FEATURES_VERSION) or waits with a null mask; when the code's version differs, a
 * background pass computes every listing again from the first id.
 */
export const wishFeaturesState = pgTable('wish_features_state', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
  nextId: integer('next_id').notNull(),
});

/** Idempotency-Key of POST /api/Property: a retry returns the listing the first call created. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A listing's price over time (decision 035): the price at creation, then each change of price or currency,
 * written by the listing service in the transaction of the write. Read only by one listing's detail page.
 */
export const propertyPrices = pgTable(
  'property_prices',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    currency: currencyEnum('currency').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('property_prices_property_idx').on(t.propertyId, t.recordedAt, t.id)],
);
