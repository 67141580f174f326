import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { ApiError } from '@/lib/api-client';
import { unsubscribe } from '../api/unsubscribe';

/** Where each kind of mail is managed; the texts of a kind live under `unsubscribe.kinds.<kind>`. */
const MANAGE_PATHS: Record<string, string> = {
  'saved-search': '/dashboard/saved-searches',
  'price-drops': '/dashboard/settings',
};

/**
 * /unsubscribe/{token}, the address in an alert mail's unsubscribe link. Opening it changes nothing (link
 * scanners open every link); the button does, without signing in.
 */
export function UnsubscribeConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('mail');
  const mutation = useMutation({ mutationFn: () => unsubscribe(token) });

  if (mutation.isSuccess) {
    const { kind } = mutation.data;
    const known = kind in MANAGE_PATHS;
    const manage = MANAGE_PATHS[kind];
    return (
      <StatusCard
        status="success"
        title={t(known ? `unsubscribe.kinds.${kind}.doneTitle` : 'unsubscribe.doneTitle')}
        message={t(known ? `unsubscribe.kinds.${kind}.done` : 'unsubscribe.done')}
      >
        {manage && (
          <Link to={manage} className={buttonClassName({ variant: 'secondary' })}>
            {t(`unsubscribe.kinds.${kind}.manage`)}
          </Link>
        )}
      </StatusCard>
    );
  }
  const isInvalid = mutation.error instanceof ApiError && mutation.error.code === 'UNSUBSCRIBE_LINK_INVALID';
  if (isInvalid)
    return (
      <StatusCard status="error" title={t('unsubscribe.invalidTitle')} message={t('unsubscribe.invalid')}>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('unsubscribe.home')}
        </Link>
      </StatusCard>
    );
  return (
    <StatusCard status="form" title={t('unsubscribe.askTitle')} message={t('unsubscribe.ask')}>
      {mutation.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('unsubscribe.failed')}
        </p>
      )}
      <Button size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
      </Button>
    </StatusCard>
  );
}
