import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthStates, userIdentities } from '../../db/schema/index';

export async function insertOauthState(db: Db, values: typeof oauthStates.$inferInsert, now: Date) {
  // Abandoned sign-ins leave rows behind; each new one clears the expired.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(values);
}

/**
 * Uses a state once, before it expires, from the browser that started it: undefined when unknown, used,
 * expired or presented with another browser's secret (which leaves it for its own browser).
 */
export async function consumeOauthState(db: Db, state: string, browserSecretHash: string, now: Date) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.browserSecretHash, browserSecretHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findIdentity(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(db: Db, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values);
}

/** The provider's current address for the identity (the account's own e-mail is not changed). */
export async function updateIdentityEmail(db: Db, id: string, email: string | null, emailVerified: boolean) {
  await db.update(userIdentities).set({ email, emailVerified }).where(eq(userIdentities.id, id));
}

/** Unlinks every provider identity of the user (someone else's may be among them). */
export async function deleteIdentitiesOfUser(db: Db, userId: string) {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}
