import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnsubscribeConfirmation } from '@/features/unsubscribe/components/unsubscribe-confirmation';

/** The page behind every alert mail's unsubscribe link (its address carries the signed token). */
export function UnsubscribePage() {
  const { t } = useTranslation('mail');
  const { token = '' } = useParams();
  return (
    <>
      <title>{t('unsubscribe.documentTitle')}</title>
      <UnsubscribeConfirmation token={token} />
    </>
  );
}
