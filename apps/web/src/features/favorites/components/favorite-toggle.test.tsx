import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { apiRequest } from '@/lib/api-client';
import { storeTestSession, stubApi, testUser, type RecordedRequest } from '@/lib/auth-test-server';
import { adoptStoredSession, applySession, markSignedOut } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { FavoriteToggle } from './favorite-toggle';

/** The heart as a page shows it: its status read from the cached listing, as the detail page does. */
function CachedListingHeart() {
  const { data } = useQuery({
    queryKey: ['property', 42, 'en'],
    queryFn: () => apiRequest<Property>('/api/Property/42'),
  });
  return data ? <FavoriteToggle propertyId={42} isFavorite={data.isFavorite} /> : null;
}

type Answer = { status?: number; body?: unknown } | undefined;

function serve(answers: (request: RecordedRequest) => Answer, listing = testListing()) {
  return stubApi(
    (request) =>
      answers(request) ??
      (request.path === '/api/Property/42'
        ? { body: listing }
        : { status: 404, body: { code: 'NOT_FOUND' } }),
  );
}

const heart = () => screen.findByRole('button', { name: 'Save to favourites' });
const favoriteCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/Favorite'));

/** The heart shows the new state while the call is still on its way (optimistic). */
function expectPressedWhileBusy(button: HTMLElement, pressed: 'true' | 'false') {
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.getAttribute('aria-pressed')).toBe(pressed);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FavoriteToggle (SPEC.md section 4 "Favourite toggle")', () => {
  it('shows the status the listing was loaded with: filled when it is a favourite', async () => {
    storeTestSession();
    adoptStoredSession();
    serve(() => undefined, testListing({ isFavorite: true }));
    renderWithProviders(<CachedListingHeart />);
    expect((await heart()).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a guest to sign in, then checks the status again once they have', async () => {
    markSignedOut();
    const opened = vi.fn();
    const listener = (event: Event) => {
      opened((event as CustomEvent<unknown>).detail);
    };
    window.addEventListener('openAuth', listener);
    onTestFinished(() => window.removeEventListener('openAuth', listener));
    const requests = serve((request) =>
      request.path === '/api/Favorite/42/is-favorite' ? { body: { isFavorite: true } } : undefined,
    );
    renderWithProviders(<CachedListingHeart />);
    fireEvent.click(await heart());
    expect(opened).toHaveBeenCalledWith({ mode: 'signin' });
    expect(favoriteCalls(requests)).toEqual([]);
    expect((await heart()).getAttribute('aria-pressed')).toBe('false');

    act(() =>
      applySession({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600, user: testUser() }),
    );
    await waitFor(async () => expect((await heart()).getAttribute('aria-pressed')).toBe('true'));
    const [check] = favoriteCalls(requests);
    expect(check).toMatchObject({ method: 'GET', authorization: 'Bearer access' });
  });

  it('fills at once, sends one request however often it is clicked meanwhile, and stays filled', async () => {
    storeTestSession();
    adoptStoredSession();
    const requests = serve((request) =>
      request.path === '/api/Favorite' ? { status: 201, body: {} } : undefined,
    );
    renderWithProviders(<CachedListingHeart />);
    const button = await heart();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expectPressedWhileBusy(button, 'true'));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(favoriteCalls(requests)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/Favorite', body: { propertyId: 42 } }),
    ]);
    expect(button.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button);
    await waitFor(() => expectPressedWhileBusy(button, 'false'));
    await waitFor(() => expect(favoriteCalls(requests)).toHaveLength(2));
    expect(favoriteCalls(requests)[1]).toMatchObject({ method: 'DELETE', path: '/api/Favorite/42' });
  });

  it('goes back to what it was when the server refuses, and only logs the failure', async () => {
    storeTestSession();
    adoptStoredSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      (request) =>
        request.path === '/api/Favorite/42' ? { status: 500, body: { code: 'INTERNAL_ERROR' } } : undefined,
      testListing({ isFavorite: true }),
    );
    renderWithProviders(<CachedListingHeart />);
    const button = await heart();
    fireEvent.click(button);
    await waitFor(() => expectPressedWhileBusy(button, 'false'));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(logged).toHaveBeenCalledWith('Failed to remove favorite 42', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
