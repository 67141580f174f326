import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { Button } from '@/components/ui/button';
import { CheckIcon, FlagIcon } from '@/components/ui/icons';
import { Modal, preloadModal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { dispatchAppEvent } from '@/lib/app-events';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import { propertyQueryOptions } from '../api/get-property';

const loadReportForm = () => import('./report-form');
const ReportForm = lazy(() => loadReportForm().then((module) => ({ default: module.ReportForm })));
const preloadReport = () => {
  preloadModal();
  void loadReportForm();
};

type ReportedProperty = Pick<Property, 'id' | 'userId' | 'publishStatus' | 'hasReported'>;

/**
 * "Report" on a live listing of someone else (decision 037). A guest is asked to sign in first; once signed
 * in, the listing is loaded again (is it theirs? did they report it already?) and the dialog opens. After a
 * report the button says "Reported".
 */
export function ReportButton({ property }: { property: ReportedProperty }) {
  const { t } = useTranslation(['listing', 'common']);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [isOpen, setOpen] = useState(false);
  // A ref, as in the favourite's re-check: only the sign-in that this click asked for opens the dialog.
  const isWaitingForSignIn = useRef(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !isWaitingForSignIn.current) return;
    isWaitingForSignIn.current = false;
    queryClient
      .fetchQuery({ ...propertyQueryOptions(property.id, language), staleTime: 0 })
      .then((current) => {
        if (current.userId !== userId && !current.hasReported) setOpen(true);
      })
      .catch((error: unknown) => console.error(`Failed to reload listing ${property.id}`, error));
  }, [userId, property.id, language, queryClient]);

  if (property.publishStatus !== 'Active' || (userId !== null && userId === property.userId)) return null;
  if (property.hasReported && !isOpen) {
    return (
      <Button variant="ghost" size="sm" className="self-center text-slate-600" disabled>
        <CheckIcon className="size-4" />
        {t('report.reported')}
      </Button>
    );
  }
  const onClick = () => {
    if (userId === null) {
      isWaitingForSignIn.current = true;
      dispatchAppEvent('openAuth', { mode: 'signin' });
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-center text-slate-600"
        aria-haspopup="dialog"
        onPointerEnter={preloadReport}
        onFocus={preloadReport}
        onClick={onClick}
      >
        <FlagIcon className="size-4" />
        {t('report.open')}
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('report.heading')}
        description={t('report.intro')}
        closeLabel={t('common:actions.close')}
      >
        <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
          <ReportForm propertyId={property.id} onDone={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
