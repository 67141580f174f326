import { and, asc, desc, sql } from 'drizzle-orm';
import type { SortDirection, SortField } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { searchConditions, type SearchCriteria } from './search-conditions';

/** Sort fields backed by a partial index; SemanticScore falls back to CreatedAt before it gets here. */
export type IndexedSortField = Exclude<SortField, 'SemanticScore'>;

const SORT_COLUMNS = {
  CreatedAt: properties.createdAt,
  Price: properties.priceUsd,
  PricePerSqm: properties.pricePerSqmUsd,
} as const;
const SORT_TYPES = { CreatedAt: 'timestamptz', Price: 'numeric', PricePerSqm: 'numeric' } as const;

export async function countMatches(db: Db, criteria: SearchCriteria): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(searchConditions(criteria));
  return Number(row?.count ?? 0);
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
 * sort keys are read, so PostgreSQL walks the partial sort index. With a known boundary the page starts
 * right after it (keyset: as fast as the first page); otherwise a deep page skips index entries, not
 * full rows, and reports the boundary before it for next time.
 */
export async function selectMatchingIds(db: Db, criteria: SearchCriteria, page: PageRequest): Promise<Page> {
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

/**
 * What the AI Score reads of every match (chat-ranking.ts), newest first: the numbers always, the
 * description only when there are wishes to look for in it.
 */
export async function selectScorableRows(db: Db, criteria: SearchCriteria, withDescription: boolean) {
  return db
    .select({
      id: properties.id,
      description: withDescription ? properties.description : sql<string>`''`,
      priceUsd: properties.priceUsd,
      priceGel: properties.priceGel,
      size: properties.size,
      floor: properties.floor,
      totalFloorsBuilding: properties.totalFloorsBuilding,
      hasGarden: properties.hasGarden,
      hasGarage: properties.hasGarage,
      parkingSpots: properties.parkingSpots,
    })
    .from(properties)
    .where(searchConditions(criteria))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}
