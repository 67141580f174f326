import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignInRequest } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth-session';
import { serverFieldErrors, signInErrorMessage } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { PasswordField, TextField } from './form-fields';
import { ResendConfirmation } from './resend-confirmation';

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: () => void;
  onForgotPassword: (email: string) => void;
}

interface Failure {
  message: string;
  /** 403 EMAIL_NOT_CONFIRMED: the address can ask for a new confirmation link. */
  unconfirmedEmail?: string;
}

/** SPEC.md section 5 'Sign-in' with the errors of section 8. */
export function SignInForm({ initialEmail = '', onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(SignInRequest),
    defaultValues: { email: initialEmail, password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await signIn(credentials);
      onSignedIn();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      for (const [name, message] of fieldErrors) form.setError(name, { message });
      if (fieldErrors.length) return;
      setFailure({
        message: signInErrorMessage(error, t),
        unconfirmedEmail:
          error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED' ? credentials.email : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('modal.signinTitle')}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
        <button
          type="button"
          onClick={() => onForgotPassword(form.getValues('email'))}
          className="cursor-pointer self-end text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('signin.forgotPassword')}
        </button>
      </div>
      {failure && (
        <Alert
          title={failure.message}
          action={failure.unconfirmedEmail && <ResendConfirmation email={failure.unconfirmedEmail} />}
        />
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('signin.submitting') : t('signin.submit')}
      </Button>
    </form>
  );
}
