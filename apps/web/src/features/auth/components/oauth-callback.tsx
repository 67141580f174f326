import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { MissingTokensError } from '@/lib/auth-session';
import { isNetworkError } from '../auth-messages';
import { AuthFlowError } from '../auth-flow-error';
import { useAuthFlow, useRedirectAfterDelay } from '../hooks/use-auth-flow';
import { completeOAuthCallback } from '../oauth-callback-flow';
import { AuthErrorActions } from './auth-error-actions';
import { StatusCard } from '@/components/ui/status-card';

const MESSAGE_BY_CODE: Record<string, string> = {
  OAUTH_INVALID_STATE: 'callback.errors.invalidState',
  OAUTH_PROVIDER_NOT_FOUND: 'callback.errors.providerNotFound',
  OAUTH_EMAIL_UNVERIFIED: 'callback.errors.emailUnverified',
  RATE_LIMITED: 'errors.tooManyAttemptsLater',
};

/** SPEC.md section 8 'Social sign-in'. */
function callbackErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof AuthFlowError) return t(error.key, error.values);
  if (error instanceof MissingTokensError) return t('errors.missingTokens');
  if (isNetworkError(error)) return t('errors.network');
  if (!(error instanceof ApiError)) return t('callback.errors.failed');
  const key =
    MESSAGE_BY_CODE[error.code] ?? (error.errors?.state ? 'callback.errors.invalidState' : undefined);
  return key ? t(key) : t('callback.errors.completeFailed', { detail: error.message });
}

/** /auth/callback: where the social provider sends the browser back. */
export function OAuthCallback() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const flow = useAuthFlow(() => completeOAuthCallback(params));
  useRedirectAfterDelay(flow.status === 'success' ? flow.result : null);

  if (flow.status === 'loading')
    return <StatusCard status="loading" title={t('callback.loadingTitle')} message={t('callback.loading')} />;
  if (flow.status === 'success')
    return (
      <StatusCard status="success" title={t('callback.successTitle')} message={t('pages.redirecting')} />
    );
  return (
    <StatusCard status="error" title={t('callback.errorTitle')} message={callbackErrorMessage(flow.error, t)}>
      <AuthErrorActions retryLabel="tryAgain" />
    </StatusCard>
  );
}
