import { and, count, desc, eq } from 'drizzle-orm';
import type { MyPropertiesQuery } from '@sakhli/shared/schemas/my-properties';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';

/** SPEC.md section 3 'My-properties filters' on one owner's listings (the owner's index leads). */
function ownListings(userId: string, filter: MyPropertiesQuery) {
  return and(
    eq(properties.userId, userId),
    filter.publishStatus === null ? undefined : eq(properties.publishStatus, filter.publishStatus),
    filter.propertyType === null ? undefined : eq(properties.propertyType, filter.propertyType),
    filter.listingType === null ? undefined : eq(properties.listingType, filter.listingType),
    filter.code === null ? undefined : eq(properties.code, filter.code),
  );
}

/** The ids of one page of the owner's matching listings, newest first. */
export async function selectOwnListingIds(
  db: Db,
  userId: string,
  filter: MyPropertiesQuery,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(ownListings(userId, filter))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

export async function countOwnListings(db: Db, userId: string, filter: MyPropertiesQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(ownListings(userId, filter));
  return row?.total ?? 0;
}
