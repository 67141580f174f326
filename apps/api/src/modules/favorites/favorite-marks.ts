import type { PropertyChunk } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import { selectFavoritedIds } from './favorites.repository';

/**
 * The caller's hearts on a search chunk. The chunk itself is cached per data version and shared by every
 * caller (search.service.ts), so it is never changed: the caller's favourites among its items come from
 * one index lookup (O(items)), and only when there are some is a copy made with those items marked.
 * Otherwise the shared object is answered as it is, keeping its memoized JSON (memoized-json.ts).
 */
export async function markFavorites(db: Db, userId: string, chunk: PropertyChunk): Promise<PropertyChunk> {
  const favorited = await selectFavoritedIds(
    db,
    userId,
    chunk.items.map((item) => item.id),
  );
  if (favorited.size === 0) return chunk;
  return {
    ...chunk,
    items: chunk.items.map((item) => (favorited.has(item.id) ? { ...item, isFavorite: true } : item)),
  };
}
