import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@sakhli/shared/schemas/chat';
import type { PendingTurn } from '../hooks/use-chat-conversation';
import { ChatMessageBubble } from './chat-message-bubble';
import { OtherScopeLink } from './other-scope-link';
import type { OtherScopeLink as OtherScope } from '@sakhli/shared/schemas/chat';

interface ChatMessageListProps {
  messages: ChatMessage[];
  pending: PendingTurn | null;
  showsPendingMessage: boolean;
  otherScope: { afterMessageId: number; link: OtherScope } | null;
}

/** The welcome message, the conversation, and the turn in flight ('Thinking...' until the reply streams in). */
export function ChatMessageList({
  messages,
  pending,
  showsPendingMessage,
  otherScope,
}: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLLIElement>(null);
  const lastChange = `${messages.length}|${pending?.status}|${pending?.reply.length}`;
  // The newest message stays in view as messages arrive and the reply grows.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastChange]);

  // A log: screen readers hear each message as it joins (the reply once, not every streamed piece).
  return (
    <div role="log" aria-relevant="additions">
      <ol aria-label={t('messages.label')} className="flex flex-col gap-3 px-4 py-4 sm:px-5">
        <ChatMessageBubble isFromUser={false}>
          <p>{t('welcome')}</p>
          {messages.length === 0 && !pending && <p className="mt-1.5 text-slate-600">{t('welcomeHint')}</p>}
        </ChatMessageBubble>
        {messages.map((message) => (
          <ChatMessageBubble
            key={message.id}
            isFromUser={message.sender === 'User'}
            timestamp={message.timestamp}
            footer={
              otherScope?.afterMessageId === message.id ? (
                <OtherScopeLink link={otherScope.link} />
              ) : undefined
            }
          >
            {message.message}
          </ChatMessageBubble>
        ))}
        {pending && showsPendingMessage && (
          <ChatMessageBubble
            isFromUser
            timestamp={pending.userMessage?.timestamp ?? pending.sentAt}
            tone={pending.status === 'failed' ? 'failed' : 'normal'}
            footer={
              pending.status === 'failed' && (
                <span className="font-medium text-red-700">{t('messages.notSent')}</span>
              )
            }
          >
            {pending.text}
          </ChatMessageBubble>
        )}
        {pending?.status === 'sending' && (
          <ChatMessageBubble isFromUser={false}>
            {pending.reply || (
              <span className="inline-flex items-center gap-1.5 text-slate-600">
                {t('thinking')}
                <span aria-hidden="true" className="inline-flex gap-0.5">
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
                </span>
              </span>
            )}
          </ChatMessageBubble>
        )}
        <li ref={endRef} aria-hidden="true" className="h-px" />
      </ol>
    </div>
  );
}
