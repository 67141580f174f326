import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import { DISTRICTS } from '../../src/db/seed/data/districts';
import { DISTRICT_MARKETS } from '../../src/db/seed/data/market';
import { streetsOfDistrict } from '../../src/db/seed/data/streets';
import { describe } from '../../src/db/seed/descriptions/describe';
import type { Feature, ListingFacts, ViewKind } from '../../src/db/seed/descriptions/facts';
import { listingPrices } from '../../src/db/seed/listing-price';
import { shapeListing } from '../../src/db/seed/listing-shape';
import { createRandom } from '../../src/db/seed/random';
import type { ScorableListing } from '../../src/modules/assistant/score/scorable-listing';
import { HANDWRITTEN_LISTINGS } from './ranking-handwritten';

/** A fixture listing with what it really has (from the facts it was written from, not from its text). */
export interface FixtureListing extends ScorableListing {
  id: string;
  city: City;
  listingType: ListingType;
  propertyType: 'Apartment' | 'House';
  language: Language;
  has: ReadonlySet<WishKey>;
}

const FEATURE_WISHES: Record<Feature, WishKey[]> = {
  balcony: ['balcony'],
  parking: ['parking'],
  quiet: ['quiet'],
  sunny: ['sunny'],
  pets: ['pets'],
  heating: ['heating'],
  elevator: ['elevator'],
  airConditioning: ['airConditioning'],
  storage: ['storage'],
  garden: ['garden'],
  garage: ['garage', 'parking'],
  fireplace: ['fireplace'],
  renovatedKitchen: ['newKitchen'],
};
const VIEW_WISHES: Record<ViewKind, WishKey[]> = {
  city: ['view', 'cityView'],
  mountains: ['view', 'mountainView'],
  sea: ['view', 'seaView'],
  park: ['view', 'park'],
  oldTown: ['view', 'cityView'],
};
const APARTMENT_FEATURES: Feature[] = [
  'balcony',
  'parking',
  'quiet',
  'sunny',
  'heating',
  'elevator',
  'airConditioning',
  'storage',
  'renovatedKitchen',
];
const HOUSE_FEATURES: Feature[] = ['garden', 'garage', 'fireplace', 'parking', 'quiet', 'sunny', 'heating'];

/**
 * The floor wishes a flat meets by definition: high is the upper 40 % of the building from the fourth
 * floor up, low is the first three floors, and "not the top floor" is below the last.
 */
export function floorWishes(floor: number | null, total: number | null): WishKey[] {
  if (floor === null || total === null) return [];
  const wishes: WishKey[] = [];
  if (floor >= Math.max(4, Math.ceil(total * 0.6))) wishes.push('highFloor');
  if (floor >= 1 && floor <= 3) wishes.push('lowFloor');
  if (floor < total) wishes.push('notLastFloor');
  return wishes;
}

const random = createRandom(20_260_514);
const LANGUAGES: Language[] = ['ka', 'en', 'ru'];
const TBILISI_DISTRICTS = [
  'Vake',
  'Saburtalo',
  'Vera',
  'Didube',
  'Isani',
  'Gldani',
  'Mtatsminda',
  'Nadzaladevi',
];

function generated(
  index: number,
  city: City,
  propertyType: 'Apartment' | 'House',
  listingType: ListingType,
): FixtureListing {
  const districtName =
    city === 'Batumi'
      ? random.pick(['New Boulevard', 'Rustaveli', 'Old Batumi'])
      : random.pick(TBILISI_DISTRICTS);
  const district = DISTRICTS.find((candidate) => candidate.nameEng === districtName)!;
  const market = DISTRICT_MARKETS[districtName]!;
  const shape = shapeListing(random, {
    propertyType,
    listingType,
    stock: market.stock,
    city,
    currentYear: 2026,
  });
  const pool = propertyType === 'House' ? HOUSE_FEATURES : APARTMENT_FEATURES;
  const features = pool.filter(() => random.chance(0.35));
  if (listingType !== 'Sale' && random.chance(0.4)) features.push('pets');
  const view = random.chance(0.45)
    ? random.pick<ViewKind>(
        city === 'Batumi' ? ['sea', 'sea', 'city'] : ['city', 'mountains', 'park', 'oldTown'],
      )
    : undefined;
  const metro =
    market.metro && random.chance(0.5) ? { station: market.metro, minutes: random.int(2, 12) } : undefined;
  const facts: ListingFacts = {
    ...shape,
    totalFloors: shape.totalFloorsBuilding,
    district,
    street: random.pick(streetsOfDistrict(city, districtName)),
    features,
    view,
    metro,
  };
  const language = LANGUAGES[index % 3]!;
  const has = new Set<WishKey>([
    ...features.flatMap((feature) => FEATURE_WISHES[feature]),
    ...(view ? VIEW_WISHES[view] : []),
    ...(metro ? (['metro'] as const) : []),
    // The house fields are facts too.
    ...(shape.hasGarden ? (['garden'] as const) : []),
    ...(shape.hasGarage ? (['garage', 'parking'] as const) : []),
    ...((shape.parkingSpots ?? 0) > 0 ? (['parking'] as const) : []),
    ...floorWishes(shape.floor, shape.totalFloorsBuilding),
  ]);
  const prices = listingPrices(random, market, shape, 2.7);
  return {
    id: `generated-${index}`,
    city,
    listingType,
    propertyType,
    language,
    has,
    description: describe(facts, language, random),
    priceUsd: prices.priceUsd,
    priceGel: prices.priceGel,
    size: shape.size,
    floor: shape.floor,
    totalFloorsBuilding: shape.totalFloorsBuilding,
    hasGarden: shape.hasGarden,
    hasGarage: shape.hasGarage,
    parkingSpots: shape.parkingSpots,
    // The walk the description states is the one stored from the coordinates (decision 042); a listing
    // whose description names no station has none stored here, so its text decides.
    metroWalkMinutes: metro?.minutes ?? null,
  };
}

/**
 * The ranking fixture: 66 listings written by the seed's phrasebooks in ka, en and ru (Tbilisi and
 * Batumi, sale and rent, flats and houses) and 24 written by hand in other words, some with a photo
 * report. Fixed by the seed, the same on every run.
 */
export const FIXTURE_LISTINGS: readonly FixtureListing[] = [
  ...Array.from({ length: 36 }, (_, index) => generated(index, 'Tbilisi', 'Apartment', 'Sale')),
  ...Array.from({ length: 12 }, (_, index) => generated(36 + index, 'Tbilisi', 'Apartment', 'Rent')),
  ...Array.from({ length: 9 }, (_, index) => generated(48 + index, 'Batumi', 'Apartment', 'Sale')),
  ...Array.from({ length: 9 }, (_, index) => generated(57 + index, 'Tbilisi', 'House', 'Sale')),
  ...HANDWRITTEN_LISTINGS,
];
