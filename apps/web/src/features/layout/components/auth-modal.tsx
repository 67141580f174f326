import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { useAppEvent, type AppEventDetails } from '@/lib/app-events';

type AuthMode = AppEventDetails['openAuth']['mode'];

/**
 * The sign-in / sign-up modal, opened by the `openAuth` window event (detail.mode). Accounts fill in the
 * forms; until then it says sign-in is coming.
 */
export function AuthModal() {
  const { t } = useTranslation(['layout', 'common']);
  const [mode, setMode] = useState<AuthMode | null>(null);
  useAppEvent('openAuth', (detail) => setMode(detail.mode === 'signup' ? 'signup' : 'signin'));
  const shownMode = mode ?? 'signin';
  const otherMode: AuthMode = shownMode === 'signup' ? 'signin' : 'signup';
  return (
    <Modal
      isOpen={mode !== null}
      onOpenChange={(isOpen) => !isOpen && setMode(null)}
      title={t(`layout:auth.${shownMode}Title`)}
      description={t('layout:auth.comingSoon')}
      closeLabel={t('common:actions.close')}
    >
      <div className="flex flex-col items-center gap-4 rounded-xl bg-slate-50 px-4 py-8 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <LockIcon className="size-6" />
        </span>
        <p className="text-sm text-slate-600">{t('layout:auth.comingSoonDetail')}</p>
      </div>
      <p className="mt-4 flex flex-wrap items-center justify-center gap-1 text-sm text-slate-600">
        {t(`layout:auth.${shownMode}Switch`)}
        <Button variant="ghost" size="sm" className="text-brand-800" onClick={() => setMode(otherMode)}>
          {t(`layout:auth.${otherMode}Title`)}
        </Button>
      </p>
    </Modal>
  );
}
