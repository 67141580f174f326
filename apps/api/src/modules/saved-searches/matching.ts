import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Db } from '../../db/client';
import { searchConditions, type SearchCriteria } from '../properties/search-conditions';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { probeOf, residualFilterOf } from './match-ranges';
import {
  insertHits,
  selectActiveListing,
  selectCandidates,
  selectMetConditions,
  type Candidate,
} from './matching.repository';

/** Search conditions evaluated per statement (each is a few parameters; a statement takes 65,535). */
const CONDITIONS_PER_STATEMENT = 500;

/** The whole filter of a search, as the chunk search applies it. */
const wholeFilterOf = (search: Candidate): Filter | null => restrictFilterToScope(search.filter, search);

/**
 * Matching a listing that became Active against the saved searches (decision 033): the GiST index finds
 * the candidates whose ranges hold the listing (deciding scope, district id, price, size and rooms), and
 * what else a candidate's filter sets is decided by the chunk search's own WHERE clause
 * (search-conditions.ts: the same filter rules, district by name, furnishing, statuses, floors…)
 * evaluated on the listing's row.
 */
export function createMatcher(db: Db) {
  /**
   * The searches among `searches` whose conditions listing `propertyId` meets; `filterOf` answers which of a
   * search's filter is left to check (null: nothing, it matches). By default all of it: the plain reference.
   * Searches left with the same conditions share one evaluation (many ask the same: furnished, a new building).
   */
  async function decide(
    propertyId: number,
    searches: Candidate[],
    filterOf: (search: Candidate) => Filter | null = wholeFilterOf,
  ): Promise<Candidate[]> {
    const met = new Set<number>();
    const groups = new Map<string, { criteria: SearchCriteria; ids: number[] }>();
    for (const search of searches) {
      const filter = filterOf(search);
      if (filter === null) {
        met.add(search.id);
        continue;
      }
      const criteria = {
        city: search.city,
        listingType: search.listingType,
        propertyType: search.propertyType,
        filter,
      };
      const key = JSON.stringify(criteria);
      const group = groups.get(key) ?? { criteria, ids: [] as number[] };
      group.ids.push(search.id);
      groups.set(key, group);
    }
    const distinct = [...groups.values()];
    for (let start = 0; start < distinct.length; start += CONDITIONS_PER_STATEMENT) {
      const conditions = distinct
        .slice(start, start + CONDITIONS_PER_STATEMENT)
        .map(({ criteria }, offset) => ({ id: start + offset, where: searchConditions(criteria) }));
      for (const index of await selectMetConditions(db, propertyId, conditions)) {
        for (const id of distinct[index]!.ids) met.add(id);
      }
    }
    return searches.filter((search) => met.has(search.id));
  }

  /** The saved searches listing `propertyId` matches now (none unless it is Active). */
  async function matchingSearches(propertyId: number): Promise<Candidate[]> {
    const listing = await selectActiveListing(db, propertyId);
    if (!listing) return [];
    return decide(propertyId, await selectCandidates(db, probeOf(listing)), (search) =>
      residualFilterOf(search, search.filter),
    );
  }

  return {
    decide,
    matchingSearches,

    /** Records the listing's matches; answers the searches it is new to (each is alerted once). */
    async match(propertyId: number): Promise<Candidate[]> {
      const matched = await matchingSearches(propertyId);
      const fresh = new Set(await insertHits(db, propertyId, matched));
      return matched.filter((search) => fresh.has(search.id));
    },
  };
}
export type Matcher = ReturnType<typeof createMatcher>;
