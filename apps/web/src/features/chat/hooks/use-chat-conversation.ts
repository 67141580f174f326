import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatMessage, ChatResponse, ChatStreamEvent, OtherScopeLink } from '@sakhli/shared/schemas/chat';
import { dispatchAppEvent, useAppEvent } from '@/lib/app-events';
import { clearChatId, useChatId, writeChatId } from '@/lib/chat-id';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import type { ChatScope } from '../api/chat-scope';
import { CHAT_QUERY_KEY, chatQueryOptions } from '../api/get-chat';
import { CHAT_HISTORY_QUERY_KEY } from '../api/get-chat-history';
import { sendChatMessage } from '../api/send-chat-message';
import { dailyLimitOf, sendFailure, type ChatFailure } from './chat-failure';
import { connectionMonitor } from './use-connection-status';

/** The message on its way and the reply as it streams in. */
export interface PendingTurn {
  text: string;
  sentAt: string;
  /** The message as the server stored it (from the stream's first event). */
  userMessage: ChatMessage | null;
  reply: string;
  status: 'sending' | 'failed';
}

/** How long the user's limit holds when the refusal does not say (it always does: Retry-After). */
const DEFAULT_LIMIT_SECONDS = 60;

/** A reply that asked for another page, shown under that reply. */
interface OtherScopeNote {
  afterMessageId: number;
  link: OtherScopeLink;
}

/**
 * The scope's current conversation (SPEC.md 'Chat'): its messages, sending with a streamed reply, the failures
 * and the daily limit. Side effects that outlive the panel (the chat id, the cache, the events) happen in the
 * send itself, so switching tabs mid-reply loses nothing.
 */
export function useChatConversation(scope: ChatScope) {
  const { user } = useAuth();
  const language = useLanguage();
  const chatId = useChatId(scope, language);
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const chat = useQuery({ ...chatQueryOptions(userId, scope, chatId ?? ''), enabled: !!user && !!chatId });
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [limitedChatId, setLimitedChatId] = useState<string | null>(null);
  // The user's limit over all chats holds in every chat, a new one too, until the next day (Retry-After).
  const [userLimitUntil, setUserLimitUntil] = useState<number | null>(null);
  useEffect(() => {
    if (userLimitUntil === null) return;
    const timer = setTimeout(() => setUserLimitUntil(null), userLimitUntil - Date.now());
    return () => clearTimeout(timer);
  }, [userLimitUntil]);
  const [otherScope, setOtherScope] = useState<OtherScopeNote | null>(null);

  // SPEC.md section 4: a 404 means there is no chat (cleared in another tab): start afresh.
  const isGone = chat.data === null;
  useEffect(() => {
    if (isGone) clearChatId(scope, language);
  }, [isGone, scope, language]);

  // SPEC.md section 4: the chat reloads when the filters change; applying hard filters ends it (chat id cleared).
  useAppEvent('filterChanged', () => void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY }));
  useAppEvent('chatResponse', (detail) => {
    if (detail.source !== 'filters') return;
    setPending(null);
    setFailure(null);
  });

  const update = (change: Partial<PendingTurn>) =>
    setPending((current) => (current ? { ...current, ...change } : current));

  /** The chat started by this turn becomes the page's current chat (its filters and AI Score drive the results). */
  const adopt = (startedChatId: string | null) => {
    if (startedChatId && startedChatId !== chatId) writeChatId(scope, language, startedChatId);
  };

  async function finish(response: ChatResponse) {
    const key = chatQueryOptions(userId, scope, response.id).queryKey;
    // A load started meanwhile must not overwrite the answer with the chat before its reply.
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, response);
    adopt(response.id);
    void queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_QUERY_KEY });
    const reply = response.messages.at(-1);
    setOtherScope(
      response.otherScope && reply ? { afterMessageId: reply.id, link: response.otherScope } : null,
    );
    // Only now: the server stores the turn's filters once the reply is written, and the results read them.
    if (response.refreshProperties)
      dispatchAppEvent('chatResponse', { refreshProperties: true, source: 'chat' });
  }

  async function send(rawText: string) {
    const text = rawText.trim();
    if (!text || pending?.status === 'sending' || !user) return;
    setFailure(null);
    setPending({ text, sentAt: new Date().toISOString(), userMessage: null, reply: '', status: 'sending' });
    let acceptedChatId: string | null = null;
    const onEvent = (event: ChatStreamEvent) => {
      if (event.type === 'accepted') {
        acceptedChatId = event.chatId;
        update({ userMessage: event.message });
      } else if (event.type === 'delta') {
        setPending((current) => (current ? { ...current, reply: current.reply + event.text } : current));
      } else if (event.type === 'reset') {
        update({ reply: '' });
      }
    };
    try {
      const response = await sendChatMessage({ chatId, message: text, ...scope }, onEvent);
      connectionMonitor.reportAnswer();
      await finish(response);
      setPending(null);
    } catch (error) {
      if (error instanceof TypeError) connectionMonitor.reportUnreachable();
      else connectionMonitor.reportAnswer();
      const limit = dailyLimitOf(error);
      if (limit) {
        if (limit.scope === 'chat') setLimitedChatId(chatId);
        else setUserLimitUntil(Date.now() + (limit.retryAfterSeconds ?? DEFAULT_LIMIT_SECONDS) * 1000);
        setPending(null);
        return;
      }
      const next = sendFailure(error, text, chatId !== null);
      // The server kept the message (its reply failed): the chat it started is the current one now.
      next.wasStored ||= acceptedChatId !== null;
      adopt(acceptedChatId);
      if (next.wasStored) void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
      setFailure(next);
      // SPEC.md section 8: the thinking placeholder goes; an unsent message stays, marked, until retried.
      setPending((current) =>
        current && !next.wasStored ? { ...current, status: 'failed', reply: '' } : null,
      );
    }
  }

  /** Forgets the failure; an unsent message's text is handed back for the composer. */
  function dismiss(): string | null {
    const unsent = pending?.status === 'failed' ? pending.text : null;
    setFailure(null);
    if (pending?.status === 'failed') setPending(null);
    return unsent;
  }

  const messages = chat.data?.messages ?? [];
  const storedIds = new Set(messages.map((message) => message.id));
  return {
    chatId,
    chat: chat.data ?? null,
    messages,
    /** The turn in flight (the message, then the thinking placeholder or the reply as it streams). */
    pending,
    /** The stored chat does not hold the pending message yet, so it shows on its own. */
    showsPendingMessage: pending !== null && !(pending.userMessage && storedIds.has(pending.userMessage.id)),
    isLoading: chat.isPending && !!chatId && !!user,
    loadFailed: chat.isError && !chat.isFetching,
    reload: () => void chat.refetch(),
    isSending: pending?.status === 'sending',
    /** The daily limit that keeps the message box closed: the user's over all chats, or this chat's. */
    limitReached:
      userLimitUntil !== null
        ? ('user' as const)
        : (limitedChatId !== null && limitedChatId === chatId) || chat.data?.remainingMessages === 0
          ? ('chat' as const)
          : null,
    remainingMessages: chat.data?.remainingMessages ?? null,
    otherScope,
    failure,
    setFailure,
    send,
    retry: () => failure?.retryText && void send(failure.retryText),
    dismiss,
    /** Forgets everything local to the chat (after it is cleared); the user's limit stays. */
    reset: () => {
      setPending(null);
      setFailure(null);
      setOtherScope(null);
      setLimitedChatId(null);
    },
  };
}
