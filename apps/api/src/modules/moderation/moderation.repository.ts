import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema/index';

const isPending = eq(properties.publishStatus, 'Pending');

/** One page of Pending listings, oldest first: whoever has waited longest is reviewed first. */
export async function selectPendingIds(db: Db, page: { offset: number; limit: number }): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(isPending)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(isPending);
  return row?.total ?? 0;
}

/** The accounts behind these ids, with what a moderator needs to know about them and to write to them. */
export function selectOwners(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
}
