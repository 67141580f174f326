import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filterWithoutChip, type FilterChip } from '@sakhli/shared/rules/filter-chips';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { dispatchAppEvent } from '@/lib/app-events';
import { clearChatId } from '@/lib/chat-id';
import { currentLanguage } from '@/lib/i18n';
import { deleteFilterKey, saveFilter, savedFilterQueryOptions } from '../api/saved-filter';
import type { SearchScope } from '../api/search-scope';
import { useSearchAddress } from './use-search-address';

/**
 * 'Apply Filters': saves the filter, puts it in the address (back to page 1), and, as SPEC.md section 4 says,
 * clears the current chat id and raises the chat-response and filter-deleted events.
 */
export function useApplyFilters(scope: SearchScope) {
  const queryClient = useQueryClient();
  const { updateAddress } = useSearchAddress();
  return useMutation({
    mutationFn: (filter: Filter) => saveFilter(scope, filter),
    onSuccess: (_answer, filter) => {
      queryClient.setQueryData(savedFilterQueryOptions(scope).queryKey, filter);
      updateAddress({ filter });
      clearChatId(scope, currentLanguage());
      dispatchAppEvent('chatResponse', { refreshProperties: true, source: 'filters' });
      dispatchAppEvent('filterDeleted', { source: 'filters' });
    },
  });
}

/** Deleting a chip clears its fields one by one (DELETE /api/Filter), then the results reload. */
export function useDeleteFilterChip(scope: SearchScope) {
  const queryClient = useQueryClient();
  const { address, updateAddress } = useSearchAddress();
  return useMutation({
    mutationFn: async (chip: FilterChip) => {
      for (const key of chip.clears) await deleteFilterKey(scope, key);
    },
    onSuccess: (_answer, chip) => {
      const filter = filterWithoutChip(address.filter, chip.key);
      queryClient.setQueryData(savedFilterQueryOptions(scope).queryKey, filter);
      updateAddress({ filter });
      dispatchAppEvent('filterDeleted', { key: chip.key, source: 'chips' });
    },
  });
}
