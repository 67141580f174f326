import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailRequest } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/email-links';
import { rateLimitMessage } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { TextField } from './form-fields';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: (email: string) => void;
}

/** SPEC.md 'Forgot password': an e-mailed reset link; the answer is the same whether an account exists or not. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(EmailRequest),
    defaultValues: { email: initialEmail },
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset({ email });
      setSentTo(email);
    } catch (error) {
      if (error instanceof ApiError)
        setFailure(error.status === 429 ? rateLimitMessage(error, t) : t('forgot.sendEmailFailed'));
      else setFailure(t('forgot.genericError'));
    }
  });

  if (sentTo)
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <CheckCircleIcon className="size-6" />
        </span>
        <p role="status" className="text-sm text-slate-700">
          {t('forgot.success', { email: sentTo })}
        </p>
        <Button variant="secondary" className="w-full" onClick={() => onBack(sentTo)}>
          {t('modal.backToSignIn')}
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('modal.forgotTitle')}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      {failure && <Alert title={failure} />}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={() => onBack(form.getValues('email'))}>
        {t('modal.backToSignIn')}
      </Button>
    </form>
  );
}
