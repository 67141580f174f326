import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SidePanelSheet } from '@/features/layout/components/side-panel-sheet';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { PageFooter } from './page-footer';

// The side panel (its tabs, the chat and their texts) and the form (react-hook-form and the zod schema) are not
// needed for the first results: on a desktop they load just after; on phones, where they sit in a closed
// sheet, at the first interaction.
const loadSidePanel = () =>
  Promise.all([
    import('@/features/layout/components/side-panel'),
    import('@/features/chat/components/chat-panel'),
    loadNamespaces(['chat', 'savedSearches']),
  ]);
const SidePanel = lazy(() => loadSidePanel().then(([module]) => ({ default: module.SidePanel })));
const ChatPanel = lazy(() => loadSidePanel().then(([, module]) => ({ default: module.ChatPanel })));
const loadFiltersForm = () => import('@/features/search/components/hard-filters-form');
const HardFiltersForm = lazy(() => loadFiltersForm().then((module) => ({ default: module.HardFiltersForm })));

const PANEL_LOADING = (
  <div className="flex flex-1 items-center justify-center">
    <Spinner className="size-6" />
  </div>
);

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll'] as const;

/** "Any other path": the main column with the footer, and the 400 px side panel (a bottom sheet on small screens). */
export function SearchLayout() {
  const { t } = useTranslation('layout');
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  // Phones: the sheet's content downloads at the visitor's first touch, key or scroll (or after a while), so the
  // sheet opens ready without competing with the first screen.
  useEffect(() => {
    if (isDesktop) return;
    const load = () => void Promise.all([loadSidePanel(), loadFiltersForm()]);
    for (const event of FIRST_INTERACTION)
      window.addEventListener(event, load, { once: true, passive: true });
    const timer = window.setTimeout(load, 10_000);
    return () => {
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, load);
      window.clearTimeout(timer);
    };
  }, [isDesktop]);
  const panel = (
    <Suspense fallback={PANEL_LOADING}>
      <SidePanel
        chat={<ChatPanel searchAction={<SaveSearchButton look="chat" />} />}
        filters={
          <Suspense fallback={PANEL_LOADING}>
            <HardFiltersForm onApplied={() => setIsSheetOpen(false)} />
          </Suspense>
        }
      />
    </Suspense>
  );
  return (
    <>
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:pr-[400px]">
        <main className="mx-auto w-full max-w-[1400px] flex-1 pb-20 lg:pb-0">
          <Outlet />
        </main>
        <PageFooter />
      </div>
      {isDesktop ? (
        <aside
          aria-label={t('sidePanel.title')}
          className="fixed top-16 right-0 bottom-0 z-20 flex w-[400px] flex-col border-l border-slate-200 bg-white"
        >
          {panel}
        </aside>
      ) : (
        <SidePanelSheet isOpen={isSheetOpen} onOpenChange={setIsSheetOpen}>
          {panel}
        </SidePanelSheet>
      )}
    </>
  );
}
