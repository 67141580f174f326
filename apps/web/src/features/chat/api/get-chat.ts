import { queryOptions } from '@tanstack/react-query';
import type { Chat } from '@sakhli/shared/schemas/chat';
import { ApiError, apiRequest } from '@/lib/api-client';
import { chatScopeKey, type ChatScope } from './chat-scope';

/** Every cached conversation starts with this key. */
export const CHAT_QUERY_KEY = ['chat', 'conversation'] as const;

/**
 * GET /api/Chat/{city}/{listingType}/{propertyType}/{chatId}: the messages, filters and wishes of the scope's
 * current chat. SPEC.md section 4: a 404 means there is no chat (it was cleared elsewhere), not an error.
 */
export async function getChat(scope: ChatScope, chatId: string, signal?: AbortSignal): Promise<Chat | null> {
  try {
    return await apiRequest<Chat>(`/api/Chat/${chatScopeKey(scope).join('/')}/${chatId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One user's chat (a sign-in as someone else reloads it, SPEC.md section 4). */
export const chatQueryOptions = (userId: string, scope: ChatScope, chatId: string) =>
  queryOptions({
    queryKey: [...CHAT_QUERY_KEY, userId, ...chatScopeKey(scope), chatId],
    queryFn: ({ signal }) => getChat(scope, chatId, signal),
    staleTime: 30_000,
  });
