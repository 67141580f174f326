import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequest } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { isNetworkError, rateLimitMessage, serverFieldErrors } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { authRequestState } from '../return-path';
import { StatusCard } from '@/components/ui/status-card';
import { PasswordField } from './form-fields';

const PasswordOnly = SignInRequest.pick({ password: true });

/** A failure the visitor may try again from the form; any other (a spent link) ends the page. */
function retryMessage(error: unknown, t: TFunction<'auth'>): string | null {
  if (isNetworkError(error)) return t('errors.network');
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'INVALID_CREDENTIALS') return t('confirm.password.wrong');
  if (error.status === 429) return rateLimitMessage(error, t);
  return null;
}

interface ConfirmationPasswordFormProps {
  onConfirm: (password: string) => Promise<void>;
  onFailed: (error: unknown) => void;
}

/**
 * A sign-up link opened away from the browser that signed up (decision 014): the password that sign-up
 * chose confirms the address. Whoever does not know it may not be the one who signed up, and is told how
 * to sign up again with a password of their own.
 */
export function ConfirmationPasswordForm({ onConfirm, onFailed }: ConfirmationPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(PasswordOnly),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['password'] as const);
      for (const [name, message] of fieldErrors) form.setError(name, { message });
      if (fieldErrors.length) return;
      const message = retryMessage(error, t);
      if (message) setFailure(message);
      else onFailed(error);
    }
  });

  return (
    <StatusCard status="form" title={t('confirm.password.title')} message={t('confirm.password.description')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 text-left"
        aria-label={t('confirm.password.title')}
      >
        <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
        {failure && <Alert title={failure} />}
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('confirm.password.submitting') : t('confirm.password.submit')}
        </Button>
      </form>
      <p className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {t('confirm.password.notYours')}
        <Link
          to="/"
          state={authRequestState('/', 'signup')}
          className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('confirm.password.signUpAgain')}
        </Link>
      </p>
    </StatusCard>
  );
}
