import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchList } from '@sakhli/shared/schemas/saved-search';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from './get-saved-searches';

/** DELETE /api/SavedSearch/{id}. One already gone (deleted in another tab) is what the caller wanted. */
export async function deleteSavedSearch(id: number): Promise<void> {
  try {
    await apiRequest(`/api/SavedSearch/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) =>
      queryClient.setQueriesData<SavedSearchList>({ queryKey: SAVED_SEARCHES_QUERY_KEY }, (list) =>
        list?.filter((item) => item.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
