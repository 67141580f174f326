import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

const english = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', {
  eager: true,
});
const resources = {
  en: Object.fromEntries(
    Object.entries(english).map(([file, module]) => [
      file.split('/').pop()!.replace('.json', ''),
      module.default,
    ]),
  ),
};

/** An English i18next instance with every namespace loaded up front (component tests). */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders a component as the app would: English, a fresh query client (no retries) and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { path });
}

/** Renders routes as the app would, starting at `path`; the router tells where navigation led. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}
