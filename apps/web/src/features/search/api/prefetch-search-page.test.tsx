import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/lib/test-utils';
import { useSearchPage } from '../hooks/use-search-page';
import { prefetchSearchPage } from './prefetch-search-page';
import { savedFilterQueryOptions } from './saved-filter';

/** A server with no listings, which saves what it is given; it remembers what was read. */
function stubServer(savedFilter: Record<string, unknown> | null = null) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') return Response.json({});
      paths.push(url.split('?')[0] ?? url);
      if (url.startsWith('/api/Property/properties/chunk')) {
        return Response.json({ items: [], totalPages: 0, totalCount: 0 });
      }
      if (url.startsWith('/api/Filter/') && savedFilter) return Response.json(savedFilter);
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return { reads: (path: string) => paths.filter((asked) => asked.startsWith(path)).length };
}

function renderSearchPage(address: string, queryClient: QueryClient) {
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(() => useSearchPage(), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchSearchPage', () => {
  it.each([
    ['the default search', '/?lang=en'],
    [
      'a filtered, sorted later page',
      '/?lang=en&minPrice=100000&sortBy=Price&sortDirection=Ascending&page=7',
    ],
  ])('asks for exactly what the search page reads, so %s is fetched once', async (_name, address) => {
    const server = stubServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSearchPage(queryClient, new URL(address, 'http://localhost'), 'en');
    const { result } = renderSearchPage(address, queryClient);
    await waitFor(() => expect(result.current.results.isLoading).toBe(false));
    expect(server.reads('/api/Property/properties/chunk')).toBe(1);
    expect(server.reads('/api/Filter/')).toBe(1);
  });

  it('leaves a saved filter it brought in to come into the address (not undone by the address rewrite)', async () => {
    stubServer({ minRooms: 2 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSearchPage(queryClient, new URL('/?lang=en', 'http://localhost'), 'en');
    const saved = savedFilterQueryOptions({
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
    });
    await waitFor(() => expect(queryClient.getQueryData(saved.queryKey)).toBeDefined());
    const { result } = renderSearchPage('/?lang=en', queryClient);
    await waitFor(() => expect(result.current.address.filter.minRooms).toBe(2));
  });
});
