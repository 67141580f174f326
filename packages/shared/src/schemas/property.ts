import { z } from 'zod';
import {
  CHUNK_SIZE,
  DEFAULT_CITY,
  DEFAULT_LISTING_TYPE,
  DEFAULT_PROPERTY_TYPE,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from '../constants';
import {
  ACCOUNT_TYPES,
  BUILDING_STATUSES,
  CITIES,
  HEATING_TYPES,
  CURRENCIES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  PUBLISH_STATUSES,
  RENOVATION_STATUSES,
  SORT_DIRECTIONS,
  SORT_FIELDS,
} from '../enums';
import { ScoreExplanation } from './assistant';
import { caseInsensitiveEnum } from './common';
import { FilterFields, refineFilterRanges } from './filter';
import { SellerBlock } from './seller';

export const PropertyPhoto = z.object({
  id: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  originalUrl: z.string(),
  sortOrder: z.number().int(),
});
export type PropertyPhoto = z.infer<typeof PropertyPhoto>;

/** One point of a listing's price history: its price in its own currency from `recordedAt` on. */
export const PricePoint = z.object({
  price: z.number(),
  currency: z.enum(CURRENCIES),
  recordedAt: z.string(),
});
export type PricePoint = z.infer<typeof PricePoint>;

/** The property read model of SPEC.md section 3 (plus pricePerSqmUsd and rentDuration). */
export const Property = z.object({
  id: z.number().int(),
  code: z.number().int(),
  userId: z.string(),
  userDisplayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  priceUsd: z.number().nullable(),
  priceGel: z.number().nullable(),
  pricePerSqmUsd: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  size: z.number(),
  rooms: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floor: z.number().int().nullable(),
  totalFloorsBuilding: z.number().int().nullable(),
  buildingStatus: z.enum(BUILDING_STATUSES),
  renovationStatus: z.enum(RENOVATION_STATUSES),
  buildingYear: z.number().int().nullable(),
  cadastralCode: z.string().nullable(),
  isFurnished: z.boolean(),
  /** Minimum rental period in days (Rent and DailyRent). */
  rentDuration: z.number().int().nullable(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  streetNameGeo: z.string().nullable(),
  streetNameEng: z.string().nullable(),
  city: z.enum(CITIES),
  cityName: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  publishStatus: z.enum(PUBLISH_STATUSES),
  isFavorite: z.boolean(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  expiryDate: z.string().nullable(),
  /** The AI Score (0–100) of a search with a chatId; null otherwise. */
  semanticScore: z.number().nullable(),
  /** With a chatId: which of the chat's wishes the listing meets and which not (the score's explanation). */
  scoreExplanation: ScoreExplanation.pick({ matched: true, missed: true }).optional(),
  buildingStatusText: z.string(),
  renovationStatusText: z.string(),
  propertyPhotos: z.array(PropertyPhoto),
  landArea: z.number().nullable(),
  numberOfFloors: z.number().int().nullable(),
  parkingSpots: z.number().int().nullable(),
  hasGarden: z.boolean().nullable(),
  hasGarage: z.boolean().nullable(),
  /** Amenities (decision 040): null when the owner did not say. */
  heating: z.enum(HEATING_TYPES).nullable(),
  hasAirConditioning: z.boolean().nullable(),
  hasBalcony: z.boolean().nullable(),
  hasLift: z.boolean().nullable(),
  hasParking: z.boolean().nullable(),
  petsAllowed: z.boolean().nullable(),
  /** The nearest metro station's id (rules/metro.ts) and the walk to it in minutes (decision 042); else null. */
  metroStationId: z.string().nullable(),
  metroWalkMinutes: z.number().int().nullable(),
  /**
   * The drop of the latest price change in whole per cent (5 for "−5 %"), while that change lowered the price
   * in its own currency and for 30 days after it (decision 035); null otherwise.
   */
  priceDropPercent: z.number().int().nullable(),
  /** Who sells (issue 16): the owner's account type, kept on the listing row for search. */
  sellerType: z.enum(ACCOUNT_TYPES),
  seller: SellerBlock,
  /** GET /api/Property/{id} only: the price at creation, then each change of price or currency, oldest first. */
  priceHistory: z.array(PricePoint).optional(),
  /** Only for the owner, moderators and admins (absent for everyone else): whether the code is hidden. */
  hideCadastralCode: z.boolean().optional(),
  /** Only for the owner, moderators and admins: why a moderator rejected (archived) the listing. */
  rejectionReason: z.string().nullable().optional(),
  /** Only for the owner, moderators and admins: reports hold the listing until a moderator decides. */
  isHeldByReports: z.boolean().optional(),
  /** GET /api/Property/{id} for a signed-in caller only: whether they have reported the listing. */
  hasReported: z.boolean().optional(),
});
export type Property = z.infer<typeof Property>;

/** A whole number ≥ 1 of a query string, `fallback` when absent (page, pageSize…). */
export const positiveInt = (fallback: number, max?: number) =>
  z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(max ?? 2_147_483_647, `Must be at most ${max ?? 2_147_483_647}`)
    .default(fallback);

/** "Search this area": west,south,east,north in degrees. */
export const BoundingBox = z.string().transform((value, context) => {
  const parts = value.split(',').map(Number);
  const [west, south, east, north] = parts;
  if (
    parts.length !== 4 ||
    parts.some((part) => !Number.isFinite(part)) ||
    west === undefined ||
    south === undefined ||
    east === undefined ||
    north === undefined ||
    south > north ||
    Math.abs(south) > 90 ||
    Math.abs(north) > 90 ||
    Math.abs(west) > 180 ||
    Math.abs(east) > 180
  ) {
    context.addIssue({ code: 'custom', message: 'Must be west,south,east,north in degrees' });
    return z.NEVER;
  }
  return { west, south, east, north };
});
export type BoundingBox = z.output<typeof BoundingBox>;

/** What every search query shares: the scope (city, listing type, property type), the filter and the area. */
const SearchScopeFields = z
  .object({
    chatId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Must be a chat id').optional()),
    city: caseInsensitiveEnum(CITIES).default(DEFAULT_CITY),
    listingType: z.enum(LISTING_TYPES).default(DEFAULT_LISTING_TYPE),
    propertyType: z.enum(PROPERTY_TYPES).default(DEFAULT_PROPERTY_TYPE),
    bbox: BoundingBox.optional(),
  })
  .extend(FilterFields.shape);
export const SearchScopeQuery = SearchScopeFields.superRefine(refineFilterRanges);
export type SearchScopeQuery = z.output<typeof SearchScopeQuery>;

/**
 * Query of GET /api/Property/properties/chunk. Filter fields present in the query replace the caller's
 * saved filter (so a shared address shows the same results); without any, the saved filter applies.
 */
export const ChunkQuery = SearchScopeFields.extend({
  chunkNumber: positiveInt(1, 100_000),
  chunkSize: positiveInt(CHUNK_SIZE, 20),
  pageSize: positiveInt(PAGE_SIZE, MAX_PAGE_SIZE),
  sortBy: z.enum(SORT_FIELDS).default('CreatedAt'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('Descending'),
}).superRefine(refineFilterRanges);
export type ChunkQuery = z.output<typeof ChunkQuery>;

export const PropertyChunk = z.object({
  items: z.array(Property),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  /**
   * True when `totalCount` (and so `totalPages`) is an estimate: a large result is counted exactly only up to
   * a bound (docs/decisions/022). The interface says "about N"; a chunk near the end carries the exact count.
   */
  totalCountIsEstimate: z.boolean(),
});
export type PropertyChunk = z.infer<typeof PropertyChunk>;

/** The highest zoom a map may ask clusters for (the results map stops at 19). */
export const MAX_MAP_ZOOM = 22;

/**
 * Query of GET /api/Property/map-points: the search (as for the chunk, minus paging), and optionally the
 * map's `zoom` and `view`. Without `zoom` the answer holds every match as a point, however many. With
 * `zoom`, more than MAP_POINTS_LIMIT matches come grouped into clusters on that zoom's grid (decision
 * 025); `view` (west,south,east,north: what the map shows, with a margin) limits the answer to that part
 * of the map and needs `zoom`.
 */
export const MapPointsQuery = SearchScopeFields.extend({
  zoom: z.coerce
    .number({ error: 'Must be a zoom level' })
    .int('Must be a zoom level')
    .min(0, 'Must be a zoom level')
    .max(MAX_MAP_ZOOM, `Must be at most ${MAX_MAP_ZOOM}`)
    .optional(),
  view: BoundingBox.optional(),
}).superRefine((query, context) => {
  refineFilterRanges(query, context);
  if (query.view && query.zoom === undefined) {
    context.addIssue({ code: 'custom', path: ['view'], message: 'Needs zoom' });
  }
});
export type MapPointsQuery = z.output<typeof MapPointsQuery>;

/** An area in degrees, as JSON. */
export const MapArea = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

/**
 * GET /api/Property/map-points. `points`: listings as compact tuples [id, latitude, longitude, priceUsd,
 * priceGel], for clustering on the client. `totalCount`: the listings the answer accounts for (its points
 * plus the counts of its clusters).
 *
 * Without `zoom`, or with at most MAP_POINTS_LIMIT matches, `points` holds every match of the search and
 * nothing else is set. Otherwise:
 * - `view`: set when the answer covers only the requested view (the view widened to whole cells of the
 *   grid); absent when it covers the whole search;
 * - `clusters` (with `clusterZoom`): when the area covers more than MAP_POINTS_LIMIT matches, the area's
 *   matches grouped by grid cell as [count, latitude, longitude, minPriceUsd, maxPriceUsd] (the position is
 *   the mean of the cell's listings); a cell of a single listing comes as a point instead. The cells are
 *   quarter tiles (64 px) of `clusterZoom`: the requested zoom, or lower when the area would span more
 *   than 64 cells across.
 */
export const MapPoints = z.object({
  points: z.array(z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number()])),
  totalCount: z.number().int(),
  clusters: z.array(z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number()])).optional(),
  clusterZoom: z.number().int().optional(),
  view: MapArea.optional(),
});
export type MapPoints = z.infer<typeof MapPoints>;

export const PropertyIdParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a listing id' })
    .int('Must be a listing id')
    .positive('Must be a listing id')
    .max(2_147_483_647, 'Must be a listing id'),
});
