import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sakhli/shared/enums';
import { NUMBER_LOCALES } from '@sakhli/shared/rules/price-format';
import { SparklesIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import { useLanguage } from '@/lib/use-language';

const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's messages show the time; older ones the date too. */
function formatMessageTime(timestamp: string, language: Language): string {
  const date = new Date(timestamp);
  const isToday = date.toDateString() === new Date().toDateString();
  const key = `${language}|${isToday}`;
  let format = TIME_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
      ...(isToday ? {} : { day: 'numeric', month: 'short' }),
      hour: '2-digit',
      minute: '2-digit',
      // Georgia and Russia read a 24-hour clock, even where the browser lacks their locale data.
      ...(language === 'en' ? {} : { hourCycle: 'h23' as const }),
    });
    TIME_FORMATS.set(key, format);
  }
  return format.format(date);
}

interface ChatMessageBubbleProps {
  isFromUser: boolean;
  children: ReactNode;
  timestamp?: string;
  /** Under the text: a note such as 'Not sent', or the link to another page. */
  footer?: ReactNode;
  tone?: 'normal' | 'failed';
}

/** One message: the visitor's on the right, the assistant's on the left with its mark; the time under it. */
export function ChatMessageBubble({ isFromUser, children, timestamp, footer, tone }: ChatMessageBubbleProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  return (
    <li className={classNames('flex items-end gap-2', isFromUser ? 'justify-end' : 'justify-start')}>
      {!isFromUser && (
        <span
          aria-hidden="true"
          className="mb-5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
        >
          <SparklesIcon className="size-3.5" />
        </span>
      )}
      <div
        className={classNames('flex max-w-[85%] min-w-0 flex-col', isFromUser ? 'items-end' : 'items-start')}
      >
        <div
          className={classNames(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line',
            isFromUser
              ? 'rounded-br-sm bg-brand-700 text-white'
              : 'rounded-bl-sm bg-slate-100 text-slate-900',
            tone === 'failed' && 'bg-brand-700/60 ring-2 ring-red-300',
          )}
        >
          <span className="sr-only">{isFromUser ? t('messages.you') : t('messages.assistant')}: </span>
          {children}
        </div>
        {(timestamp || footer) && (
          <div className="mt-1 flex flex-wrap items-center gap-x-2 px-1 text-xs text-slate-500">
            {timestamp && <time dateTime={timestamp}>{formatMessageTime(timestamp, language)}</time>}
            {footer}
          </div>
        )}
      </div>
    </li>
  );
}
