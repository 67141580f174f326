import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import { storeTestSession, stubApi } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { testFavorite } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { FavoritesPage } from './favorites-page';

const saved: Favorite[] = [
  testFavorite({ id: 1, priceUsd: 100_000, priceGel: 270_000, rooms: 3 }),
  testFavorite({ id: 2, priceUsd: 50_000, priceGel: 135_000, rooms: 1, listingType: 'Rent' }),
];

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FavoritesPage (SPEC.md "Favorites")', () => {
  it('shows the count, the average price in GEL and each saved listing with its links', async () => {
    stubApi(() => ({ body: saved }));
    renderWithProviders(<FavoritesPage />);
    expect(await screen.findByTestId('favorites-count')).toHaveProperty('textContent', '2');
    expect(screen.getByTestId('favorites-average').textContent).toBe('₾202,500');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Apartment · For sale' })).toBeTruthy();
    expect(first.getByText('3 rooms · 80 m²')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/property/1');
    expect(within(cards[1]!).getByRole('heading', { name: 'Apartment · For rent' })).toBeTruthy();
  });

  it('removes a listing at once; the average follows', async () => {
    const requests = stubApi((request) =>
      request.method === 'DELETE' ? { body: { success: true } } : { body: saved },
    );
    renderWithProviders(<FavoritesPage />);
    const [first] = await screen.findAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByTestId('favorites-count').textContent).toBe('1');
    expect(screen.getByTestId('favorites-average').textContent).toBe('₾135,000');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/api/Favorite/1' }),
    ]);
  });

  it('puts a listing back when its removal fails, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi((request) =>
      request.method === 'DELETE' ? { status: 500, body: { code: 'INTERNAL_ERROR' } } : { body: saved },
    );
    renderWithProviders(<FavoritesPage />);
    const [first] = await screen.findAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing is saved', async () => {
    stubApi(() => ({ body: [] }));
    renderWithProviders(<FavoritesPage />);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse listings' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Error loading favorites' with Try Again, which loads them again", async () => {
    let isDown = true;
    stubApi(() => (isDown ? { status: 503, body: { code: 'UNAVAILABLE' } } : { body: saved }));
    renderWithProviders(<FavoritesPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Error loading favorites');
    expect(alert.textContent).toContain('Failed to load favorites');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
