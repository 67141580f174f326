import { LISTING_LIFETIME_DAYS } from '@sakhli/shared/constants';
import { nearestMetroOf } from '@sakhli/shared/rules/metro';
import type { AccountType, Language, ListingType, PropertyType, PublishStatus } from '@sakhli/shared/enums';
import type { properties } from '../schema/index';
import type { DistrictData } from './data/districts';
import type { DistrictMarket } from './data/market';
import type { StreetData } from './data/streets';
import { describe } from './descriptions/describe';
import type { Feature, ListingFacts, ViewKind } from './descriptions/facts';
import { listingPrices } from './listing-price';
import { pickListingType, pickPropertyType, shapeListing, type ListingShape } from './listing-shape';
import type { PhotoKind } from './photos/pool';
import type { Random } from './random';

export interface SeedDistrict {
  id: number;
  data: DistrictData;
  market: DistrictMarket;
  streets: StreetData[];
}

export interface ListingOwner {
  id: string;
  phoneNumber: string;
  /** The owner's account type, copied on the listing as its seller type (decision 039); Owner when absent. */
  accountType?: AccountType;
}

export type ListingRow = Omit<typeof properties.$inferInsert, 'id' | 'code'>;

export interface ListingDraft {
  row: ListingRow;
  /** The kinds of pool photos to show, cover first. */
  photos: PhotoKind[];
  /** Views so far, stored as one daily total on the listing's first day (seedViewTotals). */
  views: number;
}

const DAY = 86_400_000;
const EARTH_METRES_PER_DEGREE = 111_320;

export function pickDistrict(random: Random, districts: readonly SeedDistrict[]): SeedDistrict {
  return random.weighted(districts.map((district) => [district, district.market.weight] as const));
}

