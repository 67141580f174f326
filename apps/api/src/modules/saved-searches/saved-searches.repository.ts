import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { filterFromStored } from '@sakhli/shared/schemas/filter';
import type { SavedSearch, SavedSearchPayload } from '@sakhli/shared/schemas/saved-search';
import type { Db } from '../../db/client';
import { properties, savedSearchHits, savedSearches, users } from '../../db/schema/index';
import { isoTimestamp } from '../properties/property-row';
import type { MatchRanges } from './match-ranges';

/**
 * Listings this search matched since its owner last opened it (since it was made, before the first
 * opening) that are still Active: counted over the search's hits (a few hundred at most).
 */
const newCount = sql<number>`(count(${properties.id}) filter (
  where ${savedSearchHits.matchedAt} > coalesce(${savedSearches.lastOpenedAt}, ${savedSearches.createdAt})
    and ${properties.publishStatus} = 'Active'
))::int`;

const SAVED_SEARCH_COLUMNS = {
  id: savedSearches.id,
  name: savedSearches.name,
  city: savedSearches.city,
  listingType: savedSearches.listingType,
  propertyType: savedSearches.propertyType,
  filter: savedSearches.filter,
  frequency: savedSearches.frequency,
  createdAt: isoTimestamp(savedSearches.createdAt),
  newCount,
  lastOpenedAt: sql<string | null>`${isoTimestamp(savedSearches.lastOpenedAt)}`,
};

const ownedBy = (userId: string, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** Searches with their hits' listings joined, one row per search (the new-match count). */
const withNewCounts = (db: Db, where: SQL | undefined) =>
  db
    .select(SAVED_SEARCH_COLUMNS)
    .from(savedSearches)
    .leftJoin(savedSearchHits, eq(savedSearchHits.savedSearchId, savedSearches.id))
    .leftJoin(properties, eq(properties.id, savedSearchHits.propertyId))
    .where(where)
    .groupBy(savedSearches.id);

/** A search as the current filter object reads it (one saved before a filter field was added has it null). */
const withCurrentFilter = <T extends { filter: unknown }>(row: T) => ({
  ...row,
  filter: filterFromStored(row.filter),
});

/** The user's searches, the most recently made first. */
export async function selectSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await withNewCounts(db, eq(savedSearches.userId, userId)).orderBy(
    desc(savedSearches.createdAt),
    desc(savedSearches.id),
  );
  return rows.map(withCurrentFilter);
}

export async function selectSavedSearch(
  db: Db,
  userId: string,
  id: number,
): Promise<SavedSearch | undefined> {
  const [row] = await withNewCounts(db, ownedBy(userId, id));
  return row && withCurrentFilter(row);
}

/** Locks the user's row until the transaction ends: their saves queue up, so the limit holds under races. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return Number(row?.count ?? 0);
}

export async function insertSavedSearch(
  tx: Db,
  userId: string,
  payload: SavedSearchPayload,
  ranges: MatchRanges,
): Promise<number> {
  const [row] = await tx
    .insert(savedSearches)
    .values({ userId, ...payload, ...ranges })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** PUT: the whole search replaced. False when the user has no search of this id. */
export async function replaceSavedSearch(
  tx: Db,
  userId: string,
  id: number,
  payload: SavedSearchPayload,
  ranges: MatchRanges,
): Promise<boolean> {
  const rows = await tx
    .update(savedSearches)
    .set({ ...payload, ...ranges, updatedAt: sql`now()` })
    .where(ownedBy(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(ownedBy(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The owner opened the search: what it matched so far is no longer new. */
export async function markOpened(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ lastOpenedAt: sql`now()` })
    .where(ownedBy(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * Alerts off (PUT with `off`, or one-click unsubscribe, whoever asks): the frequency becomes `off` and the
 * matches waiting for a mail are settled, so turning alerts on later does not mail old matches. False
 * when no such search exists.
 */
export async function turnAlertsOff(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: sql`now()` })
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  await settlePendingHits(tx, id);
  return rows.length > 0;
}

export async function settlePendingHits(tx: Db, savedSearchId: number): Promise<void> {
  await tx
    .update(savedSearchHits)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(savedSearchHits.savedSearchId, savedSearchId), isNull(savedSearchHits.notifiedAt)));
}
