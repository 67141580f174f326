import { z } from 'zod';
import { MAX_DISTRICT_IDS } from '../constants';
import { METRO_WALK_MINUTES } from '../rules/metro';
import { ACCOUNT_TYPES, BUILDING_STATUSES, CURRENCIES, HEATING_TYPES, RENOVATION_STATUSES } from '../enums';
import {
  emptyToNull,
  optionalBoolean,
  optionalNonNegativeInteger,
  optionalNonNegativeNumber,
} from './common';

/** An amenity wanted: true keeps the listings that have it; false, like absent, asks nothing (null). */
const mustHave = z.preprocess(
  (value) => {
    const cleaned = emptyToNull(value);
    if (cleaned === 'true') return true;
    return cleaned === false || cleaned === 'false' ? null : cleaned;
  },
  z.boolean({ error: 'Must be true or false' }).nullable(),
);

/**
 * Several districts (decision 040): an array, or the address's comma-separated text ("3,5"); repeated ids
 * count once; empty is null.
 */
const districtIdList = z.preprocess(
  (value) => {
    const cleaned = emptyToNull(value);
    if (cleaned === null) return null;
    const list = Array.isArray(cleaned)
      ? cleaned
      : typeof cleaned === 'string'
        ? cleaned.split(',')
        : cleaned;
    if (!Array.isArray(list)) return list;
    const ids = (list as unknown[]).map((id) =>
      typeof id === 'string' ? (id.trim() === '' ? Number.NaN : Number(id)) : id,
    );
    return ids.length === 0 ? null : [...new Set(ids)];
  },
  z
    .array(
      z
        .number({ error: 'Must be district ids' })
        .int('Must be district ids')
        .positive('Must be district ids')
        .max(2_147_483_647, 'Must be district ids'),
      { error: 'Must be district ids' },
    )
    .max(MAX_DISTRICT_IDS, `At most ${MAX_DISTRICT_IDS} districts`)
    .nullable(),
);

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values).nullable());

/** Pairs of bounds: the minimum must not exceed the maximum. */
export const FILTER_RANGES = [
  ['minPrice', 'maxPrice'],
  ['minSize', 'maxSize'],
  ['minRooms', 'maxRooms'],
  ['minBedrooms', 'maxBedrooms'],
  ['minBathrooms', 'maxBathrooms'],
  ['minFloor', 'maxFloor'],
  ['minRentDuration', 'maxRentDuration'],
  ['minNumberOfFloors', 'maxNumberOfFloors'],
] as const;

