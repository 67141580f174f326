import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/account-icons';
import { ResendConfirmation } from './resend-confirmation';

/** SPEC.md 'Check Your Email': the account exists, and signs in once the e-mailed link is opened. */
export function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <MailIcon className="size-7" />
      </span>
      <p className="text-sm text-slate-700">
        {t('checkEmail.sentTo')}
        <br />
        <strong className="font-semibold break-all text-slate-900">{email}</strong>
      </p>
      <p className="text-sm text-slate-600">{t('checkEmail.instructions')}</p>
      <div className="flex w-full flex-col gap-2 border-t border-slate-200 pt-4">
        <p className="text-xs text-slate-500">{t('checkEmail.notReceived')}</p>
        <ResendConfirmation email={email} />
        <Button variant="ghost" onClick={onBack}>
          {t('modal.backToSignIn')}
        </Button>
      </div>
    </div>
  );
}
