import { useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchList } from '@sakhli/shared/schemas/saved-search';
import { clearChatId } from '@/lib/chat-id';
import { selectCity } from '@/lib/selected-city';
import { useLanguage } from '@/lib/use-language';
import { SAVED_SEARCHES_QUERY_KEY } from '../api/get-saved-searches';
import { markSavedSearchOpened } from '../api/mark-saved-search-opened';

/**
 * 'Open': the search page takes the saved search's city and filters (its chat of that scope ends, as applying
 * filters ends it, and stays in the History), and the count of new listings starts again from now.
 */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (search: SavedSearch) => {
    selectCity(search.city);
    clearChatId(search, language);
    queryClient.setQueriesData<SavedSearchList>({ queryKey: SAVED_SEARCHES_QUERY_KEY }, (list) =>
      list?.map((item) => (item.id === search.id ? { ...item, newCount: 0 } : item)),
    );
    markSavedSearchOpened(search.id).catch((error: unknown) =>
      console.error(`Failed to mark saved search ${search.id} opened`, error),
    );
  };
}
