import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGES_PER_DAY } from '@sakhli/shared/constants';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/use-language';
import type { ChatScope } from '../api/chat-scope';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useClearChat } from '../hooks/use-clear-chat';
import { useConnectionStatus } from '../hooks/use-connection-status';
import { ChatComposer } from './chat-composer';
import { ChatErrorBanner } from './chat-error-banner';
import { ChatMessageList } from './chat-message-list';

/** From this many messages left today, the box says how many remain. */
const FEW_MESSAGES_LEFT = 5;

/** The Current sub-tab of a signed-in user: the conversation, its errors and limit, and the message box. */
export function CurrentChat({ scope, searchAction }: { scope: ChatScope; searchAction?: ReactNode }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const conversation = useChatConversation(scope);
  const clear = useClearChat(scope, language);
  const { isOnline } = useConnectionStatus();
  const [draft, setDraft] = useState('');
  const remaining = conversation.remainingMessages;

  const send = () => {
    const text = draft.trim();
    if (!text || conversation.isSending) return;
    setDraft('');
    void conversation.send(text);
  };
  const dismiss = () => {
    clear.reset();
    const unsent = conversation.dismiss();
    if (unsent && !draft) setDraft(unsent);
  };
  const clearConversation = () => {
    conversation.reset();
    if (conversation.chatId) clear.mutate(conversation.chatId);
  };

  const failure = clear.isError
    ? ({ title: 'errors.clear', detail: null } as const)
    : conversation.loadFailed
      ? ({ title: 'errors.load', detail: null } as const)
      : conversation.failure;
  const retry = clear.isError
    ? () => conversation.chatId && clear.mutate(conversation.chatId)
    : conversation.loadFailed
      ? conversation.reload
      : conversation.failure?.retryText
        ? conversation.retry
        : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversation.isLoading ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" label={t('tabs.current')} />
          </div>
        ) : (
          <ChatMessageList
            messages={conversation.messages}
            pending={conversation.pending}
            showsPendingMessage={conversation.showsPendingMessage}
            otherScope={conversation.otherScope}
          />
        )}
      </div>
      {searchAction && conversation.chatId !== null && !conversation.isLoading && (
        <div className="flex justify-center border-t border-slate-100 px-4 py-1.5 sm:px-5">
          {searchAction}
        </div>
      )}
      {failure && <ChatErrorBanner failure={failure} onRetry={retry} onDismiss={dismiss} />}
      {conversation.limitReached && (
        <Alert tone="info" title={t('limit.title')} className="mx-4 mb-3 sm:mx-5">
          {conversation.limitReached === 'user'
            ? t('limit.allChats')
            : t('limit.text', { count: CHAT_MESSAGES_PER_DAY })}
        </Alert>
      )}
      <ChatComposer
        language={language}
        value={draft}
        onChange={setDraft}
        onSend={send}
        isSending={conversation.isSending}
        blockedReason={conversation.limitReached ? t('limit.title') : isOnline ? null : t('composer.offline')}
        note={
          remaining !== null && remaining > 0 && remaining <= FEW_MESSAGES_LEFT
            ? t('limit.remaining', { count: remaining })
            : null
        }
        onClear={clearConversation}
        canClear={conversation.chatId !== null || conversation.pending !== null || failure !== null}
        isClearing={clear.isPending}
      />
    </div>
  );
}
