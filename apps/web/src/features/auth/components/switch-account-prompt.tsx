import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { useAuth } from '@/lib/use-auth';
import { StatusCard } from '@/components/ui/status-card';

/**
 * CONTRACT.md section 6: a mailed link opened in a browser signed in as someone is followed only once they
 * agree to be signed out of that account; otherwise they go home as they were.
 */
export function SwitchAccountPrompt({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  return (
    <StatusCard
      status="form"
      title={t('confirm.switch.title')}
      message={t('confirm.switch.message', { name: user?.displayName || user?.email })}
    >
      <Button size="lg" onClick={onContinue}>
        {t('confirm.switch.continue')}
      </Button>
      <Link to="/" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
        {t('confirm.switch.stay')}
      </Link>
    </StatusCard>
  );
}
