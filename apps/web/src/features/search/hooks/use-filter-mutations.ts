import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filterWithoutChip, type FilterChip } from '@sakhli/shared/rules/filter-chips';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { dispatchAppEvent } from '@/lib/app-events';
import { clearChatId } from '@/lib/chat-id';
import { useLanguage } from '@/lib/use-language';
import { deleteFilterKey, saveFilter, savedFilterQueryOptions } from '../api/saved-filter';
import type { SearchScope } from '../api/search-scope';
import { useSearchAddress } from './use-search-address';

/**
 * After hard filters were saved: they are the address's and, as SPEC.md section 4 says, the current chat id is
 * cleared and the chat-response and filter-deleted events are raised.
 */
function useHardFiltersApplied(scope: SearchScope) {
  const queryClient = useQueryClient();
  const { updateAddress } = useSearchAddress();
  const language = useLanguage();
  return (filter: Filter, deletedKey?: string) => {
    queryClient.setQueryData(savedFilterQueryOptions(scope).queryKey, filter);
    updateAddress({ filter });
    clearChatId(scope, language);
    dispatchAppEvent('chatResponse', { refreshProperties: true, source: 'filters' });
    dispatchAppEvent('filterDeleted', { key: deletedKey, source: 'filters' });
  };
}

/** 'Apply Filters': saves the filter and puts it in the address (back to page 1). */
export function useApplyFilters(scope: SearchScope) {
  const applied = useHardFiltersApplied(scope);
  return useMutation({
    mutationFn: (filter: Filter) => saveFilter(scope, filter),
    onSuccess: (_answer, filter) => applied(filter),
  });
}

/**
 * Deleting a chip clears its fields one by one (DELETE /api/Filter), then the results reload. While a chat
 * drives the results the chips are its filters, which only messages change: the chat's filters without that
 * chip become the hard filters, applied as the form would (the chat ends, and stays in the History).
 */
export function useDeleteFilterChip(scope: SearchScope, chatId: string | null) {
  const queryClient = useQueryClient();
  const { address, updateAddress } = useSearchAddress();
  const applied = useHardFiltersApplied(scope);
  return useMutation({
    mutationFn: async (chip: FilterChip) => {
      const without = filterWithoutChip(address.filter, chip.key, chip.value);
      // One of several districts cannot be deleted by its key: the rest is saved instead.
      if (chatId || chip.key === 'districtIds') return saveFilter(scope, without);
      for (const key of chip.clears) await deleteFilterKey(scope, key);
    },
    onSuccess: (_answer, chip) => {
      const filter = filterWithoutChip(address.filter, chip.key, chip.value);
      if (chatId) return applied(filter, chip.key);
      queryClient.setQueryData(savedFilterQueryOptions(scope).queryKey, filter);
      updateAddress({ filter });
      dispatchAppEvent('filterDeleted', { key: chip.key, source: 'chips' });
    },
  });
}
