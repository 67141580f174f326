import { z } from 'zod';
import { MAX_PAGE_SIZE, MY_PROPERTIES_PAGE_SIZE } from '../constants';
import { LISTING_TYPES, PROPERTY_TYPES, PUBLISH_STATUSES } from '../enums';
import { caseInsensitiveEnum, emptyToNull } from './common';
import { positiveInt, Property } from './property';

/** 'all' (any case), empty or absent: no constraint. */
const isAll = (value: unknown) =>
  emptyToNull(value) === null || (typeof value === 'string' && value.trim().toLowerCase() === 'all');

const allOr = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (isAll(value) ? null : value),
    caseInsensitiveEnum(values).nullable().default(null),
  );

/** SPEC.md section 3 'My-properties filters': the numeric listing code, digits only; 'all' or none: any. */
const ListingCode = z.preprocess(
  (value) => (isAll(value) || value === 'none' ? null : value),
  z.coerce
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'Property code must contain digits only')
    .transform(Number)
    // Codes are integers of the database: a larger number names no listing, and must not reach the query.
    .refine((code) => code <= 2_147_483_647, 'No listing has this code')
    .nullable()
    .default(null),
);

/** GET /api/Property/my-properties: the caller's own listings, newest first. */
export const MyPropertiesQuery = z.object({
  publishStatus: allOr(PUBLISH_STATUSES),
  propertyType: allOr(PROPERTY_TYPES),
  listingType: allOr(LISTING_TYPES),
  code: ListingCode,
});
export type MyPropertiesQuery = z.output<typeof MyPropertiesQuery>;

/** GET /api/Property/my-properties/paginated: the same filters, one page (pageSize at most 100). */
export const MyPropertiesPageQuery = MyPropertiesQuery.extend({
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(MY_PROPERTIES_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type MyPropertiesPageQuery = z.output<typeof MyPropertiesPageQuery>;

/** The paged list of SPEC.md section 3 (items, totalCount, totalPages, pageSize) plus the page shown. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    pageSize: z.number().int(),
    page: z.number().int(),
  });

export const PropertyPage = pagedList(Property);
export type PropertyPage = z.infer<typeof PropertyPage>;

/** At most this many listings in the unpaged my-properties answer (the paginated one has them all). */
export const MY_PROPERTIES_LIST_LIMIT = 1000;
export const PropertyList = z.array(Property);

/** The answer of the status actions (CONTRACT.md section 3): 200 `true`. */
export const StatusActionResult = z.literal(true);
