import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchList,
  SavedSearchPayloadInput,
} from '@sakhli/shared/schemas/saved-search';
import { apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from './get-saved-searches';

/** What a PUT carries: the whole search (CONTRACT.md section 7: PUT replaces it). */
export function savedSearchPayload(search: SavedSearch): SavedSearchPayloadInput {
  const { name, city, listingType, propertyType, filter, frequency } = search;
  return { name, city, listingType, propertyType, filter, frequency };
}

/** PUT /api/SavedSearch/{id}. */
export function updateSavedSearch(id: number, payload: SavedSearchPayloadInput) {
  return apiRequest<SavedSearch>(`/api/SavedSearch/${id}`, { method: 'PUT', body: payload });
}

/**
 * A rename or a new frequency: shown at once in every cached list, put back if the server refuses, and the
 * lists read again afterwards.
 */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ search, change }: { search: SavedSearch; change: Partial<SavedSearchPayloadInput> }) =>
      updateSavedSearch(search.id, { ...savedSearchPayload(search), ...change }),
    onMutate: async ({ search, change }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY });
      const previous = queryClient.getQueriesData<SavedSearchList>({ queryKey: SAVED_SEARCHES_QUERY_KEY });
      queryClient.setQueriesData<SavedSearchList>({ queryKey: SAVED_SEARCHES_QUERY_KEY }, (list) =>
        list?.map((item) => (item.id === search.id ? ({ ...item, ...change } as SavedSearch) : item)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
