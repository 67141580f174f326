import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { prefetchProperty } from '@/features/listing/api/get-property';
import { prefetchSearchPage } from '@/features/search/api/prefetch-search-page';
import { canonicalSearchParams } from '@/features/search/hooks/use-search-address';
import { currentLanguage, initI18n, loadNamespaces } from '../lib/i18n';
import type * as AuthPages from './routes/auth-pages';
import type * as ContentPages from './routes/content-pages';
import type * as DashboardPages from './routes/dashboard-pages';
import type * as ListingFormPages from './routes/listing-form-pages';

/**
 * A lazily loaded page: its code and its translation namespaces download together, so it never shows
 * untranslated keys and the first visit downloads only what it shows.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly string[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module[name] };
  };
}

const NothingYet = () => null;

/**
 * SPEC.md: the search page's address is rewritten in place to its canonical form. Done before the router reads
 * it on arrival, so the first render does not start with a rewrite (the page rewrites later changes itself).
 */
function canonicalizeSearchAddress() {
  const { pathname, search, hash } = window.location;
  if (pathname !== '/') return;
  const current = new URLSearchParams(search);
  const canonical = canonicalSearchParams(current);
  if (canonical.toString() === current.toString()) return;
  window.history.replaceState(window.history.state, '', `/?${canonical.toString()}${hash}`);
}

const contentPage = (name: keyof typeof ContentPages) =>
  page(() => import('./routes/content-pages'), name, ['content', 'listing']);

const authPage = (name: keyof typeof AuthPages) => page(() => import('./routes/auth-pages'), name, ['auth']);

const dashboardPage = (name: keyof typeof DashboardPages, namespaces: readonly string[] = []) =>
  page(() => import('./routes/dashboard-pages'), name, ['dashboard', 'auth', ...namespaces]);

/** The create and edit forms: their own chunk (with the map's), not part of the other dashboard pages. */
const listingFormPage = (name: keyof typeof ListingFormPages) =>
  page(() => import('./routes/listing-form-pages'), name, ['dashboard', 'auth', 'listingForm']);

/**
 * Every route of SPEC.md section 2. `RootLayout` is the fixed 64 px top bar; `SearchLayout` adds the 400 px
 * side panel ("any other path"). The search page and the listing page ask for their data from their loaders,
 * which run while the pages' code downloads (they wait for nothing).
 */
export function createAppRouter(queryClient: QueryClient) {
  // The language decides what the loaders ask for: i18next detects it as it starts.
  void initI18n();
  canonicalizeSearchAddress();
  return createBrowserRouter([
    {
      lazy: page(() => import('./routes/root-layout'), 'RootLayout'),
      // Until the first page's code and texts are in, the page stays blank (the top bar comes with them).
      HydrateFallback: NothingYet,
      children: [
        {
          lazy: page(() => import('./routes/search-layout'), 'SearchLayout', ['search']),
          children: [
            {
              index: true,
              loader: ({ request }) => {
                prefetchSearchPage(queryClient, new URL(request.url), currentLanguage());
                return null;
              },
              lazy: page(() => import('./routes/home'), 'HomePage', [
                'search',
                'favorites',
                'savedSearches',
                'sharing',
                'shortlists',
              ]),
            },
            { path: 'search', lazy: page(() => import('./routes/search-redirect'), 'SearchRedirect') },
          ],
        },
        {
          path: 'property/:id',
          loader: ({ params }) => {
            prefetchProperty(queryClient, Number(params.id), currentLanguage());
            return null;
          },
          lazy: page(() => import('./routes/property'), 'PropertyPage', [
            'listing',
            'favorites',
            'sharing',
            'shortlists',
          ]),
        },
        { path: 'compare', lazy: page(() => import('./routes/compare'), 'ComparePage', ['shortlists']) },
        {
          path: 'agency/:id',
          lazy: page(() => import('./routes/agency'), 'AgencyPage', [
            'agency',
            'search',
            'favorites',
            'sharing',
          ]),
        },
        {
          path: 'dashboard',
          lazy: page(() => import('./routes/dashboard'), 'DashboardLayout', ['dashboard', 'auth']),
          children: [
            { index: true, loader: () => redirect('/dashboard/my-properties') },
            { path: 'my-properties', lazy: dashboardPage('MyPropertiesPage', ['myProperties']) },
            { path: 'create-property', lazy: listingFormPage('CreatePropertyPage') },
            { path: 'edit-property/:id', lazy: listingFormPage('EditPropertyPage') },
            { path: 'my-favorites', lazy: dashboardPage('MyFavoritesPage', ['favorites']) },
            { path: 'saved-searches', lazy: dashboardPage('SavedSearchesPage', ['savedSearches', 'search']) },
            {
              path: 'settings',
              lazy: page(() => import('./routes/dashboard-settings'), 'SettingsPage', ['dashboard', 'auth']),
            },
            { path: 'moderate', lazy: dashboardPage('ModeratePage', ['moderation']) },
            { path: 'admin', lazy: dashboardPage('AdminPage', ['admin']) },
          ],
        },
        { path: 'auth/callback', lazy: authPage('OAuthCallbackPage') },
        { path: 'auth/confirm', lazy: authPage('EmailConfirmationPage') },
        { path: 'auth/reset-password', lazy: authPage('ResetPasswordPage') },
        {
          path: 'unsubscribe/:token',
          lazy: page(() => import('./routes/unsubscribe'), 'UnsubscribePage', ['mail']),
        },
        { path: 'guides', lazy: contentPage('GuidesPage') },
        { path: 'mortgage', lazy: contentPage('MortgagePage') },
        { path: 'market-insights', lazy: contentPage('MarketInsightsPage') },
        { path: 'help', lazy: contentPage('HelpPage') },
        { path: 'about', lazy: contentPage('AboutPage') },
        { path: 'contact', lazy: contentPage('ContactPage') },
        { path: 'terms', lazy: contentPage('TermsPage') },
        { path: 'privacy', lazy: contentPage('PrivacyPage') },
        { path: '*', lazy: page(() => import('./routes/not-found'), 'NotFoundPage') },
      ],
    },
  ]);
}
