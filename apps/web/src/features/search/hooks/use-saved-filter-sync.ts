import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hasAppliedFilters } from '@sakhli/shared/rules/filter-chips';
import {
  DEFAULT_SEARCH_ADDRESS,
  parseSearchAddress,
  searchAddressToParams,
} from '@sakhli/shared/rules/filter-url';
import { FILTER_FIELD_KEYS } from '@sakhli/shared/rules/filter-fields';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { saveFilter, savedFilterQueryOptions } from '../api/saved-filter';
import { scopeKey, type SearchScope } from '../api/search-scope';
import type { UpdateSearchAddress } from './use-search-address';

/** Two filters with the same key hold the same values. */
export const filterKey = (filter: Filter) => JSON.stringify(FILTER_FIELD_KEYS.map((key) => filter[key]));

/** A filter as the address would carry it (fields outside the scope and orphan companions dropped). */
export function asAddressFilter(filter: Filter, scope: SearchScope): Filter {
  const address = { ...DEFAULT_SEARCH_ADDRESS, ...scope, filter };
  return parseSearchAddress(searchAddressToParams(address)).filter;
}

/**
 * Keeps the address and the saved filter (GET/POST /api/Filter) in step. On arrival an address with filters
 * wins and is saved (a shared search becomes the visitor's own); an address without filters shows the saved
 * one. Afterwards whichever side changed last wins: the address after back/forward, the server after the chat
 * changed the filter. Returns whether results may load (not before the saved filter is in the address).
 * `isPaused` while a chat owns the filters (the address shows the chat's): nothing is saved, and when it ends the
 * saved filter comes back into the address.
 */
export function useSavedFilterSync(
  scope: SearchScope,
  addressFilter: Filter,
  currentPage: number,
  updateAddress: UpdateSearchAddress,
  isPaused = false,
) {
  const queryClient = useQueryClient();
  const options = savedFilterQueryOptions(scope);
  const saved = useQuery(options);
  const scopeId = scopeKey(scope).join('|');
  const lastSynced = useRef<{ scopeId: string; filter: string } | null>(null);
  const serverFilter = saved.data ? asAddressFilter(saved.data, scope) : null;
  const addressKey = filterKey(addressFilter);
  const serverKey = serverFilter ? filterKey(serverFilter) : null;

  useEffect(() => {
    if (saved.isPending) return;
    const last = lastSynced.current?.scopeId === scopeId ? lastSynced.current.filter : null;
    const remember = (filter: string) => (lastSynced.current = { scopeId, filter });
    if (isPaused) {
      // What the address shows now is the chat's, not the visitor's: the saved filter is newer than it.
      remember(addressKey);
      return;
    }
    if (serverFilter === null || serverKey === null) {
      if (last === null) remember(addressKey);
      return;
    }
    if (addressKey === serverKey) {
      remember(addressKey);
      return;
    }
    const isServerNewer = last === null ? !hasAppliedFilters(addressFilter) : serverKey !== last;
    if (isServerNewer) {
      remember(serverKey);
      updateAddress({ filter: serverFilter, page: last === null ? currentPage : 1 }, { replace: true });
    } else {
      remember(addressKey);
      // Optimistic: the cache holds what the server will hold, so this effect sees both sides agree.
      queryClient.setQueryData(options.queryKey, addressFilter);
      saveFilter(scope, addressFilter).catch(() =>
        queryClient.invalidateQueries({ queryKey: options.queryKey }),
      );
    }
    // The keys stand for the filters: the effect runs when either side's content changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.isPending, scopeId, addressKey, serverKey, isPaused]);

  const isWaitingForSavedFilter =
    !hasAppliedFilters(addressFilter) &&
    (saved.isPending || (serverFilter !== null && hasAppliedFilters(serverFilter)));
  return { isReady: !isWaitingForSavedFilter, loadFailed: saved.isError };
}
