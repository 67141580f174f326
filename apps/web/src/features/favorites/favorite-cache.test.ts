import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FAVORITES_QUERY_KEY } from './api/get-favorites';
import { dropFromFavoriteLists, setListingFavorite, withListingFavorite } from './favorite-cache';
import { testFavorite, testListing } from '@/lib/listing-test-data';

describe('withListingFavorite', () => {
  const listing = testListing({ id: 7, isFavorite: false });
  const other = testListing({ id: 8, isFavorite: false });

  it('marks the listing in a detail answer, a search chunk and an infinite query', () => {
    expect(withListingFavorite(listing, 7, true)).toEqual({ ...listing, isFavorite: true });
    const chunk = { items: [other, listing], totalCount: 2, totalPages: 1 };
    const marked = withListingFavorite(chunk, 7, true) as typeof chunk;
    expect(marked.items.map((item) => item.isFavorite)).toEqual([false, true]);
    expect(marked.items[0]).toBe(other);
    expect(marked.totalCount).toBe(2);
    const infinite = { pages: [chunk], pageParams: [1] };
    expect(withListingFavorite(infinite, 7, true)).toEqual({ pages: [marked], pageParams: [1] });
  });

  it('answers undefined (nothing to write) when the mark is already there or the listing is absent', () => {
    expect(withListingFavorite(listing, 7, false)).toBeUndefined();
    expect(withListingFavorite({ items: [other] }, 7, true)).toBeUndefined();
    expect(withListingFavorite({ city: 'Tbilisi' }, 7, true)).toBeUndefined();
    expect(withListingFavorite(null, 7, true)).toBeUndefined();
    // A favourites list holds favourites, not listings: it is managed on its own.
    expect(withListingFavorite([testFavorite({ id: 7 })], 7, false)).toBeUndefined();
  });
});

describe('setListingFavorite', () => {
  it('marks every cached copy and keeps how fresh each answer was', () => {
    const client = new QueryClient();
    client.setQueryData(['property', 7, 'en'], testListing({ id: 7 }), { updatedAt: 1_000 });
    client.setQueryData(['properties', 'chunk', {}, 1], { items: [testListing({ id: 7 })] });
    client.setQueryData(['districts', 'Tbilisi'], [{ id: 1, nameEng: 'Vake' }], { updatedAt: 2_000 });

    setListingFavorite(client, 7, true);

    expect(client.getQueryData<{ isFavorite: boolean }>(['property', 7, 'en'])?.isFavorite).toBe(true);
    expect(client.getQueryState(['property', 7, 'en'])?.dataUpdatedAt).toBe(1_000);
    const chunk = client.getQueryData<{ items: { isFavorite: boolean }[] }>(['properties', 'chunk', {}, 1]);
    expect(chunk?.items[0]?.isFavorite).toBe(true);
    expect(client.getQueryState(['districts', 'Tbilisi'])?.dataUpdatedAt).toBe(2_000);
  });
});

describe('dropFromFavoriteLists', () => {
  it('takes the listing out of every favourites list and answers what they held', () => {
    const client = new QueryClient();
    const key = [...FAVORITES_QUERY_KEY, 'u-1', 'en'];
    const list = [testFavorite({ id: 7 }), testFavorite({ id: 8 })];
    client.setQueryData(key, list);
    const previous = dropFromFavoriteLists(client, 7);
    expect(client.getQueryData<typeof list>(key)?.map((favorite) => favorite.property.id)).toEqual([8]);
    expect(previous).toEqual([[key, list]]);
  });
});
