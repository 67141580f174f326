import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchAppEvent } from '@/lib/app-events';
import { clearChatId } from '@/lib/chat-id';
import type { ChatScope } from '../api/chat-scope';
import { clearChat } from '../api/clear-chat';
import { CHAT_QUERY_KEY } from '../api/get-chat';
import { CHAT_HISTORY_QUERY_KEY } from '../api/get-chat-history';

/**
 * 'Clear chat': the chat is deleted, the scope has no chat any more, and the results go back to the hard
 * filters in their usual order (the chat-response event reloads them).
 */
export function useClearChat(scope: ChatScope, language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => clearChat(scope, chatId),
    onSuccess: (_answer, chatId) => {
      clearChatId(scope, language);
      queryClient.removeQueries({
        queryKey: CHAT_QUERY_KEY,
        predicate: (query) => query.queryKey.includes(chatId),
      });
      void queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_QUERY_KEY });
      dispatchAppEvent('chatResponse', { refreshProperties: true, source: 'chat' });
    },
  });
}
