import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { MissingTokensError } from '@/lib/auth-session';
import { isNetworkError, rateLimitMessage } from '../auth-messages';
import { AuthFlowError } from '../auth-flow-error';
import { useRedirectAfterDelay } from '../hooks/use-auth-flow';
import { useEmailLink } from '../hooks/use-email-link';
import { AuthErrorActions } from './auth-error-actions';
import { StatusCard } from '@/components/ui/status-card';
import { ConfirmationPasswordForm } from './confirmation-password-form';
import { SwitchAccountPrompt } from './switch-account-prompt';

const DETAIL_BY_CODE: Record<string, string> = {
  INVALID_LINK: 'confirm.errors.linkInvalid',
  INVALID_TOKEN: 'confirm.errors.linkInvalid',
  TOKEN_EXPIRED: 'confirm.errors.linkExpired',
};

/** SPEC.md section 8 'Email confirmation': 'Email confirmation error: …' with the reason. */
function confirmationErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof AuthFlowError) return t(error.key, error.values);
  if (error instanceof MissingTokensError) return t('confirm.errors.missingTokens');
  let detail = t('errors.network');
  if (error instanceof ApiError) {
    const key = DETAIL_BY_CODE[error.code];
    detail = error.status === 429 ? rateLimitMessage(error, t) : key ? t(key) : error.message;
  } else if (!isNetworkError(error)) detail = String(error);
  return t('confirm.errors.withDetail', { detail });
}

/**
 * /auth/confirm?token=…&type=signup|recovery: the e-mailed links land here. A browser signed in as someone
 * is asked first; a sign-up link away from the browser that signed up asks for that sign-up's password.
 */
export function EmailConfirmation() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { stage, follow, confirmWithPassword, fail } = useEmailLink(params);
  const outcome = stage.name === 'done' ? stage.outcome : null;
  useRedirectAfterDelay(outcome?.kind === 'confirmed' ? '/' : null);

  useEffect(() => {
    if (outcome?.kind !== 'recovery') return;
    const query = new URLSearchParams({
      access_token: outcome.accessToken,
      refresh_token: outcome.refreshToken,
    });
    void navigate(`/auth/reset-password?${query.toString()}`, { replace: true });
  }, [outcome, navigate]);

  if (stage.name === 'switch') return <SwitchAccountPrompt onContinue={follow} />;
  if (stage.name === 'password')
    return <ConfirmationPasswordForm onConfirm={confirmWithPassword} onFailed={fail} />;
  if (stage.name === 'failed')
    return (
      <StatusCard
        status="error"
        title={t('confirm.errorTitle')}
        message={confirmationErrorMessage(stage.error, t)}
      >
        <AuthErrorActions retryLabel="goToSignIn" />
      </StatusCard>
    );
  if (outcome?.kind === 'confirmed')
    return <StatusCard status="success" title={t('confirm.successTitle')} message={t('confirm.success')} />;
  return <StatusCard status="loading" title={t('confirm.loadingTitle')} message={t('confirm.loading')} />;
}
