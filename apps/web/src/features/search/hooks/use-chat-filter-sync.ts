import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { clearChatId } from '@/lib/chat-id';
import { chatFilterQueryOptions } from '../api/chat-filter';
import type { SearchScope } from '../api/search-scope';
import { asAddressFilter, filterKey } from './use-saved-filter-sync';
import type { UpdateSearchAddress } from './use-search-address';

/**
 * While a chat drives the results, its filters are what the chips show and what the address carries (a shared
 * address gives its reader the same filters). They are read again whenever the chat says the results changed.
 */
export function useChatFilterSync(
  scope: SearchScope,
  chat: { id: string | null; language: Language },
  addressFilter: Filter,
  updateAddress: UpdateSearchAddress,
) {
  const chatFilter = useQuery({ ...chatFilterQueryOptions(scope, chat.id ?? ''), enabled: chat.id !== null });
  const target = chat.id && chatFilter.data ? asAddressFilter(chatFilter.data, scope) : null;
  const targetKey = target ? filterKey(target) : null;
  const addressKey = filterKey(addressFilter);
  useEffect(() => {
    if (target && targetKey !== addressKey) updateAddress({ filter: target }, { replace: true });
    // The keys stand for the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, addressKey]);

  // The chat is gone (cleared in another tab or on another device): the results go back to the hard filters.
  const isGone = chat.id !== null && chatFilter.data === null;
  useEffect(() => {
    if (isGone) clearChatId(scope, chat.language);
  }, [isGone, scope, chat.language]);
  return { loadFailed: chatFilter.isError };
}
