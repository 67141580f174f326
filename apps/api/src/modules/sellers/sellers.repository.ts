import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccountType } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema/index';

/** The user row locked until the transaction ends: a change of account type and new listings queue up. */
export async function lockSeller(tx: Db, userId: string) {
  const [row] = await tx
    .select({ accountType: users.accountType, agencyName: users.agencyName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Re-labels every listing of the user with their new account type. Each changed row moves its own version
 * (its ETag) and the search version through the listing triggers (migration 0013), in this transaction.
 */
export async function relabelListings(tx: Db, userId: string, sellerType: AccountType): Promise<number> {
  const rows = await tx
    .update(properties)
    .set({ sellerType })
    .where(and(eq(properties.userId, userId), sql`${properties.sellerType} is distinct from ${sellerType}`))
    .returning({ id: properties.id });
  return rows.length;
}

/** A seller as their public page shows them. */
export async function selectSeller(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      accountType: users.accountType,
      agencyName: users.agencyName,
      logoKey: users.logoKey,
      isVerified: users.isVerified,
      isDisabled: users.isDisabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** How many Active listings the seller has (the owner's index). */
export async function countActiveListings(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(properties)
    .where(and(eq(properties.userId, userId), sql`${properties.publishStatus} = 'Active'`));
  return Number(row?.count ?? 0);
}

/**
 * One page of a seller's Active listings, newest first: the owner's index (user_id, created_at) answers it,
 * never the search indexes, so the public search is not touched.
 */
export async function selectSellerListingIds(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const active = and(eq(properties.userId, userId), sql`${properties.publishStatus} = 'Active'`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: properties.id })
      .from(properties)
      .where(active)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .offset(offset)
      .limit(limit),
    db.select({ count: count() }).from(properties).where(active),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.count ?? 0 };
}
