import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ChatFailure } from '../hooks/chat-failure';

/** SPEC.md 'Chat': the error banner, with a dismiss link and a retry. */
export function ChatErrorBanner({
  failure,
  onRetry,
  onDismiss,
}: {
  failure: ChatFailure;
  onRetry: (() => void) | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('chat');
  const detail = failure.detail && ('key' in failure.detail ? t(failure.detail.key) : failure.detail.text);
  return (
    <Alert
      title={t(failure.title)}
      className="mx-4 mb-3 sm:mx-5"
      action={
        <div className="flex items-center gap-3">
          {onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          )}
          <button
            type="button"
            onClick={onDismiss}
            className="cursor-pointer rounded-sm text-sm font-medium text-red-900 underline underline-offset-2 hover:text-red-950"
          >
            {t('errors.dismiss')}
          </button>
        </div>
      }
    >
      {detail}
    </Alert>
  );
}
