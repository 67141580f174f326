import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@sakhli/shared/enums';
import { parseSearchAddress } from '@sakhli/shared/rules/filter-url';
import { chunkOfPage } from '@sakhli/shared/rules/pagination';
import { readChatId } from '@/lib/chat-id';
import { readSelectedCity } from '@/lib/selected-city';
import { propertyChunkQueryOptions, resultsQuery } from './get-property-chunk';
import { savedFilterQueryOptions } from './saved-filter';
import type { SearchScope } from './search-scope';

/**
 * Asks for what the search page of `url` asks first (the saved filter and the results chunk of the page), from
 * the route, while the page's code is still on its way; the page then finds both in the cache. The results are
 * asked with the address's filter: the page waits for the saved filter only to apply one, and a first visit
 * has none saved.
 */
export function prefetchSearchPage(queryClient: QueryClient, url: URL, language: Language) {
  const address = parseSearchAddress(url.searchParams);
  const scope: SearchScope = {
    city: readSelectedCity(),
    listingType: address.listingType,
    propertyType: address.propertyType,
  };
  void queryClient.prefetchQuery(savedFilterQueryOptions(scope));
  if (address.view !== 'list') return;
  const query = resultsQuery(scope, address, readChatId(scope, language), language);
  void queryClient.prefetchQuery(propertyChunkQueryOptions(query, chunkOfPage(address.page)));
}
