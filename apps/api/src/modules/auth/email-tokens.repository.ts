import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema/index';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Stores a new link token; for a reset, the user's older unused reset links stop working. */
export async function insertEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.transaction(async (transaction) => {
    if (values.purpose === 'reset') {
      await transaction
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, values.userId),
            eq(emailTokens.purpose, 'reset'),
            isNull(emailTokens.usedAt),
          ),
        );
    }
    await transaction.insert(emailTokens).values(values);
  });
}

export type ConsumedEmailToken =
  { status: 'ok'; userId: string } | { status: 'expired' } | { status: 'invalid' };

/** Uses a link token once: the update succeeds for exactly one caller, and only before expiry. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<ConsumedEmailToken> {
  const matching = and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose));
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(matching, isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  if (used) return { status: 'ok', userId: used.userId };
  const [row] = await db.select({ usedAt: emailTokens.usedAt }).from(emailTokens).where(matching);
  // An unused link past its time is "expired"; anything else (unknown, used, replaced) is "invalid".
  return row && row.usedAt === null ? { status: 'expired' } : { status: 'invalid' };
}
