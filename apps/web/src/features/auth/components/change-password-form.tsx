import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm as ChangePasswordSchema } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/passwords';
import { rateLimitMessage, serverFieldErrors } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { PasswordField } from './form-fields';

const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function changeErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return t('changePassword.failed');
  if (error.code === 'CURRENT_PASSWORD_INCORRECT' || /current password is incorrect/i.test(error.message))
    return t('validation.currentPasswordIncorrect');
  if (error.status === 429) return rateLimitMessage(error, t);
  return t('changePassword.failed');
}

/** SPEC.md section 5 'Change password', for accounts that sign in with a password. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [outcome, setOutcome] = useState<{ isSuccess: boolean; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      setOutcome({ isSuccess: true, message: t('changePassword.success') });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      for (const [name, message] of fieldErrors) form.setError(name, { message });
      if (!fieldErrors.length) setOutcome({ isSuccess: false, message: changeErrorMessage(error, t) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-labelledby="change-password-title"
    >
      <div>
        <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
          {t('changePassword.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('changePassword.description')}</p>
      </div>
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div className="grid gap-4 md:grid-cols-2">
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
      </div>
      {outcome && <Alert tone={outcome.isSuccess ? 'success' : 'error'} title={outcome.message} />}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
