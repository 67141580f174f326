import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../properties/property.repository';

/** How far a similar listing's price (in USD, as search converts it) and size may be from the listing's. */
const BAND = 1.35;
/** Candidates read on each side of the listing's price before ranking: bounds the work at any table size. */
const CANDIDATES_PER_SIDE = 50;

/**
 * The candidates on one side of the listing's price, nearest price first: a range of the scope's
 * Active-by-price index (properties_search_price_usd_idx, migration 0011) whose size is checked from the
 * index itself, read until enough are found or the band ends.
 */
const side = (isAbove: boolean) => sql`(
  select p.id, p.price_usd, p.size, p.district_id, p.latitude, p.longitude
  from properties p, target t
  where p.publish_status = 'Active'
    and p.city = t.city and p.listing_type = t.listing_type and p.property_type = t.property_type
    and ${
      isAbove
        ? sql`p.price_usd >= t.price_usd and p.price_usd <= t.price_usd * ${BAND}`
        : sql`p.price_usd < t.price_usd and p.price_usd >= t.price_usd / ${BAND}`
    }
    and p.size between t.size / ${BAND} and t.size * ${BAND}
    and p.id <> t.id
    and (p.expiry_date is null or p.expiry_date > now())
  order by ${isAbove ? sql`p.price_usd, p.id` : sql`p.price_usd desc, p.id desc`}
  limit ${CANDIDATES_PER_SIDE}
)`;

/**
 * The ids of the listings most like listing `id` (decision 041): same city, listing type and property type,
 * Active, close in price and size, ranked by how far their price and size are (as ratios), whether they are
 * in another district, and how far they are (km, capped). One statement whose work is bounded by the
 * candidates it reads, whatever the number of listings.
 */
export async function selectSimilarIds(db: Db, id: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with target as (
      select id, city, listing_type, property_type, price_usd, size, district_id, latitude, longitude
      from properties where id = ${id}
    ), candidates as (${side(true)} union all ${side(false)})
    select c.id
    from candidates c, target t
    order by
      abs(ln(greatest(c.price_usd, 1)::float8 / greatest(t.price_usd, 1)::float8))
      + abs(ln(greatest(c.size, 1)::float8 / greatest(t.size, 1)::float8))
      + case when c.district_id is not distinct from t.district_id then 0 else 0.2 end
      + case when c.latitude = 0 or t.latitude = 0 then 0 else 0.03 * least(10, 111.32 * sqrt(
          power(c.latitude - t.latitude, 2)
          + power((c.longitude - t.longitude) * cos(radians(t.latitude)), 2))) end,
      c.id
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
