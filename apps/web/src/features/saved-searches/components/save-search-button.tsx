import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { preloadModal } from '@/components/ui/modal';
import { dispatchAppEvent } from '@/lib/app-events';
import { useAuth } from '@/lib/use-auth';
import { useCurrentSearch } from '../hooks/use-current-search';
import type { SearchDescription } from '../search-description';

// The dialog (its form, the summary's district names) downloads when it first opens, not with the results.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * Marks, in the address, that a guest asked to save this search: it survives the sign-in (a social sign-in leaves
 * the site and comes back to this address), and the dialog opens once they are signed in.
 */
const RESUME_PARAM = 'saveSearch';

function withResumeMark(params: URLSearchParams, isMarked: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isMarked) next.set(RESUME_PARAM, '1');
  else next.delete(RESUME_PARAM);
  return next;
}

const LOOKS = {
  header: { variant: 'secondary', className: 'h-9' },
  chat: { variant: 'ghost', className: 'text-brand-800 hover:bg-brand-50' },
} as const;

interface SaveSearchButtonProps {
  /** `header`: beside the results' filters and sort (it opens the dialog after a guest signs in); `chat`: in the chat. */
  look: keyof typeof LOOKS;
}

/** 'Save search': the search on screen, as the results show it (the hard filters or the chat's), with alerts. */
export function SaveSearchButton({ look }: SaveSearchButtonProps) {
  const { t } = useTranslation('savedSearches');
  const { user } = useAuth();
  const current = useCurrentSearch();
  const [params, setParams] = useSearchParams();
  // The search as it was when the dialog opened: what the visitor saw is what is saved.
  const [opened, setOpened] = useState<SearchDescription | null>(null);
  const isResuming = look === 'header' && user !== null && params.has(RESUME_PARAM);
  if (isResuming && opened === null) setOpened(current);
  useEffect(() => {
    if (!isResuming) return;
    setParams((previous) => withResumeMark(previous, false), { replace: true });
  }, [isResuming, setParams]);

  const open = () => {
    if (user) return setOpened(current);
    setParams((previous) => withResumeMark(previous, true), { replace: true });
    dispatchAppEvent('openAuth', { mode: 'signin' });
  };
  const { variant, className } = LOOKS[look];
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className={className}
        onClick={open}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        <BellIcon className="size-4" />
        {t(look === 'chat' ? 'button.saveChat' : 'button.save')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SaveSearchDialog search={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