const filterShape = {
  cadastralCode: z.preprocess(emptyToNull, z.string().trim().max(64, 'At most 64 characters').nullable()),
  buildingYear: z.preprocess(
    (value) => {
      const cleaned = emptyToNull(value);
      return typeof cleaned === 'string' ? Number(cleaned) : cleaned;
    },
    z
      .number({ error: 'Must be a year' })
      .int('Must be a year')
      .min(1800, 'Must be a year after 1800')
      .max(2100, 'Must be a year before 2100')
      .nullable(),
  ),
  minPrice: optionalNonNegativeNumber,
  maxPrice: optionalNonNegativeNumber,
  currency: optionalEnum(CURRENCIES),
  minSize: optionalNonNegativeNumber,
  maxSize: optionalNonNegativeNumber,
  minRooms: optionalNonNegativeInteger,
  maxRooms: optionalNonNegativeInteger,
  minBedrooms: optionalNonNegativeInteger,
  maxBedrooms: optionalNonNegativeInteger,
  minBathrooms: optionalNonNegativeInteger,
  maxBathrooms: optionalNonNegativeInteger,
  buildingStatus: optionalEnum(BUILDING_STATUSES),
  renovationStatus: optionalEnum(RENOVATION_STATUSES),
  isFurnished: optionalBoolean,
  districtId: optionalNonNegativeInteger,
  districtName: z.preprocess(emptyToNull, z.string().trim().max(100, 'At most 100 characters').nullable()),
  minFloor: optionalNonNegativeInteger,
  maxFloor: optionalNonNegativeInteger,
  minRentDuration: optionalNonNegativeInteger,
  maxRentDuration: optionalNonNegativeInteger,
  minNumberOfFloors: optionalNonNegativeInteger,
  maxNumberOfFloors: optionalNonNegativeInteger,
  /** One seller type (CONTRACT.md section 7): 'Owner' is "owners only", without agents. */
  sellerType: optionalEnum(ACCOUNT_TYPES),
  // Amenities (decision 040): one heating type, and the amenities a listing must have.
  heating: optionalEnum(HEATING_TYPES),
  hasAirConditioning: mustHave,
  hasBalcony: mustHave,
  hasLift: mustHave,
  hasParking: mustHave,
  petsAllowed: mustHave,
  // Several districts at once (decision 040); with districtId too, a listing in any of them matches.
  districtIds: districtIdList,
  // Within N minutes' walk of a metro station (decision 042): one of METRO_WALK_MINUTES.
  maxMetroWalkMinutes: z.preprocess(
    (value) => {
      const cleaned = emptyToNull(value);
      return typeof cleaned === 'string' ? Number(cleaned) : cleaned;
    },
    z
      .union(
        METRO_WALK_MINUTES.map((minutes) => z.literal(minutes)),
        { error: `Must be one of ${METRO_WALK_MINUTES.join(', ')}` },
      )
      .nullable(),
  ),
};

type FilterShape = typeof filterShape;

/**
 * The filter object as the API answers it: the same fields without the input coercions (a response
 * schema must encode, and a preprocess step only decodes).
 */
export const FilterResponse = z.object(
  Object.fromEntries(Object.entries(filterShape).map(([key, schema]) => [key, schema.out])) as {
    [K in keyof FilterShape]: FilterShape[K]['out'];
  },
);

export const FILTER_KEYS = Object.keys(filterShape) as (keyof typeof filterShape)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter fields without the cross-field rule, for schemas that extend them (search queries). */
export const FilterFields = z.object(filterShape);

/** The minimum of each range must not exceed its maximum; the error names the minimum field. */
export function refineFilterRanges(filter: Partial<Record<FilterKey, unknown>>, context: z.RefinementCtx) {
  for (const [minKey, maxKey] of FILTER_RANGES) {
    const min = filter[minKey];
    const max = filter[maxKey];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      context.addIssue({ code: 'custom', path: [minKey], message: `${minKey} must not exceed ${maxKey}` });
    }
  }
}

/**
 * The filter object of SPEC.md section 3: the hard-filter form, the saved filter, the chat's extracted
 * filters and the search all validate with this one schema. Absent or empty fields become null.
 */
export const FilterSchema = FilterFields.superRefine(refineFilterRanges);
export type Filter = z.output<typeof FilterSchema>;
export type FilterInput = z.input<typeof FilterSchema>;

export const EMPTY_FILTER: Filter = Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as Filter;

/** Number of fields set in a filter (the 'Applied filters (count)' figure). */
export function countAppliedFilters(filter: Filter): number {
  const fields = FILTER_KEYS.filter(
    (key) => filter[key] !== null && key !== 'currency' && key !== 'districtName' && key !== 'districtIds',
  );
  // Each of several districts is a filter of its own (one chip each).
  return fields.length + (filter.districtIds?.length ?? 0);
}

/**
 * A filter stored earlier (a saved filter, a chat's filters, a saved search) as the current filter object:
 * fields added since are null, unknown or outdated ones dropped, an unreadable one the empty filter.
 */
export function filterFromStored(stored: unknown): Filter {
  const parsed = FilterFields.safeParse({ ...EMPTY_FILTER, ...(stored as object | undefined) });
  return parsed.success ? parsed.data : { ...EMPTY_FILTER };
}
