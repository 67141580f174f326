import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Language } from '@sakhli/shared/enums';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});
/** `locales/<language>/<namespace>.json` as i18next resources: language → namespace → texts. */
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(localeFiles)) {
  const [language = '', namespace = ''] = file.split('/').slice(-2);
  (resources[language] ??= {})[namespace.replace('.json', '')] = module.default;
}

/** An i18next instance (English unless told) with every namespace loaded up front (component tests). */
export function createTestI18n(language: Language = 'en'): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

interface RenderOptions {
  path?: string;
  language?: Language;
}

/**
 * Renders a component as the app would: English unless told, a fresh query client (no retries) and a router
 * at `path`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders routes as the app would, starting at `path`; the router tells where navigation led. */
export function renderRoutes(routes: RouteObject[], { path = '/', language = 'en' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}
