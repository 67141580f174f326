import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchAddress } from '@sakhli/shared/rules/filter-url';
import { useSelectedCity } from '@/lib/selected-city';
import type { SearchDescription } from '../search-description';

/**
 * The search on screen: the selected city and the address's scope and filter. While a chat drives the results the
 * address carries the chat's filters, so from the chat this is the chat's search.
 */
export function useCurrentSearch(): SearchDescription {
  const [params] = useSearchParams();
  const city = useSelectedCity();
  return useMemo(() => {
    const { listingType, propertyType, filter } = parseSearchAddress(params);
    return { city, listingType, propertyType, filter };
  }, [params, city]);
}
