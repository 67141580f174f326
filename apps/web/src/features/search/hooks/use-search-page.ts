import { useEffect, useMemo, useRef } from 'react';
import { useChatId } from '@/lib/chat-id';
import { useSelectedCity } from '@/lib/selected-city';
import { useLanguage } from '@/lib/use-language';
import { defaultSort, resultsQuery, type ResultsQuery } from '../api/get-property-chunk';
import type { SearchScope } from '../api/search-scope';
import { useChatFilterSync } from './use-chat-filter-sync';
import { useResultsRefresh } from './use-results-refresh';
import { useSavedFilterSync } from './use-saved-filter-sync';
import { useCanonicalSearchAddress, useSearchAddress } from './use-search-address';
import { useSearchResults } from './use-search-results';

/**
 * Everything the results panel shows: the address (rewritten to its canonical form), the scope, the
 * saved-filter sync and page N's listings.
 */
export function useSearchPage() {
  // Before the saved-filter sync: effects run in order and the last address change wins, so when the saved
  // filter is already in (the route asked for it) the sync's change (canonical too) comes after this one.
  useCanonicalSearchAddress();
  const { address, updateAddress } = useSearchAddress();
  const city = useSelectedCity();
  const language = useLanguage();
  const { listingType, propertyType } = address;
  const scope = useMemo<SearchScope>(
    () => ({ city, listingType, propertyType }),
    [city, listingType, propertyType],
  );
  const chatId = useChatId(scope, language);
  // A chat owns the filters while it lasts (the server applies its filters, the address shows them).
  const sync = useSavedFilterSync(scope, address.filter, address.page, updateAddress, chatId !== null);
  const chatSync = useChatFilterSync(scope, { id: chatId, language }, address.filter, updateAddress);
  const isReady = chatId !== null || sync.isReady;
  useResultsRefresh(scope);

  const sort = address.sort ?? defaultSort(chatId !== null);
  const { sortBy, sortDirection } = sort;
  const query = useMemo<ResultsQuery | null>(
    () =>
      isReady
        ? resultsQuery(
            scope,
            { filter: address.filter, sort: { sortBy, sortDirection }, bbox: address.bbox },
            chatId,
            language,
          )
        : null,
    [isReady, scope, address.filter, sortBy, sortDirection, address.bbox, chatId, language],
  );
  const results = useSearchResults(query, address.page);

  // SPEC.md: a new city starts again at page 1.
  const shownCity = useRef(city);
  useEffect(() => {
    if (shownCity.current === city) return;
    shownCity.current = city;
    updateAddress({ page: 1 }, { replace: true });
  }, [city, updateAddress]);

  // A page beyond the end (bookmarked, or the last page of an estimate that was too high) shows the real last
  // page instead, in its place in the history.
  const isPastEnd = results.isPastEnd && !results.isUpdating;
  useEffect(() => {
    if (isPastEnd) updateAddress({ page: results.totals.totalPages }, { replace: true });
  }, [isPastEnd, results.totals.totalPages, updateAddress]);

  return {
    address,
    updateAddress,
    scope,
    chatId,
    sort,
    results,
    filtersLoadFailed: chatId ? chatSync.loadFailed : sync.loadFailed,
  };
}
