import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { resendConfirmation } from '../api/email-links';
import { rateLimitMessage } from '../auth-messages';

/** "Resend confirmation e-mail" and what came of it. */
export function ResendConfirmation({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'secondary' | 'ghost';
}) {
  const { t } = useTranslation('auth');
  const resend = useMutation({ mutationFn: () => resendConfirmation({ email }) });
  const failure =
    resend.error instanceof ApiError && resend.error.status === 429
      ? rateLimitMessage(resend.error, t)
      : t('checkEmail.resendFailed');
  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t('checkEmail.resending') : t('checkEmail.resend')}
      </Button>
      <p aria-live="polite" className="text-xs">
        {resend.isSuccess && <span className="text-brand-800">{t('checkEmail.resent', { email })}</span>}
        {resend.isError && <span className="text-red-700">{failure}</span>}
      </p>
    </div>
  );
}
