import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, users } from '../../db/schema/index';

/** Who is mailed a listing's price drop. */
export interface PriceDropRecipient {
  userId: string;
  email: string;
  language: string;
  displayName: string | null;
}

/**
 * Takes today's price-drop mail of a listing for everyone who favourited it and may get it: not its owner,
 * a confirmed address, an enabled account, price-drop mails on, not mailed about this listing on `day`
 * (a Tbilisi day) yet. The mark and the answer are one statement: of two runs on one day, only one gets each
 * recipient.
 */
export async function claimPriceDropRecipients(
  tx: Db,
  propertyId: number,
  ownerId: string,
  day: string,
): Promise<PriceDropRecipient[]> {
  return tx
    .update(favorites)
    .set({ priceDropMailedOn: day })
    .from(users)
    .where(
      and(
        eq(favorites.propertyId, propertyId),
        eq(users.id, favorites.userId),
        ne(favorites.userId, ownerId),
        eq(users.emailConfirmed, true),
        eq(users.isDisabled, false),
        eq(users.priceDropMails, true),
        or(isNull(favorites.priceDropMailedOn), lt(favorites.priceDropMailedOn, day)),
      ),
    )
    .returning({
      userId: users.id,
      email: users.email,
      language: users.language,
      displayName: users.displayName,
    });
}

/** The user's price-drop mail switch; undefined when there is no such user. */
export async function selectPriceDropMails(db: Db, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ priceDropMails: users.priceDropMails })
    .from(users)
    .where(eq(users.id, userId));
  return row?.priceDropMails;
}

/** Sets the switch; false when there is no such user. */
export async function updatePriceDropMails(db: Db, userId: string, isOn: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ priceDropMails: isOn, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
