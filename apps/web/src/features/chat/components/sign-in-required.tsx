import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { dispatchAppEvent } from '@/lib/app-events';

/** SPEC.md: chat needs an account; a signed-out visitor is asked to sign in. */
export function SignInRequired() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LockIcon className="size-6" />
      </span>
      <h3 className="text-base font-semibold text-slate-900">{t('signInRequired.title')}</h3>
      <p className="mt-1.5 max-w-xs text-sm text-slate-600">{t('signInRequired.text')}</p>
      <Button className="mt-5" onClick={() => dispatchAppEvent('openAuth', { mode: 'signin' })}>
        {t('signInRequired.action')}
      </Button>
    </div>
  );
}
