import { useTranslation } from 'react-i18next';
import { EmailConfirmation } from '@/features/auth/components/email-confirmation';
import { OAuthCallback } from '@/features/auth/components/oauth-callback';
import { ResetPassword } from '@/features/auth/components/reset-password';

// SPEC.md 'Auth callback pages'. Their addresses carry single-use codes and tokens: they are never cached
// and never sent on as a referrer (the server's headers say so).

function AuthPageTitle() {
  const { t } = useTranslation('auth');
  return <title>{t('pages.documentTitle')}</title>;
}

export function OAuthCallbackPage() {
  return (
    <>
      <AuthPageTitle />
      <OAuthCallback />
    </>
  );
}

export function EmailConfirmationPage() {
  return (
    <>
      <AuthPageTitle />
      <EmailConfirmation />
    </>
  );
}

export function ResetPasswordPage() {
  return (
    <>
      <AuthPageTitle />
      <ResetPassword />
    </>
  );
}
