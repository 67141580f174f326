import {
  MAX_SAVED_SEARCHES_PER_USER,
  type SavedSearch,
  type SavedSearchPayload,
} from '@sakhli/shared/schemas/saved-search';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { matchRangesOf } from './match-ranges';
import {
  countSavedSearches,
  deleteSavedSearch,
  insertSavedSearch,
  lockUser,
  markOpened,
  replaceSavedSearch,
  selectSavedSearch,
  selectSavedSearches,
  settlePendingHits,
} from './saved-searches.repository';

const notFound = () => new AppError('SAVED_SEARCH_NOT_FOUND', 404, 'Saved search not found');

/**
 * A signed-in user's saved searches (CONTRACT.md section 7). Another user's search answers 404, as a
 * missing one does; at most MAX_SAVED_SEARCHES_PER_USER each (409 LIMIT_REACHED past it).
 */
export function createSavedSearchesService(db: Db) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  async function read(userId: string, id: number): Promise<SavedSearch> {
    const found = await selectSavedSearch(db, userId, id);
    if (!found) throw notFound();
    return found;
  }

  return {
    list: (userId: string) => selectSavedSearches(db, userId),

    read,

    async create(userId: string, payload: SavedSearchPayload): Promise<SavedSearch> {
      const id = await transaction(async (tx) => {
        await lockUser(tx, userId);
        if ((await countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES_PER_USER) {
          throw new AppError(
            'LIMIT_REACHED',
            409,
            `At most ${MAX_SAVED_SEARCHES_PER_USER} searches can be saved; delete one first`,
          );
        }
        return insertSavedSearch(tx, userId, payload, matchRangesOf(payload, payload.filter));
      });
      return read(userId, id);
    },

    /** PUT replaces the whole search; turning alerts off settles the matches still waiting for a mail. */
    async replace(userId: string, id: number, payload: SavedSearchPayload): Promise<SavedSearch> {
      await transaction(async (tx) => {
        if (!(await replaceSavedSearch(tx, userId, id, payload, matchRangesOf(payload, payload.filter)))) {
          throw notFound();
        }
        if (payload.frequency === 'off') await settlePendingHits(tx, id);
      });
      return read(userId, id);
    },

    async remove(userId: string, id: number): Promise<void> {
      if (!(await deleteSavedSearch(db, userId, id))) throw notFound();
    },

    /** The owner opened the search's results: its new matches are seen. */
    async open(userId: string, id: number): Promise<SavedSearch> {
      if (!(await markOpened(db, userId, id))) throw notFound();
      return read(userId, id);
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
