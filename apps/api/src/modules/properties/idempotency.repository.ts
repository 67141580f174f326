import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

const keyOf = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims `key` for this caller inside the creating transaction: true for the first request with it. A
 * concurrent request with the same key waits at this insert (the primary key) until the first commits,
 * then finds the key taken; if the first rolls back, the second claims it.
 */
export async function claimIdempotencyKey(tx: Db, userId: string, key: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The listing the first request with this key created (null: the key is claimed but not settled). */
export async function findIdempotentListing(db: Db, userId: string, key: string): Promise<number | null> {
  const [row] = await db
    .select({ propertyId: idempotencyKeys.propertyId })
    .from(idempotencyKeys)
    .where(keyOf(userId, key));
  return row?.propertyId ?? null;
}

export async function settleIdempotencyKey(tx: Db, userId: string, key: string, propertyId: number) {
  await tx.update(idempotencyKeys).set({ propertyId }).where(keyOf(userId, key));
}

/** Keys only guard retries; a day after, they are forgotten. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
