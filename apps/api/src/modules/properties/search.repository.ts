import { and, asc, desc, sql } from 'drizzle-orm';
import type { SortDirection, SortField } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { queryRows } from './property.repository';
import { searchConditions, type SearchCriteria } from './search-conditions';

/** Sort fields backed by a partial index; SemanticScore falls back to CreatedAt before it gets here. */
export type IndexedSortField = Exclude<SortField, 'SemanticScore'>;

const SORT_COLUMNS = {
  CreatedAt: properties.createdAt,
  Price: properties.priceUsd,
  PricePerSqm: properties.pricePerSqmUsd,
} as const;
const SORT_TYPES = { CreatedAt: 'timestamptz', Price: 'numeric', PricePerSqm: 'numeric' } as const;

/** Every match's id in one sort's ascending order (sort key, then id); descending is its reverse. */
export type MatchOrders = Record<IndexedSortField, Int32Array>;

/** How many listings a search matches: exact, or (for a large result) an estimate. */
export interface MatchCount {
  count: number;
  isEstimate: boolean;
  /** A small result's every match in each sort order, read by the same scan: its pages are slices. */
  orders?: MatchOrders;
}

/** How far a count reads (decisions 022 and 045); tests make them small. */
export interface CountBounds {
  /**
   * The precision of an estimate (decision 049): j of the 64 buckets holding m matches estimate m × 64 / j with
   * a relative standard error of sqrt((1 − j/64) / m), so the buckets are read until that is at most
   * 1/sqrt(sampleMatches) (unless asked for exactly): 1.4 % at 5,000, so an estimate is rarely off by 5 %
   * (measured: `npm run bench:search-estimates`). The more of the scope a walk has read, the fewer matches it
   * needs: 5,000 at the first bucket, 2,500 at half of them.
   */
  sampleMatches: number;
  /** Up to this many matches a count also returns their orders (12 bytes a match, kept with the count). */
  ordersBound: number;
}

export const COUNT_BOUNDS: CountBounds = { sampleMatches: 5000, ordersBound: 2000 };
/**
 * The sample of an estimate (decision 045): the scope's listings fall into this many buckets by the hash
 * of their id (pseudo-random, fixed per listing), each bucket ordered by price in its own range of an index
 * (migration 0027), so that the first j buckets of a price range are j index ranges and a random j/64 of
 * its matches, read without the entries outside the range.
 */
const SAMPLE_BUCKETS = 64;
/** A first bucket whose matches, times 64, pass this many orders bounds: too large a result to order. */
const SMALL_GATE = 4;

/** Three significant digits: an estimate shows no more precision than it has. */
const roundEstimate = (value: number) => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.round(value / scale) * scale;
};

/** A district's matches are few enough to count exactly from its own index range (migration 0011). */
const hasDistrict = (criteria: SearchCriteria) =>
  criteria.filter.districtId !== null || criteria.filter.districtName !== null;

/** An int[] as the database writes it ("{3,1,2}"), or null. */
function int32ArrayOf(text: string | null): Int32Array {
  if (!text || text === '{}') return new Int32Array(0);
  return Int32Array.from(text.slice(1, -1).split(','), Number);
}

/**
 * The number of matches without reading more than a bounded part of the scope (decisions 022, 045), in one
 * statement. Without a district, the buckets of the scope are read one after the other until their matches
 * are a sample as precise as `sampleMatches` asks: all 64 read, the count is exact; otherwise j buckets
 * holding m matches estimate m × 64 / j. `exact` counts every match (the end of a large result); a
 * district's count is always exact, its index range being small. With `withOrders`, a result of at most
 * `ordersBound` matches comes with its orders, built from the first scan.
 */
