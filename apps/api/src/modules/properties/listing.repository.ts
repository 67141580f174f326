import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Currency, ListingType, PublishStatus } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { differsFrom } from '../../db/changes';
import { districts, properties, users } from '../../db/schema/index';

export type ListingValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'code' | 'userId' | 'version' | 'createdAt' | 'rejectionReason' | 'sellerType'
>;

/** What the rules of the status table and of review need to know about a listing. */
export interface ListingState {
  id: number;
  code: number;
  userId: string;
  publishStatus: PublishStatus;
  listingType: ListingType;
  expiryDate: Date | null;
  rejectionReason: string | null;
  /** Set while reports hold the listing (decision 037). */
  reportsHeldAt: Date | null;
  districtId: number | null;
  streetNameGeo: string | null;
  streetNameEng: string | null;
  /** What the listing's ETag names (decision 021). */
  version: number;
  /** The price, for its history (decision 035). */
  currency: Currency;
  priceUsd: number;
  priceGel: number;
}

const STATE_COLUMNS = {
  id: properties.id,
  code: properties.code,
  userId: properties.userId,
  publishStatus: properties.publishStatus,
  listingType: properties.listingType,
  expiryDate: properties.expiryDate,
  rejectionReason: properties.rejectionReason,
  reportsHeldAt: properties.reportsHeldAt,
  districtId: properties.districtId,
  streetNameGeo: properties.streetNameGeo,
  streetNameEng: properties.streetNameEng,
  version: properties.version,
  currency: properties.currency,
  priceUsd: properties.priceUsd,
  priceGel: properties.priceGel,
};

export async function selectListingState(db: Db, id: number): Promise<ListingState | undefined> {
  const [row] = await db.select(STATE_COLUMNS).from(properties).where(eq(properties.id, id));
  return row;
}

/** The same, with the row locked until the transaction ends: edits and promotions of one listing queue up. */
export async function lockListingState(tx: Db, id: number): Promise<ListingState | undefined> {
  const [row] = await tx.select(STATE_COLUMNS).from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

export async function insertListing(tx: Db, userId: string, values: ListingValues): Promise<number> {
  const [row] = await tx
    .insert(properties)
    .values({
      ...values,
      userId,
      // The owner's account type, read under a share lock: a change of it in progress (which re-labels the
      // owner's listings in its own transaction) finishes first, so no listing keeps the old label.
      sellerType: sql`(select ${users.accountType} from ${users} where ${users.id} = ${userId} for share)`,
    })
    .returning({ id: properties.id });
  return row!.id;
}

export async function updateListing(tx: Db, id: number, values: Partial<ListingValues>): Promise<void> {
  await tx.update(properties).set(values).where(eq(properties.id, id));
}

/**
 * An edit: writes `content` with `bookkeeping` (status, dates) only when the row does not hold that content
 * already or `isChangedElsewhere` (its photos changed): a save that changes nothing writes nothing, moves
 * no version and sends nothing back to review. True when it wrote.
 */
export async function saveListingContent(
  tx: Db,
  id: number,
  content: Partial<ListingValues>,
  bookkeeping: Partial<ListingValues>,
  isChangedElsewhere: boolean,
): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ ...content, ...bookkeeping })
    .where(and(eq(properties.id, id), isChangedElsewhere ? undefined : differsFrom(properties, content)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/**
 * Moves a listing from `from` to `to` only if it is still in `from`: of two concurrent actions on one
 * listing exactly one succeeds. False when the status had changed meanwhile. Any move ends a hold by
 * reports (decision 037): a moderator's approval or rejection, or the owner's archiving, decided it.
 */
export async function changeStatus(
  db: Db,
  id: number,
  from: PublishStatus,
  to: PublishStatus,
  changes: Partial<Pick<typeof properties.$inferInsert, 'expiryDate' | 'rejectionReason' | 'updatedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ ...changes, publishStatus: to, reportsHeldAt: null })
    .where(and(eq(properties.id, id), eq(properties.publishStatus, from)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** Expired Active listings turned Inactive per statement: bounded, so a mass expiry never holds long locks. */
const EXPIRY_BATCH = 1000;

/**
 * Turns Active listings whose expiry date has come into Inactive listings, all of them or those of one
 * owner or one listing. Walks the (publish_status, expiry_date) index. Returns how many expired.
 */
export async function expireListings(
  db: Db,
  now: Date,
  scope: { userId?: string; id?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          sql`${properties.publishStatus} = 'Active'`,
          lte(properties.expiryDate, now),
          scope.userId === undefined ? undefined : eq(properties.userId, scope.userId),
          scope.id === undefined ? undefined : eq(properties.id, scope.id),
        ),
      )
      .limit(EXPIRY_BATCH);
    const rows = await db
      .update(properties)
      .set({ publishStatus: 'Inactive', updatedAt: now })
      // Checked again on the row itself: an action that raced the select wins.
      .where(
        and(
          inArray(properties.id, due),
          eq(properties.publishStatus, 'Active'),
          lte(properties.expiryDate, now),
        ),
      )
      .returning({ id: properties.id });
    total += rows.length;
    if (rows.length < EXPIRY_BATCH) return total;
  }
}

/** The district a listing names, active or not (an older listing may keep a district since retired). */
export async function selectDistrict(db: Db, id: number) {
  const [row] = await db
    .select({ id: districts.id, city: districts.city, isActive: districts.isActive })
    .from(districts)
    .where(eq(districts.id, id));
  return row;
}
