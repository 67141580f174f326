import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '@sakhli/shared/schemas/chat';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChatId, writeChatId } from '@/lib/chat-id';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import type { ChatScope } from '../api/chat-scope';
import { chatHistoryQueryOptions } from '../api/get-chat-history';
import { ArrowRightIcon } from './chat-icons';

/**
 * The History sub-tab: the user's previous chats of this page, the most recently used first. Opening one makes
 * it the current chat (its filters and AI Score then drive the results) to continue it.
 */
export function ChatHistory({ scope, onOpened }: { scope: ChatScope; onOpened: () => void }) {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const language = useLanguage();
  const currentId = useChatId(scope, language);
  const history = useQuery({ ...chatHistoryQueryOptions(user?.id ?? '', scope), enabled: !!user });

  if (history.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6" label={t('history.label')} />
      </div>
    );
  if (history.isError)
    return (
      <Alert
        title={t('errors.history')}
        className="m-4 sm:m-5"
        action={
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  if (history.data.chats.length === 0)
    return <p className="px-6 py-12 text-center text-sm text-slate-600">{t('history.empty')}</p>;

  const open = (chat: ChatSummary) => {
    if (chat.id !== currentId) writeChatId(scope, language, chat.id);
    onOpened();
  };
  return (
    <ul aria-label={t('history.label')} className="flex flex-col gap-2 px-4 py-4 sm:px-5">
      {history.data.chats.map((chat) => (
        <li key={chat.id}>
          <button
            type="button"
            onClick={() => open(chat)}
            aria-current={chat.id === currentId ? 'true' : undefined}
            className="group flex w-full cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 aria-[current=true]:border-brand-400 aria-[current=true]:bg-brand-50"
          >
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-900">
                {chat.title || t('history.untitled')}
              </span>
              <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
                <time dateTime={chat.updatedAt}>{formatDate(chat.updatedAt, language)}</time>
                <span>{t('history.messages', { count: chat.messageCount })}</span>
                <span>{t(`history.languages.${chat.language}`)}</span>
                {chat.id === currentId && (
                  <span className="font-semibold text-brand-800">{t('history.current')}</span>
                )}
              </span>
            </span>
            <ArrowRightIcon className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-brand-700" />
            <span className="sr-only">{t('history.open')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
