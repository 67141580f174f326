import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { Wish } from '@sakhli/shared/schemas/assistant';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import { DISTRICTS } from '../../../db/seed/data/districts';
import type { DistrictOption, InterpretResult } from '../assistant.types';
import { interpretMessage } from '../interpret';

/** The seeded districts with the ids a fresh database gives them (inserted in this order). */
export const TEST_DISTRICTS: readonly DistrictOption[] = DISTRICTS.map((district, index) => ({
  id: index + 1,
  nameGeo: district.nameGeo,
  nameEng: district.nameEng,
  nameRus: district.nameRus,
  city: district.city,
}));

export function districtNamed(nameEng: string): DistrictOption {
  const district = TEST_DISTRICTS.find((candidate) => candidate.nameEng === nameEng);
  if (!district) throw new Error(`No district ${nameEng}`);
  return district;
}

export interface AskOptions {
  language?: Language;
  city?: City;
  listingType?: ListingType;
  propertyType?: 'Apartment' | 'House';
  filters?: Partial<Filter>;
  wishes?: Wish[];
}

/** One turn of the built-in assistant on the Tbilisi sale-apartment page (unless told otherwise). */
export function ask(message: string, options: AskOptions = {}): InterpretResult {
  const city = options.city ?? 'Tbilisi';
  return interpretMessage({
    message,
    language: options.language ?? 'en',
    scope: {
      city,
      listingType: options.listingType ?? 'Sale',
      propertyType: options.propertyType ?? 'Apartment',
    },
    state: { filters: { ...EMPTY_FILTER, ...options.filters }, wishes: options.wishes ?? [] },
    districts: TEST_DISTRICTS.filter((district) => district.city === city),
  });
}

/** The fields a result set, without the nulls. */
export function setFields(filter: Filter): Partial<Filter> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null));
}

/** Asks a whole conversation, each turn on the state the previous one left; returns the last result. */
export function converse(messages: readonly string[], options: AskOptions = {}): InterpretResult {
  let result: InterpretResult | undefined;
  for (const message of messages) {
    result = ask(message, {
      ...options,
      filters: result?.filters ?? options.filters,
      wishes: result?.wishes ?? options.wishes,
    });
  }
  if (!result) throw new Error('No message');
  return result;
}
