import { MAX_DISTRICT_IDS } from '../constants';
import { ACCOUNT_TYPES, BUILDING_STATUSES, CURRENCIES, HEATING_TYPES, RENOVATION_STATUSES } from '../enums';
import type { Filter, FilterKey } from '../schemas/filter';
import { METRO_WALK_MINUTES } from './metro';

type FieldKind =
  | { kind: 'text'; maxLength: number }
  | { kind: 'year' }
  | { kind: 'decimal' }
  | { kind: 'count' }
  | { kind: 'boolean' }
  | { kind: 'mustHave' }
  | { kind: 'ids' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'numberChoice'; values: readonly number[] };

const text = (maxLength: number): FieldKind => ({ kind: 'text', maxLength });
const decimal: FieldKind = { kind: 'decimal' };
const count: FieldKind = { kind: 'count' };
const choice = (values: readonly string[]): FieldKind => ({ kind: 'choice', values });

/**
 * How each field of the filter object reads from text, the same way FilterSchema does, without zod: the search
 * page parses its address before anything else and keeps the schema library out of its first download. A unit
 * test holds this table and FilterSchema to the same keys and the same answers.
 */
const FILTER_FIELDS: Record<FilterKey, FieldKind> = {
  cadastralCode: text(64),
  buildingYear: { kind: 'year' },
  minPrice: decimal,
  maxPrice: decimal,
  currency: choice(CURRENCIES),
  minSize: decimal,
  maxSize: decimal,
  minRooms: count,
  maxRooms: count,
  minBedrooms: count,
  maxBedrooms: count,
  minBathrooms: count,
  maxBathrooms: count,
  buildingStatus: choice(BUILDING_STATUSES),
  renovationStatus: choice(RENOVATION_STATUSES),
  isFurnished: { kind: 'boolean' },
  districtId: count,
  districtName: text(100),
  minFloor: count,
  maxFloor: count,
  minRentDuration: count,
  maxRentDuration: count,
  minNumberOfFloors: count,
  maxNumberOfFloors: count,
  sellerType: choice(ACCOUNT_TYPES),
  heating: choice(HEATING_TYPES),
  hasAirConditioning: { kind: 'mustHave' },
  hasBalcony: { kind: 'mustHave' },
  hasLift: { kind: 'mustHave' },
  hasParking: { kind: 'mustHave' },
  petsAllowed: { kind: 'mustHave' },
  districtIds: { kind: 'ids' },
  maxMetroWalkMinutes: { kind: 'numberChoice', values: METRO_WALK_MINUTES },
};

/** The filter object's keys in FilterSchema's order. */
export const FILTER_FIELD_KEYS = Object.keys(FILTER_FIELDS) as FilterKey[];

/** The bounds that come in pairs (minPrice/maxPrice, …), in field order. */
export const FILTER_FIELD_RANGES = FILTER_FIELD_KEYS.filter((key) => key.startsWith('min')).map(
  (minKey) => [minKey, minKey.replace(/^min/, 'max') as FilterKey] as const,
);

/** A filter with every field unset. */
export function emptyFilter(): Filter {
  return Object.fromEntries(FILTER_FIELD_KEYS.map((key) => [key, null])) as Filter;
}

const MAX_INTEGER = 2_147_483_647;

/** One field's value read from text, or undefined when the text is not a valid value (empty text: null). */
export function parseFilterField<Key extends FilterKey>(
  key: Key,
  raw: string,
): Filter[Key] | null | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const field = FILTER_FIELDS[key];
  const number = Number(trimmed);
  let value: unknown;
  switch (field.kind) {
    case 'text':
      value = trimmed.length <= field.maxLength ? trimmed : undefined;
      break;
    case 'year':
      value = Number.isInteger(number) && number >= 1800 && number <= 2100 ? number : undefined;
      break;
    case 'decimal':
      value = Number.isFinite(number) && number >= 0 ? number : undefined;
      break;
    case 'count':
      value = Number.isInteger(number) && number >= 0 && number <= MAX_INTEGER ? number : undefined;
      break;
    case 'boolean':
      value = raw === 'true' ? true : raw === 'false' ? false : undefined;
      break;
    case 'mustHave':
      value = raw === 'true' ? true : raw === 'false' ? null : undefined;
      break;
    case 'ids': {
      const ids = [...new Set(trimmed.split(',').map((id) => (id.trim() === '' ? Number.NaN : Number(id))))];
      const isValid = ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER);
      value = isValid && ids.length <= MAX_DISTRICT_IDS ? ids : undefined;
      break;
    }
    case 'choice':
      value = field.values.includes(raw) ? raw : undefined;
      break;
    case 'numberChoice':
      value = field.values.includes(number) ? number : undefined;
      break;
  }
  return value as Filter[Key] | undefined;
}
