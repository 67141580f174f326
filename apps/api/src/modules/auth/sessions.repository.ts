import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, oauthStates, sessions, users } from '../../db/schema/index';
import { userRecordColumns } from './users.repository';
import type { UserRecord } from './user-read-model';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionKind = SessionRow['kind'];

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSessionByTokenHash(db: Db, refreshTokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, refreshTokenHash));
  return row;
}

/**
 * Marks a refresh token used, once: false when it was used or revoked meanwhile (two requests racing
 * with the same token: the loser counts as a replay).
 */
export async function markSessionUsed(db: Db, id: string, column: 'rotatedAt' | 'revokedAt', at: Date) {
  const rows = await db
    .update(sessions)
    .set(column === 'rotatedAt' ? { rotatedAt: at } : { revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, or every one but `keepFamilyId` (the caller's own). */
export async function revokeUserSessions(db: Db, userId: string, at: Date, keepFamilyId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    );
}

/**
 * The user of an access token, in one indexed query, only while its session family is live: a revoked
 * session's access tokens stop working at once, and role or disabled changes apply to the next request.
 */
export async function findSessionUser(
  db: Db,
  userId: string,
  familyId: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userRecordColumns)
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${sessions} where ${sessions.familyId} = ${familyId}
          and ${sessions.userId} = ${userId} and ${sessions.kind} = 'normal' and ${sessions.revokedAt} is null)`,
      ),
    );
  return row;
}

/**
 * Deletes what can no longer be used: expired sessions (a refresh token older than its session is
 * refused either way), e-mail tokens and social sign-in states.
 */
export async function pruneExpiredCredentials(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}
