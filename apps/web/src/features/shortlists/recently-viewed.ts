import { RECENTLY_VIEWED_MAX } from '@sakhli/shared/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createStoredIds } from './stored-ids';

/**
 * The listings this browser opened lately, newest first (decision 041: kept in the browser only, for guests
 * and signed-in users alike).
 */
export const recentlyViewed = createStoredIds(STORAGE_KEYS.recentlyViewed, RECENTLY_VIEWED_MAX);

/** Moves the listing to the front; the oldest beyond RECENTLY_VIEWED_MAX drops off. */
export function recordRecentlyViewed(id: number) {
  const ids = recentlyViewed.read();
  if (ids[0] === id) return;
  recentlyViewed.write([id, ...ids.filter((other) => other !== id)]);
}

/** Forgets listings the server no longer shows (no longer Active), keeping the order of the rest. */
export function forgetRecentlyViewed(leftOut: readonly number[]) {
  if (leftOut.length === 0) return;
  recentlyViewed.write(recentlyViewed.read().filter((id) => !leftOut.includes(id)));
}
