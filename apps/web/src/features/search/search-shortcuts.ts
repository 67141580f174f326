import {
  DEFAULT_SEARCH_ADDRESS,
  searchAddressToParams,
  type SearchAddress,
} from '@sakhli/shared/rules/filter-url';
import { emptyFilter } from '@sakhli/shared/rules/filter-fields';

/**
 * "Luxury" is not a field of the filter object, so the footer's luxury link stands for the top of the sale
 * market: newly renovated apartments from $300,000, roughly the most expensive tenth of Tbilisi's listings.
 */
export const LUXURY_MIN_PRICE_USD = 300_000;

/**
 * The footer's search shortcuts (SPEC.md routes): `/search?type=apartment|house` picks the property type,
 * `feature=new` new buildings, `feature=luxury` the luxury filter above. Returns the home page address.
 */
export function searchShortcutTarget(params: URLSearchParams): string {
  const type = params.get('type')?.toLowerCase();
  const feature = params.get('feature')?.toLowerCase();
  const address: SearchAddress = {
    ...DEFAULT_SEARCH_ADDRESS,
    propertyType: type === 'house' ? 'House' : 'Apartment',
    filter: {
      ...emptyFilter(),
      ...(feature === 'new' && { buildingStatus: 'New' as const }),
      ...(feature === 'luxury' && {
        renovationStatus: 'NewRenovated' as const,
        minPrice: LUXURY_MIN_PRICE_USD,
        currency: 'USD' as const,
      }),
    },
  };
  const target = searchAddressToParams(address);
  const language = params.get('lang');
  if (language) target.set('lang', language);
  return `/?${target.toString()}`;
}
