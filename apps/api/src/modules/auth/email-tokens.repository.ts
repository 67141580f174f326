import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema/index';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailToken = typeof emailTokens.$inferSelect;

/** Stores a new link token; the user's older unused links of the same purpose stop working. */
export async function insertEmailToken(
  db: Db,
  values: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    browserSecretHash?: string | null;
    expiresAt: Date;
  },
  now: Date,
) {
  await db.transaction(async (transaction) => {
    await transaction
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.userId, values.userId),
          eq(emailTokens.purpose, values.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await transaction.insert(emailTokens).values(values);
  });
}

/** Every unused link of the user stops working (its password was replaced by another request). */
export async function retireEmailTokens(db: Db, userId: string, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}

/** The browser binding of the user's newest confirmation link (a resend keeps it). */
export async function latestConfirmationBinding(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ browserSecretHash: emailTokens.browserSecretHash })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'confirm')))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.browserSecretHash ?? null;
}

export type FoundEmailToken =
  { status: 'ok'; token: EmailToken } | { status: 'expired' } | { status: 'invalid' };

/** A link token as it stands, without using it. */
export async function findEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<FoundEmailToken> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  // An unused link past its time is "expired"; anything else (unknown, used, replaced) is "invalid".
  if (!row || row.usedAt !== null) return { status: 'invalid' };
  return row.expiresAt > now ? { status: 'ok', token: row } : { status: 'expired' };
}

/** Uses a link token once: true for exactly one caller, and only before expiry. */
export async function consumeEmailToken(db: Db, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return used.length === 1;
}
