import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { authRequestState } from '../return-path';

/** SPEC.md 'Auth callback pages': Return to Home, and a way back to the sign-in modal. */
export function AuthErrorActions({ retryLabel }: { retryLabel: 'goToSignIn' | 'tryAgain' }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Link to="/" state={authRequestState('/')} className={buttonClassName({ size: 'lg' })}>
        {t(`pages.${retryLabel}`)}
      </Link>
      <Link to="/" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
        {t('pages.returnHome')}
      </Link>
    </>
  );
}
