import { ApiError, apiRequest } from '@/lib/api-client';
import type { ChatScope } from './chat-scope';

/** DELETE /api/Chat: the chat and its messages are gone. Already gone (another tab) is what was wanted. */
export async function clearChat(scope: ChatScope, chatId: string): Promise<void> {
  try {
    await apiRequest('/api/Chat', { method: 'DELETE', body: { chatId, ...scope } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
