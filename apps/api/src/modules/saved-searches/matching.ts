import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Db } from '../../db/client';
import { searchConditions } from '../properties/search-conditions';
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
   */
  async function decide(
    propertyId: number,
    searches: Candidate[],
    filterOf: (search: Candidate) => Filter | null = wholeFilterOf,
  ): Promise<Candidate[]> {
    const met = new Set<number>();
    const toCheck = searches.flatMap((search) => {
      const filter = filterOf(search);
      if (filter === null) met.add(search.id);
      return filter === null ? [] : [{ id: search.id, where: searchConditions({ ...search, filter }) }];
    });
    for (let start = 0; start < toCheck.length; start += CONDITIONS_PER_STATEMENT) {
      const conditions = toCheck.slice(start, start + CONDITIONS_PER_STATEMENT);
      for (const id of await selectMetConditions(db, propertyId, conditions)) met.add(id);
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