export async function countMatches(
  db: Db,
  criteria: SearchCriteria,
  {
    exact = false,
    withOrders = false,
    bounds = COUNT_BOUNDS,
  }: { exact?: boolean; withOrders?: boolean; bounds?: CountBounds } = {},
): Promise<MatchCount> {
  const { sampleMatches, ordersBound } = bounds;
  const where = searchConditions(criteria);
  const isBounded = !exact && !hasDistrict(criteria);
  // A literal mask, so that the planner matches the index's expression.
  const bucket = sql`(hashint4(${properties.id}) & ${sql.raw(String(SAMPLE_BUCKETS - 1))})`;
  // Without a district, the first bucket is read first: a random 1/64 of the matches, it tells a result far
  // beyond the orders bound (one of 2,000 matches has 31 ± 6 there) before a scan for its orders reads 2,001.
  const first = isBounded
    ? sql`first as materialized (
        select count(*)::int as matches from ${properties} where ${where} and ${bucket} = 0),`
    : sql``;
  const mayBeSmall = isBounded
    ? sql`(select matches from first) * ${SAMPLE_BUCKETS} <= ${SMALL_GATE * ordersBound}`
    : sql`true`;
  // Each part after the first is read only when the one before calls for it (gating conditions): a
  // small result's matches with their sort keys (its orders), else the count or the buckets.
  const small = withOrders
    ? sql`small as materialized (
        select ${properties.id} as id, ${properties.createdAt} as created_at, ${properties.priceUsd} as price_usd,
          ${properties.pricePerSqmUsd} as price_per_sqm_usd
        from ${properties} where ${mayBeSmall} and ${where} limit ${ordersBound + 1}),
      small_count as (select case when ${mayBeSmall} then count(*)::int else -1 end as count from small),`
    : sql`small_count as (select -1 as count),`;
  // Buckets read one after the other, each its own index range; planned once, run once per bucket read,
  // while the matches of j = bucket + 1 buckets are too few: m < sampleMatches × (1 − j/64).
  const sampled = isBounded
    ? sql`, sampled(bucket, matches) as (
        select 0, first.matches from counted, first where counted.count is null
        union all
        select sampled.bucket + 1, sampled.matches + (select count(*)::int from ${properties}
          where ${where} and ${bucket} = sampled.bucket + 1)
        from sampled where sampled.matches * ${SAMPLE_BUCKETS} < ${sampleMatches} * (${SAMPLE_BUCKETS - 1} - sampled.bucket))`
    : sql``;
  const [row = {}] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`with recursive ${first} ${small}
    counted as materialized (
      select case when small_count.count between 0 and ${ordersBound} then small_count.count ${
        isBounded ? sql`end` : sql`else (select count(*)::int from ${properties} where ${where}) end`
      } as count from small_count) ${sampled}
    select counted.count ${
      withOrders
        ? sql`, (select array_agg(id order by created_at, id)::text from small where counted.count <= ${ordersBound}) as "CreatedAt",
          (select array_agg(id order by price_usd, id)::text from small where counted.count <= ${ordersBound}) as "Price",
          (select array_agg(id order by price_per_sqm_usd, id)::text from small where counted.count <= ${ordersBound}) as "PricePerSqm"`
        : sql``
    } ${
      isBounded
        ? sql`, sample.buckets, sample.matches from counted,
            (select max(bucket)::int + 1 as buckets, max(matches)::int as matches from sampled) as sample`
        : sql` from counted`
    }`,
  );
  if (row.count !== null && row.count !== undefined) {
    const count = Number(row.count);
    const hasOrders = withOrders && count <= ordersBound;
    return {
      count,
      isEstimate: false,
      orders: hasOrders
        ? {
            CreatedAt: int32ArrayOf(row.CreatedAt as string | null),
            Price: int32ArrayOf(row.Price as string | null),
            PricePerSqm: int32ArrayOf(row.PricePerSqm as string | null),
          }
        : undefined,
    };
  }
  const matches = Number(row.matches);
  const buckets = Number(row.buckets);
  if (buckets >= SAMPLE_BUCKETS) return { count: matches, isEstimate: false };
  return { count: roundEstimate((matches * SAMPLE_BUCKETS) / buckets), isEstimate: true };
}

/** The sort key of one listing, exact (as text, so microseconds and cents survive the round trip). */
export interface PageBoundary {
  value: string;
  id: number;
}

export interface PageRequest {
  sortBy: IndexedSortField;
  sortDirection: SortDirection;
  offset: number;
  limit: number;
  /** The sort key of the listing just before `offset`, when known: the page starts right after it. */
  after?: PageBoundary;
}

export interface Page {
  ids: number[];
  /** The sort key of the listing just before the page (when the page was found by offset). */
  before?: PageBoundary;
  /** The sort key of the page's last listing, when the page is full: where the next page starts. */
  last?: PageBoundary;
}

/**
 * The ids of one page of matches, in sort order with the id as tiebreaker (stable pages). Only ids and
 * sort keys are read, so PostgreSQL walks a sort index and checks the filter from its columns (migration
 * 0011). With a known boundary the page starts right after it (keyset: as fast as the first page);
 * otherwise a deep page skips index entries, not rows, and reports the boundary before it for next time.
 */
export async function selectPage(db: Db, criteria: SearchCriteria, page: PageRequest): Promise<Page> {
  const column = SORT_COLUMNS[page.sortBy];
  const isAscending = page.sortDirection === 'Ascending';
  const order = isAscending ? asc : desc;
  const after = page.after
    ? sql`(${column}, ${properties.id}) ${sql.raw(isAscending ? '>' : '<')} (cast(${page.after.value} as ${sql.raw(SORT_TYPES[page.sortBy])}), ${page.after.id})`
    : undefined;
  const withBefore = !page.after && page.offset > 0;
  const rows = await db
    .select({ id: properties.id, value: sql<string>`${column}::text` })
    .from(properties)
    .where(and(searchConditions(criteria), after))
    .orderBy(order(column), order(properties.id))
    .limit(page.limit + (withBefore ? 1 : 0))
    .offset(page.after ? 0 : page.offset - (withBefore ? 1 : 0));
  const before = withBefore ? rows.shift() : undefined;
  return {
    ids: rows.map((row) => row.id),
    before,
    last: rows.length === page.limit ? rows.at(-1) : undefined,
  };
}
