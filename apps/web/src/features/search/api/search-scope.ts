import type { City, ListingType } from '@sakhli/shared/enums';
import type { SearchPropertyType } from '@sakhli/shared/rules/filter-url';

/** What a saved filter and a result set belong to. */
export interface SearchScope {
  city: City;
  listingType: ListingType;
  propertyType: SearchPropertyType;
}

export const scopeKey = (scope: SearchScope) => [scope.city, scope.listingType, scope.propertyType] as const;
