import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SignUpForm as SignUpSchema } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { signUp } from '@/lib/auth-session';
import { serverFieldErrors, signUpErrorMessage } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { OptionalLabel, PasswordField, TextField } from './form-fields';

type SignUpInput = z.input<typeof SignUpSchema>;
type SignUpOutput = z.output<typeof SignUpSchema>;

const FIELDS = ['email', 'password', 'confirmPassword', 'displayName', 'fullName'] as const;

const schemaResolver = zodResolver(SignUpSchema);
/** An untouched optional name is "not given"; only a typed blank one is 'cannot be empty if provided'. */
const resolver: Resolver<SignUpInput, unknown, SignUpOutput> = (values, context, options) =>
  schemaResolver(
    { ...values, displayName: values.displayName || null, fullName: values.fullName || null },
    context,
    options,
  );

interface SignUpFormProps {
  onSignedIn: () => void;
  onConfirmationRequired: (email: string) => void;
}

/** SPEC.md section 5 'Sign-up'; a sign-up that must be confirmed leads to 'Check Your Email'. */
export function SignUpForm({ onSignedIn, onConfirmationRequired }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '', displayName: '', fullName: '' },
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password, displayName, fullName }) => {
    setFailure(null);
    try {
      const result = await signUp({ email, password, displayName, fullName });
      if (result.status === 'confirmationRequired') onConfirmationRequired(result.email);
      else onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_CONFIRMATION_REQUIRED')
        return onConfirmationRequired(email);
      const fieldErrors = serverFieldErrors(error, FIELDS);
      for (const [name, message] of fieldErrors) form.setError(name, { message });
      if (!fieldErrors.length) setFailure(signUpErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('modal.signupTitle')}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField
        label={t('fields.password')}
        hint={t('signup.passwordHint')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<OptionalLabel label={t('fields.displayName')} />}
          autoComplete="nickname"
          {...field('displayName')}
        />
        <TextField
          label={<OptionalLabel label={t('fields.fullName')} />}
          autoComplete="name"
          {...field('fullName')}
        />
      </div>
      {failure && <Alert title={failure} />}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
