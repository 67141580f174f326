import { useQueryClient } from '@tanstack/react-query';
import { useAppEvent } from '@/lib/app-events';
import { savedFilterQueryOptions } from '../api/saved-filter';
import type { SearchScope } from '../api/search-scope';

/**
 * SPEC.md section 4: results reload when a chat response with the refresh flag arrives or a filter is deleted
 * elsewhere (the chat may have changed the saved filter, so it is read again too). Events this feature raised
 * itself are already reflected in the address.
 */
export function useResultsRefresh(scope: SearchScope) {
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: savedFilterQueryOptions(scope).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
  };
  useAppEvent('chatResponse', (detail) => {
    if (detail.refreshProperties && detail.source !== 'filters') reload();
  });
  useAppEvent('filterDeleted', (detail) => {
    if (detail.source !== 'filters' && detail.source !== 'chips') reload();
  });
}
