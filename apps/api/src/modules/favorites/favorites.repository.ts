import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema/index';

export interface FavoriteRow {
  id: number;
  propertyId: number;
  /** ISO 8601 in UTC. */
  addedAt: string;
  note: string | null;
}

const FAVORITE_COLUMNS = {
  id: favorites.id,
  propertyId: favorites.propertyId,
  addedAt: sql<string>`to_char(${favorites.addedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  note: favorites.note,
};

const ofUser = (userId: string, propertyId: number) =>
  and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId));

/**
 * Saves the listing for the user. The unique (user, listing) index keeps one row however often it runs:
 * undefined when the row was there already.
 */
export async function insertFavorite(
  db: Db,
  userId: string,
  propertyId: number,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .insert(favorites)
    .values({ userId, propertyId })
    .onConflictDoNothing()
    .returning(FAVORITE_COLUMNS);
  return row;
}

export async function findFavorite(
  db: Db,
  userId: string,
  propertyId: number,
): Promise<FavoriteRow | undefined> {
  const [row] = await db.select(FAVORITE_COLUMNS).from(favorites).where(ofUser(userId, propertyId));
  return row;
}

/** True when the user had saved the listing (and now has not). */
export async function deleteFavorite(db: Db, userId: string, propertyId: number): Promise<boolean> {
  const rows = await db.delete(favorites).where(ofUser(userId, propertyId)).returning({ id: favorites.id });
  return rows.length > 0;
}

/** Sets the note on the user's own favourite of the listing; undefined when they had not saved it. */
export async function updateFavoriteNote(
  db: Db,
  userId: string,
  propertyId: number,
  note: string | null,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .update(favorites)
    .set({ note })
    .where(ofUser(userId, propertyId))
    .returning(FAVORITE_COLUMNS);
  return row;
}

/** The user's favourites, the most recently saved first. */
export function selectFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db
    .select(FAVORITE_COLUMNS)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.addedAt), desc(favorites.id));
}

export async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(favorites).where(eq(favorites.userId, userId));
  return Number(row?.count ?? 0);
}

/** Which of these listings the user has saved: one probe of the (user, listing) index per id. */
export async function selectFavoritedIds(
  db: Db,
  userId: string,
  propertyIds: number[],
): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favorites.propertyId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.propertyId, propertyIds)));
  return new Set(rows.map((row) => row.propertyId));
}
