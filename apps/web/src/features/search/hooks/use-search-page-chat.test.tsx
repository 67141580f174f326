import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterChips } from '@sakhli/shared/rules/filter-chips';
import { storeTestSession, testUser } from '@/lib/auth-test-server';
import { applyUser, endSession } from '@/lib/auth-store';
import { clearChatId } from '@/lib/chat-id';
import { chatIdStorageKey } from '@/lib/storage-keys';
import { createTestI18n } from '@/lib/test-utils';
import { useDeleteFilterChip } from './use-filter-mutations';
import { useSearchPage } from './use-search-page';

const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
const CHAT_ID = '4a0c9a8e-5b1d-4f7e-9c3a-2f6d8e1b0a11';

/** Listings and filters: the visitor saved minPrice 90,000; the chat asked for 2 rooms. */
function stubServer() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.startsWith('/api/Property/properties/chunk'))
        return Response.json({ items: [], totalPages: 0, totalCount: 0 });
      if (url === `/api/Filter/Tbilisi/Sale/Apartment/${CHAT_ID}`)
        return Response.json({ minRooms: 2, maxRooms: 3 });
      if (url.startsWith('/api/Filter/') && method === 'GET') return Response.json({ minPrice: 90000 });
      return Response.json(method === 'POST' ? JSON.parse(init.body as string) : {});
    }),
  );
  return requests;
}

function renderSearch() {
  const i18n = createTestI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/?listingType=Sale&propertyType=Apartment']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(
    () => {
      const page = useSearchPage();
      return { page, deleteChip: useDeleteFilterChip(page.scope, page.chatId), location: useLocation() };
    },
    { wrapper },
  );
}

const chunkRequests = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.startsWith('/api/Property/properties/chunk'));

function signInWithChat() {
  const user = testUser();
  storeTestSession({ user });
  applyUser(user);
  localStorage.setItem(chatIdStorageKey(SCOPE, 'en'), CHAT_ID);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  endSession();
});

describe('the search page with a chat', () => {
  it('sorts by the AI Score, searches with the chat, and shows its filters as chips and in the address', async () => {
    signInWithChat();
    const requests = stubServer();
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.page.address.filter.minRooms).toBe(2));
    expect(result.current.page.sort).toEqual({ sortBy: 'SemanticScore', sortDirection: 'Descending' });
    expect(result.current.page.address.filter.minPrice).toBeNull();
    expect(filterChips(result.current.page.address.filter).map((chip) => chip.key)).toEqual([
      'minRooms',
      'maxRooms',
    ]);
    expect(result.current.location.search).toContain('minRooms=2');
    const chunk = new URL(chunkRequests(requests).at(-1)!.url, 'http://localhost').searchParams;
    expect(chunk.get('chatId')).toBe(CHAT_ID);
    expect(chunk.get('sortBy')).toBe('SemanticScore');
    // The chat's filters are not saved as the visitor's own.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('goes back to the saved filter, newest first, when the chat ends', async () => {
    signInWithChat();
    const requests = stubServer();
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.page.address.filter.minRooms).toBe(2));
    act(() => clearChatId(SCOPE, 'en'));
    await waitFor(() => expect(result.current.page.address.filter.minPrice).toBe(90000));
    expect(result.current.page.address.filter.minRooms).toBeNull();
    expect(result.current.page.sort.sortBy).toBe('CreatedAt');
    const chunk = new URL(chunkRequests(requests).at(-1)!.url, 'http://localhost').searchParams;
    expect(chunk.get('chatId')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sorts newest first without a chat, and ignores a chat id left by a user who signed out', async () => {
    localStorage.setItem(chatIdStorageKey(SCOPE, 'en'), CHAT_ID);
    endSession();
    const requests = stubServer();
    const { result } = renderSearch();
    await waitFor(() => expect(chunkRequests(requests).length).toBeGreaterThan(0));
    expect(result.current.page.sort.sortBy).toBe('CreatedAt');
    expect(
      new URL(chunkRequests(requests)[0]!.url, 'http://localhost').searchParams.get('chatId'),
    ).toBeNull();
  });

  it("deleting a chat filter's chip applies the rest as hard filters and ends the chat", async () => {
    signInWithChat();
    const requests = stubServer();
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    window.addEventListener('chatResponse', record);
    window.addEventListener('filterDeleted', record);
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.page.address.filter.minRooms).toBe(2));
    const minRooms = filterChips(result.current.page.address.filter).find((chip) => chip.key === 'minRooms')!;
    act(() => result.current.deleteChip.mutate(minRooms));
    await waitFor(() => expect(localStorage.getItem(chatIdStorageKey(SCOPE, 'en'))).toBeNull());
    const saved = requests.find((request) => request.method === 'POST');
    expect(saved?.url).toBe('/api/Filter/Tbilisi/Sale/Apartment');
    expect(saved?.body).toMatchObject({ minRooms: null, maxRooms: 3, minPrice: null });
    expect(events).toEqual(['chatResponse', 'filterDeleted']);
    window.removeEventListener('chatResponse', record);
    window.removeEventListener('filterDeleted', record);
  });
});
