import { and, eq, sql, type SQL } from 'drizzle-orm';
import { filterFromStored, type Filter } from '@sakhli/shared/schemas/filter';
import type { AlertFrequency } from '@sakhli/shared/schemas/saved-search';
import type { Db } from '../../db/client';
import { properties, savedSearchHits, savedSearches } from '../../db/schema/index';
import type { SearchScope } from '../properties/search-conditions';
import type { MatchProbe } from './match-ranges';

/** What the matching needs of an Active listing: its scope and the values the index is probed with. */
export interface ListingForMatching extends SearchScope {
  districtId: number | null;
  priceUsd: number;
  priceGel: number;
  size: number;
  rooms: number;
}

export const LISTING_FOR_MATCHING_COLUMNS = {
  city: properties.city,
  listingType: properties.listingType,
  propertyType: properties.propertyType,
  districtId: properties.districtId,
  priceUsd: properties.priceUsd,
  priceGel: properties.priceGel,
  size: properties.size,
  rooms: properties.rooms,
};

export async function selectActiveListing(db: Db, id: number): Promise<ListingForMatching | undefined> {
  const [row] = await db
    .select(LISTING_FOR_MATCHING_COLUMNS)
    .from(properties)
    .where(and(eq(properties.id, id), sql`${properties.publishStatus} = 'Active'`));
  return row;
}

export interface Candidate extends SearchScope {
  id: number;
  filter: Filter;
  frequency: AlertFrequency;
}

const CANDIDATE_COLUMNS = {
  id: savedSearches.id,
  city: savedSearches.city,
  listingType: savedSearches.listingType,
  propertyType: savedSearches.propertyType,
  filter: savedSearches.filter,
  frequency: savedSearches.frequency,
};

/** A stored search's filter as the current filter object (fields added since it was saved are null). */
const asCandidate = (row: Omit<Candidate, 'filter'> & { filter: unknown }): Candidate => ({
  ...row,
  filter: filterFromStored(row.filter),
});

/** The searches whose every range holds the listing's values: one probe of the GiST index (decision 033). */
export async function selectCandidates(db: Db, probe: MatchProbe): Promise<Candidate[]> {
  const rows = await db
    .select(CANDIDATE_COLUMNS)
    .from(savedSearches)
    .where(
      and(
        sql`${savedSearches.matchScope} @> ${probe.scopeKey}::int4`,
        sql`${savedSearches.matchDistrict} @> ${probe.districtKey}::int4`,
        sql`${savedSearches.matchPriceUsd} @> ${probe.priceUsd}::numeric`,
        sql`${savedSearches.matchPriceGel} @> ${probe.priceGel}::numeric`,
        sql`${savedSearches.matchSize} @> ${probe.size}::numeric`,
        sql`${savedSearches.matchRooms} @> ${probe.rooms}::int4`,
      ),
    );
  return rows.map(asCandidate);
}

/** Every search, in pages of `limit` after id `afterId`: the plain reference of the benchmark. */
export async function selectSearchesAfter(db: Db, afterId: number, limit: number): Promise<Candidate[]> {
  const rows = await db
    .select(CANDIDATE_COLUMNS)
    .from(savedSearches)
    .where(sql`${savedSearches.id} > ${afterId}`)
    .orderBy(savedSearches.id)
    .limit(limit);
  return rows.map(asCandidate);
}

/**
 * Which of `conditions` (an id of the caller's → a search's WHERE clause) listing `propertyId` meets: every
 * condition is evaluated on the listing's one row, in one statement (an array of the ids whose condition holds).
 */
export async function selectMetConditions(
  db: Db,
  propertyId: number,
  conditions: { id: number; where: SQL }[],
): Promise<number[]> {
  if (conditions.length === 0) return [];
  const cases = conditions.map(({ id, where }) => sql`case when ${where} then ${id}::int end`);
  const [row] = await db
    .select({ ids: sql<number[]>`array_remove(array[${sql.join(cases, sql`, `)}], null)` })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.ids ?? [];
}

/**
 * Records the listing as matched by these searches; a pair recorded before stays as it was (a listing is
 * never alerted twice to one search). A search that is `off` records it as settled: it is never mailed.
 * Answers the searches for which the listing is new.
 */
export async function insertHits(
  db: Db,
  propertyId: number,
  searches: { id: number; frequency: AlertFrequency }[],
): Promise<number[]> {
  if (searches.length === 0) return [];
  const rows = await db
    .insert(savedSearchHits)
    .values(
      searches.map(({ id, frequency }) => ({
        savedSearchId: id,
        propertyId,
        notifiedAt: frequency === 'off' ? sql`now()` : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchHits.savedSearchId });
  return rows.map((row) => row.savedSearchId);
}
