import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { testFavorite } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { FavoritesPage } from './favorites-page';

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a note on a favourite', () => {
  it('is written in place, saved with PUT and shown on the card', async () => {
    const favorite = testFavorite({ id: 7 });
    const requests = stubApi((request) =>
      request.method === 'PUT' ? { body: { ...favorite, note: 'Ask about parking' } } : { body: [favorite] },
    );
    renderWithProviders(<FavoritesPage />);
    const card = within(await screen.findByRole('article'));
    fireEvent.click(card.getByRole('button', { name: 'Add a private note' }));
    const field = card.getByLabelText('Your note (only you see it)');
    expect(field.getAttribute('maxlength')).toBe('500');
    fireEvent.change(field, { target: { value: 'Ask about parking' } });
    expect(card.getByText('17 of 500 characters')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Save note' }));
    expect(await card.findByRole('button', { name: 'Edit note' })).toBeTruthy();
    expect(card.queryByRole('textbox')).toBeNull();
    expect(card.getByText('Ask about parking').tagName).toBe('P');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/Favorite/7/note');
    expect(put?.body).toEqual({ note: 'Ask about parking' });
  });

  it('says so when the note could not be saved, and keeps the draft', async () => {
    const favorite = testFavorite({ id: 8 });
    stubApi((request) =>
      request.method === 'PUT'
        ? { status: 500, body: { message: 'down', code: 'INTERNAL' } }
        : { body: [favorite] },
    );
    renderWithProviders(<FavoritesPage />);
    const card = within(await screen.findByRole('article'));
    fireEvent.click(card.getByRole('button', { name: 'Add a private note' }));
    fireEvent.change(card.getByRole('textbox'), { target: { value: 'Call Nino' } });
    fireEvent.click(card.getByRole('button', { name: 'Save note' }));
    expect(await card.findByRole('alert')).toHaveProperty(
      'textContent',
      'The note could not be saved. Try again.',
    );
    expect(card.getByRole('textbox')).toHaveProperty('value', 'Call Nino');
  });
});
