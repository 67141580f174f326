import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilter } from '@sakhli/shared/rules/filter-fields';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { storeTestSession, stubApi, type RecordedRequest } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { chatIdStorageKey, STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoutes, renderWithProviders } from '@/lib/test-utils';
import { testSavedSearch } from '../testing/saved-search-test-data';
import { SavedSearchesPage } from './saved-searches-page';

const vake = testSavedSearch({
  id: 7,
  name: 'Vake flats',
  newCount: 3,
  filter: { ...emptyFilter(), districtId: 4, districtName: 'Vake', maxPrice: 150_000, currency: 'USD' },
});
const rentals = testSavedSearch({
  id: 8,
  name: 'A house to rent',
  listingType: 'Rent',
  propertyType: 'House',
  filter: emptyFilter(),
  frequency: 'off',
});

/** The API as the page meets it: the list, and each change answered as the server would. */
function stubSavedSearchApi(initial: SavedSearch[]) {
  let list = initial;
  return stubApi((request: RecordedRequest) => {
    const id = Number(/\/api\/SavedSearch\/(\d+)/.exec(request.path)?.[1]);
    if (request.method === 'PUT') {
      list = list.map((item) => (item.id === id ? { ...item, ...(request.body as object) } : item));
      return { body: list.find((item) => item.id === id) };
    }
    if (request.method === 'DELETE') {
      list = list.filter((item) => item.id !== id);
      return { body: { success: true } };
    }
    if (request.method === 'POST') return { body: { ...list.find((item) => item.id === id), newCount: 0 } };
    if (request.path.startsWith('/api/district')) return { body: [] };
    return { body: list };
  });
}

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 3000 }));

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Saved searches page (issue 15)', () => {
  it('shows each search: its name, scope, filters, what is new and its alerts', async () => {
    stubSavedSearchApi([vake, rentals]);
    renderWithProviders(<SavedSearchesPage />);
    const first = await card('Vake flats');
    expect(first.getByText('Apartments for sale in Tbilisi')).toBeTruthy();
    expect(first.getByRole('list', { name: 'Filters' }).textContent).toBe('Price up to $150,000Vake');
    expect(first.getByText('3 new')).toBeTruthy();
    expect(first.getByLabelText('E-mail alerts')).toHaveProperty('value', 'instant');
    const second = await card('A house to rent');
    expect(second.getByText('Houses for rent in Tbilisi')).toBeTruthy();
    expect(second.getByText('No filters: every listing of this kind')).toBeTruthy();
    expect(second.getByText('Nothing new since your last visit')).toBeTruthy();
    expect(second.getByLabelText('E-mail alerts')).toHaveProperty('value', 'off');
    expect(screen.getByText('Searches: 2 of 20')).toBeTruthy();
  });

  it('opens a search: its city and filters on the search page, its chat ended, and it is marked opened', async () => {
    const requests = stubSavedSearchApi([vake]);
    const scope = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' };
    localStorage.setItem(chatIdStorageKey(scope, 'en'), 'chat-1');
    const { router } = renderRoutes(
      [
        { path: '/dashboard/saved-searches', element: <SavedSearchesPage /> },
        { path: '/', element: <p>search page</p> },
      ],
      { path: '/dashboard/saved-searches' },
    );
    fireEvent.click((await card('Vake flats')).getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('search page')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      listingType: 'Sale',
      propertyType: 'Apartment',
      maxPrice: '150000',
      currency: 'USD',
      districtId: '4',
      districtName: 'Vake',
    });
    expect(localStorage.getItem(STORAGE_KEYS.selectedCity)).toBe('Tbilisi');
    expect(localStorage.getItem(chatIdStorageKey(scope, 'en'))).toBeNull();
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toEqual([
        expect.objectContaining({ path: '/api/SavedSearch/7/opened' }),
      ]),
    );
  });

  it('changes the frequency in place, renames and deletes (after asking) with the whole search sent', async () => {
    const requests = stubSavedSearchApi([vake, rentals]);
    renderWithProviders(<SavedSearchesPage />);
    const {
      name: _name,
      id: _id,
      createdAt: _created,
      newCount: _new,
      lastOpenedAt: _last,
      ...payload
    } = vake;

    fireEvent.change((await card('Vake flats')).getByLabelText('E-mail alerts'), {
      target: { value: 'daily' },
    });
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/SavedSearch/7',
      body: { ...payload, name: 'Vake flats', frequency: 'daily' },
    });

    fireEvent.click((await card('Vake flats')).getByRole('button', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename search' }, { timeout: 3000 }));
    fireEvent.change(rename.getByLabelText('Name'), { target: { value: 'Vake, up to 150k' } });
    fireEvent.click(rename.getByRole('button', { name: 'Save' }));
    expect(await card('Vake, up to 150k')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      ...payload,
      name: 'Vake, up to 150k',
      frequency: 'daily',
    });

    fireEvent.click((await card('A house to rent')).getByRole('button', { name: 'Delete' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Delete this search?' }, { timeout: 3000 }),
    );
    expect(confirm.getByText(/“A house to rent” and its e-mail alerts will be deleted/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    // The page behind an open dialog is hidden from queries: the dialog closes first.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('article', { name: 'A house to rent' })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/api/SavedSearch/8' }),
    ]);
    expect(screen.getByText('Searches: 1 of 20')).toBeTruthy();
  });

  it('keeps a search when the deletion is cancelled', async () => {
    const requests = stubSavedSearchApi([rentals]);
    renderWithProviders(<SavedSearchesPage />);
    fireEvent.click((await card('A house to rent')).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', {}, { timeout: 3000 }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'A house to rent' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('explains the limit when 20 are saved', async () => {
    stubSavedSearchApi(
      Array.from({ length: 20 }, (_, index) =>
        testSavedSearch({ id: index + 1, name: `Search ${index + 1}` }),
      ),
    );
    renderWithProviders(<SavedSearchesPage />);
    expect(await screen.findByText("You've reached 20 saved searches")).toBeTruthy();
    expect(screen.getByText(/To save a new search, delete one here first/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });

  it('has an empty state that leads to the search', async () => {
    stubSavedSearchApi([]);
    renderWithProviders(<SavedSearchesPage />);
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start searching' }).getAttribute('href')).toBe('/');
  });

  it('says when the list cannot load, and Try Again loads it', async () => {
    let isDown = true;
    stubApi(() => (isDown ? { status: 503, body: { code: 'UNAVAILABLE' } } : { body: [vake] }));
    renderWithProviders(<SavedSearchesPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Error loading saved searches');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await card('Vake flats')).toBeTruthy();
  });

  it('reads in Georgian and Russian', async () => {
    stubSavedSearchApi([vake]);
    renderWithProviders(<SavedSearchesPage />, { language: 'ka' });
    expect((await card('Vake flats')).getByText('3 ახალი')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'შენახული ძიებები' })).toBeTruthy();
    cleanup();
    renderWithProviders(<SavedSearchesPage />, { language: 'ru' });
    expect((await card('Vake flats')).getByText('3 новых')).toBeTruthy();
    expect(screen.getByText('Квартиры на продажу в Тбилиси')).toBeTruthy();
  });
});
