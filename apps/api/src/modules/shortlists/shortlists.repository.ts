import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../properties/property.repository';
import type { PropertyRow } from '../properties/property-row';

/** How far a similar listing's price (in USD, as search converts it) and size may be from the listing's. */
const BAND = 1.35;
/** Candidates read on each side of the listing's price before ranking: bounds the work at any table size. */
const CANDIDATES_PER_SIDE = 50;

/** What similarity is measured against: the listing as read. */
export type SimilarityTarget = Pick<
  PropertyRow,
  | 'id'
  | 'city'
  | 'listingType'
  | 'propertyType'
  | 'priceUsd'
  | 'size'
  | 'districtId'
  | 'latitude'
  | 'longitude'
>;

/**
 * The candidates on one side of the listing's price, nearest price first: a range of the scope's
 * Active-by-price index (properties_search_price_usd_idx, migration 0011), read in its order with the size
 * checked from the index itself (an index-only scan), until enough are found or the band ends. The
 * listing's values are parameters, not a join, so the planner sees them and picks that range.
 */
function side(target: SimilarityTarget, isAbove: boolean) {
  const price = Number(target.priceUsd);
  const size = Number(target.size);
  return sql`(
    select p.id, p.price_usd, p.size, p.district_id
    from properties p
    where p.publish_status = 'Active'
      and p.city = ${target.city} and p.listing_type = ${target.listingType}
      and p.property_type = ${target.propertyType}
      and ${
        isAbove
          ? sql`p.price_usd >= ${price} and p.price_usd <= ${price * BAND}`
          : sql`p.price_usd < ${price} and p.price_usd >= ${price / BAND}`
      }
      and p.size between ${size / BAND} and ${size * BAND}
      and p.id <> ${target.id}
    order by ${isAbove ? sql`p.price_usd, p.id` : sql`p.price_usd desc, p.id desc`}
    limit ${CANDIDATES_PER_SIDE}
  )`;
}

/**
 * The ids of the `limit` listings most like `target` (decision 041): same city, listing type and property
 * type, Active and not expired, close in price and size, ranked by how far their price and size are (as
 * ratios), whether they are in another district, and how far they are (km, capped). One statement whose work
 * is bounded by the candidates it reads (100 index entries and their rows), whatever the number of listings.
 */
export async function selectSimilarIds(db: Db, target: SimilarityTarget, limit: number): Promise<number[]> {
  const price = Math.max(1, Number(target.priceUsd));
  const size = Math.max(1, Number(target.size));
  const hasPlace = target.latitude !== 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with candidates as (${side(target, true)} union all ${side(target, false)})
    select c.id
    from candidates c join properties q on q.id = c.id
    where q.expiry_date is null or q.expiry_date > now()
    order by
      abs(ln(greatest(c.price_usd, 1)::float8 / ${price}::float8))
      + abs(ln(greatest(c.size, 1)::float8 / ${size}::float8))
      + case when c.district_id is not distinct from ${target.districtId}::int then 0 else 0.2 end
      + case when q.latitude = 0 or not ${hasPlace} then 0 else 0.03 * least(10, 111.32 * sqrt(
          power(q.latitude - ${target.latitude}::float8, 2)
          + power((q.longitude - ${target.longitude}::float8) * cos(radians(${target.latitude}::float8)), 2))) end,
      c.id
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
