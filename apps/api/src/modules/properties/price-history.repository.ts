import { asc, eq, sql } from 'drizzle-orm';
import type { PricePoint } from '@sakhli/shared/schemas/property';
import type { OwnPrice } from '@sakhli/shared/rules/price-drop';
import type { Db } from '../../db/client';
import { properties, propertyPrices } from '../../db/schema/index';

/** The price at creation: the first point of a new listing's history. */
export async function insertFirstPrice(tx: Db, propertyId: number, price: OwnPrice, at: Date): Promise<void> {
  await tx.insert(propertyPrices).values({ propertyId, ...price, recordedAt: at });
}

/**
 * A change of price or currency, in one statement. A listing written before price history existed (or by
 * the seed) has no point yet: its previous price goes in first, dated at its creation, so its history
 * starts where it began.
 */
export async function insertPriceChange(
  tx: Db,
  propertyId: number,
  change: { before: OwnPrice; after: OwnPrice },
  at: Date,
): Promise<void> {
  const { before, after } = change;
  await tx.execute(sql`insert into ${propertyPrices} (property_id, currency, price, recorded_at)
    select ${propertyId}::int, ${before.currency}::currency, ${before.price}::numeric, ${properties.createdAt} from ${properties}
      where ${properties.id} = ${propertyId}
        and not exists (select from ${propertyPrices} where ${propertyPrices.propertyId} = ${propertyId})
    union all
    select ${propertyId}::int, ${after.currency}::currency, ${after.price}::numeric, ${at.toISOString()}::timestamptz`);
}

/** A listing's price history, oldest first. */
export async function selectPriceHistory(db: Db, propertyId: number): Promise<PricePoint[]> {
  const rows = await db
    .select({
      price: propertyPrices.price,
      currency: propertyPrices.currency,
      recordedAt: sql<string>`to_char(${propertyPrices.recordedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(propertyPrices)
    .where(eq(propertyPrices.propertyId, propertyId))
    .orderBy(asc(propertyPrices.recordedAt), asc(propertyPrices.id));
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}
