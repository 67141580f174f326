import type { QueryClient } from '@tanstack/react-query';
import type { FavoriteList } from '@sakhli/shared/schemas/favorite';
import { FAVORITES_QUERY_KEY } from './api/get-favorites';

interface ListingLike {
  id: number;
  isFavorite: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isListing = (value: unknown): value is ListingLike =>
  isRecord(value) && typeof value.id === 'number' && typeof value.isFavorite === 'boolean';

/** Each element patched; the same array back (undefined) when none changed. */
function patchEach(values: unknown[], patch: (value: unknown) => unknown): unknown[] | undefined {
  let changed = false;
  const next = values.map((value) => {
    const patched = patch(value);
    if (patched === undefined) return value;
    changed = true;
    return patched;
  });
  return changed ? next : undefined;
}

/**
 * `data` with listing `propertyId` marked (or unmarked) as a favourite, or undefined when it holds no such
 * listing with another mark. Knows the shapes listings are cached in: a read model (the detail page), a list
 * of them, a paged answer's `items` (search chunks, my properties) and an infinite query's `pages`.
 */
export function withListingFavorite(data: unknown, propertyId: number, isFavorite: boolean): unknown {
  const patch = (value: unknown): unknown => withListingFavorite(value, propertyId, isFavorite);
  if (Array.isArray(data)) return patchEach(data, patch);
  if (isListing(data)) {
    return data.id === propertyId && data.isFavorite !== isFavorite ? { ...data, isFavorite } : undefined;
  }
  if (!isRecord(data)) return undefined;
  for (const key of ['items', 'pages'] as const) {
    const values = data[key];
    if (!Array.isArray(values)) continue;
    const next = patchEach(values, patch);
    return next && { ...data, [key]: next };
  }
  return undefined;
}

/**
 * Marks the listing's heart everywhere it is cached (search results, the detail page, a map preview…), without
 * knowing which feature cached it. How fresh each answer is stays as it was: the mark does not make an old
 * answer count as new.
 */
export function setListingFavorite(queryClient: QueryClient, propertyId: number, isFavorite: boolean) {
  for (const query of queryClient.getQueryCache().findAll()) {
    const next = withListingFavorite(query.state.data, propertyId, isFavorite);
    if (next !== undefined) {
      queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
    }
  }
}

/** Takes the listing out of every cached favourites list; answers what they held, to put back on failure. */
export function dropFromFavoriteLists(queryClient: QueryClient, propertyId: number) {
  const previous = queryClient.getQueriesData<FavoriteList>({ queryKey: FAVORITES_QUERY_KEY });
  queryClient.setQueriesData<FavoriteList>({ queryKey: FAVORITES_QUERY_KEY }, (list) =>
    list?.filter((favorite) => favorite.property.id !== propertyId),
  );
  return previous;
}
