import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilter } from '@sakhli/shared/rules/filter-fields';
import { APP_EVENTS } from '@/lib/app-events';
import { storeTestSession, stubApi } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { renderWithProviders } from '@/lib/test-utils';
import { testSavedSearch } from '../testing/saved-search-test-data';
import { SaveSearchButton } from './save-search-button';

const SEARCH_PATH = '/?listingType=Sale&propertyType=Apartment&maxPrice=150000&currency=USD&minRooms=2';

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
  return within(await screen.findByRole('dialog', {}, { timeout: 3000 }));
}

describe('Save search (issue 15)', () => {
  it('offers a readable name and the three frequencies, and saves the search on screen', async () => {
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: testSavedSearch({ name: 'Two rooms', frequency: 'daily' }) }
        : { body: [] },
    );
    renderWithProviders(<SaveSearchButton look="header" />, { path: SEARCH_PATH });
    const dialog = await openDialog();
    const name = dialog.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe(
      'Apartments for sale in Tbilisi · Price up to $150,000 · Rooms from 2',
    );
    expect(dialog.getByText('Price up to $150,000')).toBeTruthy();
    expect(dialog.getByRole('radio', { name: /Instant/ })).toHaveProperty('checked', true);
    expect(dialog.getByText(/at most one every 15 minutes/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: /Daily digest/ }));
    fireEvent.change(name, { target: { value: '  Two   rooms ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save search' }));

    expect(await dialog.findByRole('heading', { name: 'Search saved' })).toBeTruthy();
    expect(dialog.getByText(/Every morning at 9:00/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/SavedSearch',
        body: {
          name: 'Two rooms',
          city: 'Tbilisi',
          listingType: 'Sale',
          propertyType: 'Apartment',
          filter: { ...emptyFilter(), maxPrice: 150_000, currency: 'USD', minRooms: 2 },
          frequency: 'daily',
        },
      }),
    ]);
  });

  it('asks for a name before sending anything, and shows the name the server refused', async () => {
    const requests = stubApi(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        errors: { name: ['Name must be at most 100 characters'] },
      },
    }));
    renderWithProviders(<SaveSearchButton look="header" />, { path: SEARCH_PATH });
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Enter a name');
    expect(requests).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Fine' } });
    expect(dialog.queryByRole('alert')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('At most 100 characters');
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains the limit of 20 and links to the saved searches', async () => {
    stubApi(() => ({ status: 409, body: { code: 'LIMIT_REACHED', message: 'At most 20 saved searches' } }));
    renderWithProviders(<SaveSearchButton look="header" />, { path: SEARCH_PATH });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    const notice = await dialog.findByRole('status');
    expect(notice.textContent).toContain('You already have 20 saved searches');
    expect(within(notice).getByRole('link', { name: 'Manage saved searches' })).toBeTruthy();
  });

  it('asks a guest to sign in, then opens the dialog on the same search', async () => {
    localStorage.clear();
    adoptStoredSession();
    stubApi(() => ({ body: [] }));
    const opened = vi.fn();
    window.addEventListener(APP_EVENTS.openAuth, opened);
    const { router } = renderWithProviders(<SaveSearchButton look="header" />, { path: SEARCH_PATH });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    window.removeEventListener(APP_EVENTS.openAuth, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toContain('saveSearch=1');

    storeTestSession();
    act(() => void adoptStoredSession());
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 3000 }));
    expect(dialog.getByLabelText<HTMLInputElement>('Name').value).toContain('Price up to $150,000');
    await waitFor(() => expect(router.state.location.search).not.toContain('saveSearch'));
    expect(router.state.location.search).toContain('maxPrice=150000');
  });
});
