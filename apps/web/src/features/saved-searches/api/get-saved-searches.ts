import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchList } from '@sakhli/shared/schemas/saved-search';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';
import { useAuth } from '@/lib/use-auth';

/** Every cached list of saved searches starts with this key (one per user). */
export const SAVED_SEARCHES_QUERY_KEY = ['saved-searches', 'list'] as const;

export function getSavedSearches(signal?: AbortSignal) {
  return apiRequest<SavedSearchList>('/api/SavedSearch', { signal });
}

/** The signed-in user's saved searches, the most recently created first. */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...SAVED_SEARCHES_QUERY_KEY, userId],
    queryFn: ({ signal }) => getSavedSearches(signal),
    ...DASHBOARD_QUERY_OPTIONS,
    // The counts of new listings move while the page is away: they are read again on each visit.
    staleTime: 0,
  });
}

export function useSavedSearches() {
  const { user } = useAuth();
  return useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: user !== null });
}
