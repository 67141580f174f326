import { MAX_COMPARED_LISTINGS } from '@sakhli/shared/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createStoredIds } from './stored-ids';

/** The listings put aside to compare (at most MAX_COMPARED_LISTINGS), in the order they were added. */
export const compareTray = createStoredIds(STORAGE_KEYS.compareIds, MAX_COMPARED_LISTINGS);

/** Adds or removes a listing; 'full' when a fifth is refused (the tray is left as it was). */
export function toggleCompared(id: number): 'added' | 'removed' | 'full' {
  const ids = compareTray.read();
  if (ids.includes(id)) {
    compareTray.write(ids.filter((other) => other !== id));
    return 'removed';
  }
  if (ids.length >= MAX_COMPARED_LISTINGS) return 'full';
  compareTray.write([...ids, id]);
  return 'added';
}

export const compareHref = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;
