import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { propertyViewDays, propertyViews, propertyViewTotals } from '../../db/schema/index';

/**
 * Counts a view unless this visitor was already counted for the listing that day. One statement: the
 * visitor's row of the day is inserted (or not, on conflict), and the day's total and the listing's total
 * move only for an inserted row, so concurrent requests of one visitor count once and the totals always
 * agree. True when the view was counted.
 */
export async function recordPropertyView(
  db: Db,
  propertyId: number,
  visitorKey: string,
  day: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with visit as (
      insert into ${propertyViews} (property_id, visitor_key, day)
      values (${propertyId}, ${visitorKey}, ${day})
      on conflict do nothing
      returning property_id, day
    ), day_total as (
      insert into ${propertyViewDays} (property_id, day, views)
      select property_id, day, 1 from visit
      on conflict (property_id, day) do update set views = ${propertyViewDays}.views + 1
      returning property_id
    )
    insert into ${propertyViewTotals} (property_id, views)
    select property_id, 1 from day_total
    on conflict (property_id) do update set views = ${propertyViewTotals}.views + 1
    returning views`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** Rows deleted per statement: pruning never holds many locks or a long transaction. */
const PRUNE_BATCH = 5000;

/**
 * Deletes who was counted on days before `today` from a table of visitors per day (`key`: its primary key,
 * the day first): they only serve to count a visitor once within a day. The daily totals stay. Walks the key
 * in bounded batches; returns how many rows went.
 */
export async function pruneFinishedDays(
  db: Db,
  table: PgTable,
  key: [PgColumn, ...PgColumn[]],
  today: string,
): Promise<number> {
  const [day] = key;
  const columns = sql.join(key, sql`, `);
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${table} where (${columns}) in (
        select ${columns} from ${table} where ${day} < ${today} limit ${PRUNE_BATCH}
      )
      returning 1`);
    const deleted = (result as { rows: unknown[] }).rows.length;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

/** Forgets who viewed a listing on days before `today` (decision 020). */
export const pruneFinishedViewDays = (db: Db, today: string) =>
  pruneFinishedDays(
    db,
    propertyViews,
    [propertyViews.day, propertyViews.propertyId, propertyViews.visitorKey],
    today,
  );
