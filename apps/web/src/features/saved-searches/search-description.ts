import type { SearchAddress } from '@sakhli/shared/rules/filter-url';
import { DEFAULT_SEARCH_ADDRESS, searchAddressToParams } from '@sakhli/shared/rules/filter-url';
import { SEARCHABLE_PROPERTY_TYPES } from '@sakhli/shared/enums';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';

/** What a saved search keeps: the scope and the filter object. */
export type SearchDescription = Pick<SavedSearch, 'city' | 'listingType' | 'propertyType' | 'filter'>;

const isSearchable = (type: string): type is SearchAddress['propertyType'] =>
  (SEARCHABLE_PROPERTY_TYPES as readonly string[]).includes(type);

/** The search page's address of a saved search (its city is the selected city, kept apart). */
export function searchPagePath(search: SearchDescription): string {
  const propertyType = isSearchable(search.propertyType)
    ? search.propertyType
    : DEFAULT_SEARCH_ADDRESS.propertyType;
  const params = searchAddressToParams({
    ...DEFAULT_SEARCH_ADDRESS,
    listingType: search.listingType,
    propertyType,
    filter: search.filter,
  });
  return `/?${params.toString()}`;
}
