import { useTranslation } from 'react-i18next';
import { classNames } from '@/lib/class-names';
import { useConnectionStatus } from '../hooks/use-connection-status';

const DOT = {
  connecting: 'bg-amber-400',
  connected: 'bg-emerald-500',
  reconnecting: 'bg-amber-400 animate-pulse',
  disconnected: 'bg-red-500',
} as const;

/** SPEC.md: connecting, connected, reconnecting or disconnected, and online or offline, as they really are. */
export function ConnectionIndicator() {
  const { t } = useTranslation('chat');
  const { api, isOnline } = useConnectionStatus();
  return (
    <p
      role="status"
      data-connection={api}
      data-online={isOnline}
      className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600"
    >
      <span aria-hidden="true" className={classNames('size-2 shrink-0 rounded-full', DOT[api])} />
      <span className="sr-only">{t('connection.label')}: </span>
      <span className="truncate">
        {isOnline ? t(`connection.${api}`) : `${t('connection.offline')} · ${t(`connection.${api}`)}`}
      </span>
    </p>
  );
}
