import type { BuildingStatus, ListingType, PropertyType, RenovationStatus } from '@sakhli/shared/enums';
import type { DistrictData } from '../data/districts';
import type { Localized } from '../data/market';
import type { StreetData } from '../data/streets';
import type { Random } from '../random';

/** Selling points a description can mention; the listing generator picks them to fit the listing. */
export const FEATURES = [
  'balcony',
  'parking',
  'quiet',
  'sunny',
  'pets',
  'heating',
  'elevator',
  'airConditioning',
  'storage',
  'garden',
  'garage',
  'fireplace',
  'renovatedKitchen',
] as const;
export type Feature = (typeof FEATURES)[number];

export type ViewKind = 'city' | 'mountains' | 'sea' | 'park' | 'oldTown';

/** What a description is written from. */
export interface ListingFacts {
  listingType: ListingType;
  propertyType: PropertyType;
  rooms: number;
  bedrooms: number;
  bathrooms: number;
  size: number;
  floor: number | null;
  totalFloors: number | null;
  numberOfFloors: number | null;
  landArea: number | null;
  buildingStatus: BuildingStatus;
  renovationStatus: RenovationStatus;
  buildingYear: number | null;
  isFurnished: boolean;
  /** Minimum stay in days (Rent, DailyRent). */
  rentDuration: number | null;
  district: DistrictData;
  street: StreetData;
  metro?: { station: Localized; minutes: number };
  view?: ViewKind;
  features: Feature[];
}

/** One language's way of saying each part of a listing description. */
export interface Phrasebook {
  opening(facts: ListingFacts, random: Random): string;
  layout(facts: ListingFacts, random: Random): string | undefined;
  building(facts: ListingFacts, random: Random): string | undefined;
  feature: Record<Feature, string[]>;
  view: Record<ViewKind, string[]>;
  metro(station: string, minutes: number): string;
  /** Starts the sentence that lists the features ("It has "). */
  featuresIntro: string;
  /** The word before the last item of a list. */
  and: string;
  surroundings: string[];
  terms(facts: ListingFacts, random: Random): string | undefined;
  closings: string[];
}

/** Adjectives that do not contradict the listing: "spacious" only when it is, "renovated" only when it is. */
export type AdjectiveKind = 'plain' | 'spacious' | 'renovated';

export function fittingAdjectives<T>(
  facts: ListingFacts,
  adjectives: readonly (readonly [T, AdjectiveKind])[],
): T[] {
  return adjectives
    .filter(([, kind]) => {
      if (kind === 'spacious') return facts.size >= 60;
      if (kind === 'renovated') return facts.renovationStatus === 'NewRenovated';
      return true;
    })
    .map(([word]) => word);
}
