import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchPayloadInput } from '@sakhli/shared/schemas/saved-search';
import { apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from './get-saved-searches';

/** POST /api/SavedSearch: 201 with the new search; 409 LIMIT_REACHED at the user's 21st. */
export function createSavedSearch(payload: SavedSearchPayloadInput) {
  return apiRequest<SavedSearch>('/api/SavedSearch', { method: 'POST', body: payload });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