/** Distance in metres between two points (equirectangular: exact enough inside one city). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = b.latitude - a.latitude;
  return Math.hypot(x, y) * EARTH_METRES_PER_DEGREE;
}

/** A point near the street (within ~150 m), pulled inside the district's circle when it strays out. */
function placeOnStreet(random: Random, district: DistrictData, street: StreetData) {
  const angle = random.between(0, Math.PI * 2);
  const metres = random.between(0, 150);
  let latitude = street.latitude + (Math.sin(angle) * metres) / EARTH_METRES_PER_DEGREE;
  let longitude =
    street.longitude +
    (Math.cos(angle) * metres) / (EARTH_METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  const limit = district.radiusMeters * 0.92;
  const distance = distanceMetres(district, { latitude, longitude });
  if (distance > limit) {
    const pull = limit / distance;
    latitude = district.latitude + (latitude - district.latitude) * pull;
    longitude = district.longitude + (longitude - district.longitude) * pull;
  }
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

function pickFeatures(random: Random, shape: ListingShape): Feature[] {
  const candidates: [Feature, number][] =
    shape.propertyType === 'House'
      ? [
          ['garden', shape.hasGarden ? 0.8 : 0],
          ['garage', shape.hasGarage ? 0.7 : 0],
          ['fireplace', 0.35],
          ['parking', 0.4],
          ['quiet', 0.5],
          ['sunny', 0.3],
          ['heating', 0.4],
          ['pets', shape.listingType === 'Sale' ? 0 : 0.3],
        ]
      : [
          ['balcony', 0.7],
          ['parking', shape.buildingStatus === 'Old' ? 0.15 : 0.55],
          ['elevator', (shape.totalFloorsBuilding ?? 0) > 5 ? 0.6 : 0],
          ['heating', 0.5],
          ['quiet', 0.35],
          ['sunny', 0.4],
          ['airConditioning', shape.isFurnished ? 0.6 : 0.15],
          ['renovatedKitchen', shape.renovationStatus === 'NewRenovated' ? 0.35 : 0],
          ['storage', 0.12],
          ['pets', shape.listingType === 'Sale' ? 0 : 0.3],
        ];
  const chosen = candidates
    .filter(([, probability]) => random.chance(probability))
    .map(([feature]) => feature);
  return random.sample(chosen, random.int(2, 5));
}

/**
 * The amenities a demo owner ticks (decision 040): those its description mentions, the rest unsaid. Drawn
 * from the features already picked (no new random draw: one seed number still gives the same listings).
 * The heating type stays unsaid: the description picks its words for it later.
 */
function amenitiesOf(features: readonly Feature[], shape: ListingShape) {
  const said = (feature: Feature) => (features.includes(feature) ? true : null);
  const hasHouseParking = shape.hasGarage === true || (shape.parkingSpots ?? 0) > 0;
  return {
    hasBalcony: said('balcony'),
    hasLift: said('elevator'),
    hasParking: hasHouseParking ? true : said('parking'),
    hasAirConditioning: said('airConditioning'),
    petsAllowed: said('pets'),
  };
}

function pickView(random: Random, district: SeedDistrict, shape: ListingShape): ViewKind | undefined {
  if (shape.propertyType === 'Land' || !random.chance(0.45)) return undefined;
  if (district.data.city === 'Batumi') return random.chance(0.6) ? 'sea' : 'city';
  if (district.market.stock === 'historic' && random.chance(0.4)) return 'oldTown';
  if (district.market.stock === 'suburban' || district.market.stock === 'modern')
    return random.chance(0.6) ? 'mountains' : 'city';
  return random.pick(['city', 'city', 'mountains', 'park'] as const);
}

function photoKinds(random: Random, shape: ListingShape, hasBalcony: boolean): PhotoKind[] {
  const count = random.int(3, 8);
  if (shape.propertyType === 'Land') return Array.from({ length: Math.min(count, 5) }, () => 'land' as const);
  if (shape.propertyType === 'CommercialSpace')
    return [...Array.from({ length: count - 1 }, () => 'office' as const), 'building'];
  if (shape.propertyType === 'House') {
    return (
      ['house', 'living-room', 'kitchen', 'bedroom', 'garden', 'bathroom', 'bedroom', 'house'] as const
    ).slice(0, count);
  }
  const rooms: PhotoKind[] = ['living-room', 'kitchen', 'bedroom', 'bathroom'];
  if (hasBalcony) rooms.push('balcony-view');
  if (shape.bedrooms > 1) rooms.push('bedroom');
  rooms.push('living-room', 'kitchen');
  return [...rooms.slice(0, count - 1), 'building'];
}

export interface GenerateOptions {
  now: Date;
  rate: number;
  owner: ListingOwner;
  publishStatus?: PublishStatus;
  propertyType?: PropertyType;
  listingType?: ListingType;
}

/** One realistic demo listing in `district`, described in Georgian, English or Russian. */
export function generateListing(
  random: Random,
  district: SeedDistrict,
  options: GenerateOptions,
): ListingDraft {
  const { data, market } = district;
  const propertyType = options.propertyType ?? pickPropertyType(random, market.houseShare);
  const listingType = options.listingType ?? pickListingType(random, propertyType, data.city);
  const shape = shapeListing(random, {
    propertyType,
    listingType,
    stock: market.stock,
    city: data.city,
    currentYear: options.now.getUTCFullYear(),
  });
  const street = random.pick(district.streets);
  const features = pickFeatures(random, shape);
  const facts: ListingFacts = {
    ...shape,
    totalFloors: shape.totalFloorsBuilding,
    district: data,
    street,
    features,
    view: pickView(random, district, shape),
    metro:
      market.metro && shape.propertyType !== 'Land' && random.chance(0.6)
        ? { station: market.metro, minutes: random.int(2, 12) }
        : undefined,
  };
  const language = random.weighted<Language>([
    ['ka', 0.5],
    ['en', 0.25],
    ['ru', 0.25],
  ]);
  const ageDays = random.between(0, listingType === 'DailyRent' ? 25 : 45);
  const createdAt = new Date(options.now.getTime() - ageDays * DAY);
  const hasCadastralCode = listingType === 'Sale' && random.chance(0.35);
  const row: ListingRow = {
    userId: options.owner.id,
    sellerType: options.owner.accountType ?? 'Owner',
    city: data.city,
    districtId: district.id,
    ...shape,
    ...listingPrices(random, market, shape, options.rate),
    publishStatus: options.publishStatus ?? 'Active',
    cadastralCode: hasCadastralCode ? cadastralCode(random, data.city, propertyType) : null,
    hideCadastralCode: hasCadastralCode && random.chance(0.2),
    description: describe(facts, language, random),
    descriptionLanguage: language,
    phoneNumber: options.owner.phoneNumber,
    ...placeOnStreet(random, data, street),
    streetNameGeo: street.nameGeo,
    streetNameEng: street.nameEng,
    createdAt,
    updatedAt: createdAt,
    expiryDate: new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS[listingType] * DAY),
    ...amenitiesOf(features, shape),
  };
  // After the row: its place on the street is drawn in it, and no random draw moves (same seed, same listings).
  Object.assign(row, nearestMetroOf(data.city, row.latitude!, row.longitude!));
  // Drawn after the row and before the photos, as always: one seed number gives the same listings.
  const views = Math.round(ageDays * random.between(2, 28)) + random.int(0, 15);
  return {
    row,
    photos: photoKinds(random, shape, features.includes('balcony') || facts.view !== undefined),
    views,
  };
}

/** Public Registry codes look like 01.14.14.009.032 (Tbilisi 01, Batumi 05), flats add .01.028. */
function cadastralCode(random: Random, city: string, propertyType: PropertyType): string {
  const part = (digits: number) => String(random.int(1, 10 ** digits - 1)).padStart(digits, '0');
  const base = `${city === 'Batumi' ? '05' : '01'}.${part(2)}.${part(2)}.${part(3)}.${part(3)}`;
  return propertyType === 'Apartment' ? `${base}.01.${part(3)}` : base;
}
