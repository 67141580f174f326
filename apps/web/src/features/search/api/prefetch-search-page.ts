import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@sakhli/shared/enums';
import { parseSearchAddress } from '@sakhli/shared/rules/filter-url';
import { chunkOfPage, pageSliceInChunk } from '@sakhli/shared/rules/pagination';
import { cardPhotoUrl, cardPhotos } from '../card-photos';
import { readChatId } from '@/lib/chat-id';
import { readSelectedCity } from '@/lib/selected-city';
import { propertyChunkQueryOptions, resultsQuery } from './get-property-chunk';
import { savedFilterQueryOptions } from './saved-filter';
import type { SearchScope } from './search-scope';

/**
 * Asks for what the search page of `url` asks first (the saved filter and the results chunk of the page), from
 * the route, while the page's code is still on its way; the page then finds both in the cache, and the first
 * card's photo in the browser's. The results are asked with the address's filter: the page waits for the saved
 * filter only to apply one, and a first visit has none saved.
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
  void queryClient
    .fetchQuery(propertyChunkQueryOptions(query, chunkOfPage(address.page)))
    .then((chunk) => {
      // The page's largest image: on its way while the page's code is still arriving, not after the first render.
      const first = chunk.items[pageSliceInChunk(address.page).start];
      const photo = first && cardPhotos(first)[0];
      if (!photo) return;
      const image = new Image();
      image.fetchPriority = 'high';
      image.src = cardPhotoUrl(photo);
    })
    // A failed request is the page's to report (it asks again and shows the error state).
    .catch(() => undefined);
}
