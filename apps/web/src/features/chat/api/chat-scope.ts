import type { City, ListingType } from '@sakhli/shared/enums';
import type { SearchPropertyType } from '@sakhli/shared/rules/filter-url';

/** The page a chat belongs to: its city, listing type and property type (SPEC.md section 3). */
export interface ChatScope {
  city: City;
  listingType: ListingType;
  propertyType: SearchPropertyType;
}

export const chatScopeKey = (scope: ChatScope) =>
  [scope.city, scope.listingType, scope.propertyType] as const;
