import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingReports, properties, users } from '../../db/schema/index';
import { queryRows } from '../properties/property.repository';

/**
 * What waits for a moderator, and since when: Pending listings since their creation, and listings not
 * archived with open reports (decision 037) since their first open report. Each listing once, at its
 * earliest.
 */
const WAITING = sql`waiting as (
  select ${properties.id} as id, ${properties.createdAt} as since from ${properties}
    where ${properties.publishStatus} = 'Pending'
  union all
  select ${listingReports.propertyId}, min(${listingReports.createdAt}) from ${listingReports}
    join ${properties} on ${properties.id} = ${listingReports.propertyId}
    where ${listingReports.resolvedAt} is null and ${properties.publishStatus} <> 'Archived'
    group by ${listingReports.propertyId}
)`;

/** One page of the queue, oldest first: whoever has waited longest is reviewed first. */
export async function selectQueueIds(db: Db, page: { offset: number; limit: number }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with ${WAITING} select id from waiting group by id order by min(since), id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => row.id);
}

export async function countQueue(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`with ${WAITING} select count(distinct id)::int as total from waiting`,
  );
  return row?.total ?? 0;
}

/** The accounts behind these ids, with what a moderator needs to know about them and to write to them. */
export function selectOwners(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
}
