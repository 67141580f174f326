import type { ListingType, PublishStatus } from '@sakhli/shared/enums';

/**
 * SPEC.md section 2 'My properties' and section 3 'My-properties filters': status all/active/inactive,
 * listing type all/for sale/for rent/daily rent, and the listing code (digits only). The page keeps a
 * draft the user edits and the applied filters the list shows.
 */
export const STATUS_FILTERS = ['all', 'Active', 'Inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const LISTING_TYPE_FILTERS = ['all', 'Sale', 'Rent', 'DailyRent'] as const;
export type ListingTypeFilter = 'all' | ListingType;

export interface MyPropertiesFilters {
  status: StatusFilter;
  listingType: ListingTypeFilter;
  /** Digits only; empty: any code. */
  code: string;
}

export const NO_FILTERS: MyPropertiesFilters = { status: 'all', listingType: 'all', code: '' };

/** What a code field may hold: the digits typed or pasted, nothing else (at most the API's 10). */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 10);

export const isSameFilters = (a: MyPropertiesFilters, b: MyPropertiesFilters): boolean =>
  a.status === b.status && a.listingType === b.listingType && a.code === b.code;

export const hasAnyFilter = (filters: MyPropertiesFilters): boolean => !isSameFilters(filters, NO_FILTERS);

/** The query of GET /api/Property/my-properties/paginated: 'all' where a filter is unset (SPEC.md section 7). */
export function filtersToQuery(filters: MyPropertiesFilters) {
  return {
    publishStatus: filters.status satisfies 'all' | PublishStatus,
    propertyType: 'all',
    listingType: filters.listingType,
    code: filters.code === '' ? 'all' : filters.code,
  };
}
