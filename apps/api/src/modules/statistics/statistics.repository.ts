import { sql } from 'drizzle-orm';
import type { StatisticsDay } from '@sakhli/shared/schemas/statistics';
import type { Db } from '../../db/client';
import { propertyContactDays, propertyInterestDays, propertyViewDays } from '../../db/schema/index';

export type InterestKind = 'inquiries' | 'favorites';

/** Adds one inquiry or new favourite to the listing's count for `day` (one upsert: concurrent ones add up). */
export async function recordInterest(db: Db, propertyId: number, kind: InterestKind, day: string) {
  const counter = sql.identifier(kind);
  await db.execute(sql`
    insert into ${propertyInterestDays} (property_id, day, ${counter})
    values (${propertyId}, ${day}, 1)
    on conflict (property_id, day) do update set ${counter} = ${propertyInterestDays}.${counter} + 1`);
}

/**
 * The listing's daily counts from `firstDay` on, one row per source and day that has one: three probes of
 * primary keys that lead with the listing, so the cost is the window's days, never the listing's age.
 */
export async function selectStatisticsRows(
  db: Db,
  propertyId: number,
  firstDay: string,
): Promise<StatisticsDay[]> {
  const day = (column: unknown) => sql`to_char(${column}, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    select ${day(propertyViewDays.day)} as "day", views as "views", 0 as "phoneReveals",
      0 as "messengerClicks", 0 as "inquiries", 0 as "favorites"
    from ${propertyViewDays}
    where property_id = ${propertyId} and day >= ${firstDay}
    union all
    select ${day(propertyContactDays.day)}, 0, phone, whatsapp + viber, 0, 0
    from ${propertyContactDays}
    where property_id = ${propertyId} and day >= ${firstDay}
    union all
    select ${day(propertyInterestDays.day)}, 0, 0, 0, inquiries, favorites
    from ${propertyInterestDays}
    where property_id = ${propertyId} and day >= ${firstDay}`);
  // Counts arrive as numbers from PGlite and as numbers or strings from pg, whatever the column type.
  return (result as { rows: Record<keyof StatisticsDay, string | number>[] }).rows.map((row) => ({
    day: String(row.day),
    views: Number(row.views),
    phoneReveals: Number(row.phoneReveals),
    messengerClicks: Number(row.messengerClicks),
    inquiries: Number(row.inquiries),
    favorites: Number(row.favorites),
  }));
}

/** Forgets inquiries and favourites counted before `firstKeptDay`: nothing reads them any more. */
export async function pruneInterestDays(db: Db, firstKeptDay: string): Promise<number> {
  const result = await db.execute(sql`
    delete from ${propertyInterestDays} where day < ${firstKeptDay} returning 1`);
  return (result as { rows: unknown[] }).rows.length;
}
