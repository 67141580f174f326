import { queryOptions } from '@tanstack/react-query';
import type { ChatHistory } from '@sakhli/shared/schemas/chat';
import { apiRequest } from '@/lib/api-client';
import { chatScopeKey, type ChatScope } from './chat-scope';

export const CHAT_HISTORY_QUERY_KEY = ['chat', 'history'] as const;

/** GET /api/Chat/history: the user's chats of the scope in every language, the most recently used first. */
export function getChatHistory(scope: ChatScope, signal?: AbortSignal) {
  return apiRequest<ChatHistory>('/api/Chat/history', { query: { ...scope }, signal });
}

export const chatHistoryQueryOptions = (userId: string, scope: ChatScope) =>
  queryOptions({
    queryKey: [...CHAT_HISTORY_QUERY_KEY, userId, ...chatScopeKey(scope)],
    queryFn: ({ signal }) => getChatHistory(scope, signal),
    staleTime: 30_000,
  });
