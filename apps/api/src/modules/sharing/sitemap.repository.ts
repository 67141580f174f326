import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { queryRows } from '../properties/property.repository';
import { isoTimestamp } from '../properties/property-row';

export interface SitemapEntry {
  id: number;
  /** ISO 8601 in UTC. */
  updatedAt: string;
}

/** What the sitemap lists: live listings (Active and not past expiry, which the sweep may not have seen). */
const isListed = sql`${properties.publishStatus} = 'Active'
  and (${properties.expiryDate} is null or ${properties.expiryDate} > now())`;

/**
 * Listed listings with ids in [fromId, toId), in id order, at most `limit`: one range of the partial index
 * properties_sitemap_idx, read from the index alone (migration 0017).
 */
export function selectSitemapEntries(
  db: Db,
  range: { fromId: number; toId: number; limit: number },
): Promise<SitemapEntry[]> {
  return queryRows(
    db,
    sql`select ${properties.id} as "id", ${isoTimestamp(properties.updatedAt)} as "updatedAt"
      from ${properties}
      where ${isListed} and ${properties.id} >= ${range.fromId} and ${properties.id} < ${range.toId}
      order by ${properties.id} limit ${range.limit}`,
  );
}

/**
 * The numbers of the id ranges of `width` that hold at least one Active listing: a loose index scan, one
 * index probe per range (the first Active id at or after the range's start), whatever the table's size.
 */
export async function selectSitemapPages(db: Db, width: number): Promise<number[]> {
  const firstFrom = (start: SQL) =>
    sql`(select ${properties.id} / ${width} from ${properties}
      where ${properties.publishStatus} = 'Active' and ${properties.id} >= ${start}
      order by ${properties.id} limit 1)`;
  const rows = await queryRows<{ page: number }>(
    db,
    sql`with recursive pages(page) as (
      select ${firstFrom(sql`0`)}
      union all
      select ${firstFrom(sql`(pages.page + 1) * ${width}`)} from pages where pages.page is not null
    )
    select page::int as "page" from pages where page is not null`,
  );
  return rows.map((row) => row.page);
}
