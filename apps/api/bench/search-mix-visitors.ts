/**
 * The visitors of the search-mix bench: each has a guest id and a saved filter built around a real listing
 * (an "anchor", so most filters match something, as people's do), and asks chunk 1, 2 or 3 under one of
 * the sorts people use. Deterministic: the same seed gives the same visitors and the same request stream.
 */
import type { Filter } from '@sakhli/shared/schemas/filter';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { sql } from 'drizzle-orm';
import { createRandom, type Random } from '../src/db/seed/random';

/** A listing the filter is built around. */
export interface Anchor {
  listingType: 'Sale' | 'Rent';
  priceUsd: number;
  size: number;
  rooms: number;
  districtId: number;
  buildingStatus: string;
  renovationStatus: string;
}

/** The statement that picks up to `limit` anchors among Tbilisi apartments for sale or rent (repeatably). */
export const anchorsQuery = (seed: number, limit: number) => sql`
  select listing_type as "listingType", price_usd::float8 as "priceUsd", size::float8 as size, rooms,
    district_id as "districtId", building_status as "buildingStatus", renovation_status as "renovationStatus"
  from properties tablesample bernoulli (5) repeatable (${sql.raw(String(seed))})
  where publish_status = 'Active' and city = 'Tbilisi' and property_type = 'Apartment'
    and listing_type in ('Sale', 'Rent') and district_id is not null
  limit ${limit}`;

export interface Visitor {
  guestId: string;
  listingType: Anchor['listingType'];
  filter: Filter;
}

export const MIX_SORTS = [
  { sortBy: 'CreatedAt', sortDirection: 'Descending' },
  { sortBy: 'Price', sortDirection: 'Ascending' },
  { sortBy: 'Price', sortDirection: 'Descending' },
  { sortBy: 'PricePerSqm', sortDirection: 'Ascending' },
] as const;

export interface MixRequest {
  visitor: Visitor;
  sort: (typeof MIX_SORTS)[number];
  chunkNumber: number;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function guestIdOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * A filter as people set one: a price range around the anchor for most (sometimes a budget alone), rooms
 * for many, the anchor's district for half, a size or a building/renovation status for some.
 */
function filterAround(anchor: Anchor, random: Random): Filter {
  const filter: Filter = { ...EMPTY_FILTER, currency: 'USD' };
  const priceStep = anchor.listingType === 'Sale' ? 5000 : 50;
  if (random.chance(0.85)) {
    const low = anchor.priceUsd * (0.5 + random.next() * 0.4);
    const high = anchor.priceUsd * (1.1 + random.next() * 0.6);
    if (random.chance(0.75)) filter.minPrice = roundTo(low, priceStep);
    filter.maxPrice = roundTo(high, priceStep);
  }
  if (random.chance(0.6)) {
    const spread = random.chance(0.5) ? 1 : 0;
    filter.minRooms = Math.max(1, anchor.rooms - (random.chance(0.5) ? spread : 0));
    filter.maxRooms = filter.minRooms + spread;
  }
  if (random.chance(0.5)) filter.districtId = anchor.districtId;
  if (random.chance(0.25)) {
    filter.minSize = roundTo(anchor.size * (0.7 + random.next() * 0.25), 5);
    if (random.chance(0.5)) filter.maxSize = roundTo(anchor.size * (1.1 + random.next() * 0.5), 5);
  }
  if (random.chance(0.15)) filter.buildingStatus = anchor.buildingStatus as Filter['buildingStatus'];
  if (random.chance(0.15)) filter.renovationStatus = anchor.renovationStatus as Filter['renovationStatus'];
  return filter;
}

export function createVisitors(anchors: readonly Anchor[], count: number, seed: number): Visitor[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const anchor = random.pick(anchors);
    return {
      guestId: guestIdOf(random),
      listingType: anchor.listingType,
      filter: filterAround(anchor, random),
    };
  });
}

/** Chunk 1 most often, 2 and 3 less: people page a little. */
function chunkNumberOf(random: Random): number {
  const roll = random.next();
  return roll < 0.6 ? 1 : roll < 0.85 ? 2 : 3;
}

export function createRequests(visitors: readonly Visitor[], count: number, seed: number): MixRequest[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => ({
    visitor: random.pick(visitors),
    sort: random.pick(MIX_SORTS),
    chunkNumber: chunkNumberOf(random),
  }));
}

export function chunkPath(request: Pick<MixRequest, 'visitor' | 'sort' | 'chunkNumber'>): string {
  const { visitor, sort, chunkNumber } = request;
  return (
    `/api/Property/properties/chunk?city=Tbilisi&listingType=${visitor.listingType}&propertyType=Apartment` +
    `&sortBy=${sort.sortBy}&sortDirection=${sort.sortDirection}&chunkNumber=${chunkNumber}`
  );
}
