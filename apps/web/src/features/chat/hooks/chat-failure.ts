import { ApiError } from '@/lib/api-client';
import { ChatStreamError, NoResponseError } from '../api/send-chat-message';

/**
 * What went wrong, as the banner shows it (SPEC.md section 8 'Chat'): a title key, and a detail that is either a
 * translation key or the server's own text.
 */
export interface ChatFailure {
  title: 'errors.send' | 'errors.load' | 'errors.clear';
  detail: { key: string } | { text: string } | null;
  /** The message to send again on Retry (sending failures), or nothing to resend. */
  retryText?: string;
  /** The server has the message (only its reply failed): it shows in the conversation, not as unsent. */
  wasStored?: boolean;
}

/** A send that failed: why, in the words of SPEC.md section 8. */
export function sendFailure(error: unknown, text: string, hadChat: boolean): ChatFailure {
  const failure = (detail: ChatFailure['detail'], wasStored = false): ChatFailure => ({
    title: 'errors.send',
    detail,
    retryText: text,
    wasStored,
  });
  if (error instanceof NoResponseError) return failure({ key: 'errors.noResponse' }, true);
  if (error instanceof ChatStreamError) return failure({ key: 'errors.generic' }, true);
  if (error instanceof ApiError) {
    if (error.status === 401) return failure({ key: 'errors.signIn' });
    // Another limit than the chat's daily one: the server's words, else SPEC.md's.
    if (error.status === 429)
      return failure(error.message ? { text: error.message } : { key: 'errors.tooMany' });
    if (error.status === 400) return failure({ text: error.errors?.message?.[0] ?? error.message });
    if (error.status >= 500) return failure({ key: 'errors.generic' });
  }
  return failure({ key: hadChat ? 'errors.sendFailed' : 'errors.initialize' });
}

/**
 * Which daily limit refused the message, and for how long: this chat's (CHAT_MESSAGE_LIMIT, 'Message limit
 * reached') or the user's over all chats (CHAT_DAILY_LIMIT), which a new chat does not lift.
 */
export function dailyLimitOf(error: unknown): { scope: 'chat' | 'user'; retryAfterSeconds?: number } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.code === 'CHAT_MESSAGE_LIMIT') return { scope: 'chat' };
  if (error.code === 'CHAT_DAILY_LIMIT') return { scope: 'user', retryAfterSeconds: error.retryAfterSeconds };
  return null;
}
