import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { completeSignIn, MissingTokensError } from '@/lib/auth-session';
import { resetPassword } from '../api/passwords';
import { isNetworkError, rateLimitMessage, serverFieldErrors } from '../auth-messages';
import { useRedirectAfterDelay } from '../hooks/use-auth-flow';
import { useFieldProps } from '../hooks/use-field-props';
import { AuthErrorActions } from './auth-error-actions';
import { StatusCard } from '@/components/ui/status-card';
import { PasswordField } from './form-fields';

const INVALID_TOKEN_CODES = new Set([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_LINK',
  'INVALID_REFRESH_TOKEN',
]);

function resetErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof MissingTokensError) return t('errors.missingTokens');
  if (isNetworkError(error)) return t('errors.network');
  if (!(error instanceof ApiError)) return t('reset.errors.failed');
  if (error.status === 401 || INVALID_TOKEN_CODES.has(error.code)) return t('reset.errors.invalidToken');
  if (error.status === 429) return rateLimitMessage(error, t);
  return t('reset.errors.failed');
}

/** The recovery tokens of the link, read once: the address is then cleaned so they stay out of history. */
function useLinkTokens() {
  const [params, setParams] = useSearchParams();
  const [tokens] = useState(() => ({
    accessToken: params.get('access_token'),
    refreshToken: params.get('refresh_token'),
  }));
  const hasTokensInAddress = params.has('access_token') || params.has('refresh_token');
  useEffect(() => {
    if (hasTokensInAddress) setParams({}, { replace: true });
  }, [hasTokensInAddress, setParams]);
  return tokens;
}

/** /auth/reset-password: the new-password form of SPEC.md section 5 'Reset password'. */
export function ResetPassword() {
  const { t } = useTranslation('auth');
  const { accessToken, refreshToken } = useLinkTokens();
  const form = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  useRedirectAfterDelay(isDone ? '/' : null);

  if (!accessToken || !refreshToken)
    return (
      <StatusCard status="error" title={t('reset.errorTitle')} message={t('reset.errors.missingTokens')}>
        <AuthErrorActions retryLabel="goToSignIn" />
      </StatusCard>
    );
  if (isDone)
    return <StatusCard status="success" title={t('reset.successTitle')} message={t('reset.success')} />;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await completeSignIn(await resetPassword({ accessToken, refreshToken, newPassword }));
      setIsDone(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['newPassword'] as const);
      for (const [name, message] of fieldErrors) form.setError(name, { message });
      if (!fieldErrors.length) setFailure(resetErrorMessage(error, t));
    }
  });

  return (
    <StatusCard status="form" title={t('reset.title')} message={t('reset.description')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 text-left"
        aria-label={t('reset.title')}
      >
        <PasswordField
          label={t('fields.newPassword')}
          hint={t('signup.passwordHint')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {failure && <Alert title={failure} />}
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </StatusCard>
  );
}
