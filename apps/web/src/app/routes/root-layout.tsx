import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthModalHost } from '@/features/auth/components/auth-modal-host';
import { TopBar } from '@/features/layout/components/top-bar';
import { getAuthState, subscribeAuth } from '@/lib/auth-store';
import { setDefaultDescription } from '@/lib/document-description';

/** Every page: the fixed 64 px top bar, the page below it, and the sign-in modal. */
export function RootLayout() {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();

  // index.html's frame, shown while the code downloaded, gives way to the real top bar in the same paint.
  useLayoutEffect(() => document.getElementById('app-shell')?.remove(), []);

  // A page that names itself renders a <title>, which React puts ahead of index.html's (the browser shows the
  // first): index.html's carries the default underneath. Setting document.title would rename the page's one.
  useEffect(() => {
    const defaultTitle = document.head.querySelector('title:last-of-type');
    if (defaultTitle) defaultTitle.textContent = t('documentTitle');
    setDefaultDescription(t('documentDescription'));
  }, [t]);

  // Listing texts come in the request's language: what is on screen is fetched again in the new one.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, queryClient]);

  // Results, saved filters and favourites depend on who asks: a new user (or none) fetches them again. The
  // server has moved the guest's saved filters to the user at sign-in. Cached answers of the previous user
  // that nothing shows are dropped rather than kept for the next one. The start-up session check is no
  // change of user: requests made meanwhile already went out with its outcome.
  useEffect(() => {
    let previous = getAuthState();
    return subscribeAuth(() => {
      const next = getAuthState();
      const isNewUser = previous.status !== 'loading' && previous.user?.id !== next.user?.id;
      previous = next;
      if (!isNewUser) return;
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    });
  }, [queryClient]);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      <div id="main-content" tabIndex={-1} className="pt-16 focus:outline-none">
        <Outlet />
      </div>
      <AuthModalHost />
      <ScrollRestoration />
    </>
  );
}
