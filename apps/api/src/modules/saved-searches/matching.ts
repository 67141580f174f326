import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Db } from '../../db/client';
import { searchConditions } from '../properties/search-conditions';
import { probeOf } from './match-ranges';
import {
  insertHits,
  selectActiveListing,
  selectCandidates,
  selectMetConditions,
  type Candidate,
} from './matching.repository';

/** Search conditions evaluated per statement (each is a few parameters; a statement takes 65,535). */
const CONDITIONS_PER_STATEMENT = 500;

/**
 * Matching a listing that became Active against the saved searches (decision 033): the GiST index finds
 * the candidates whose ranges hold the listing, and each candidate is decided by the chunk search's own
 * WHERE clause (search-conditions.ts: the same filter rules, district by id or name, prices in the
 * filter's currency) evaluated on the listing's row.
 */
export function createMatcher(db: Db) {
  /** The searches among `searches` whose conditions listing `propertyId` meets. */
  async function decide(propertyId: number, searches: Candidate[]): Promise<Candidate[]> {
    const met = new Set<number>();
    for (let start = 0; start < searches.length; start += CONDITIONS_PER_STATEMENT) {
      const conditions = searches.slice(start, start + CONDITIONS_PER_STATEMENT).map((search) => ({
        id: search.id,
        where: searchConditions({ ...search, filter: restrictFilterToScope(search.filter, search) }),
      }));
      for (const id of await selectMetConditions(db, propertyId, conditions)) met.add(id);
    }
    return searches.filter((search) => met.has(search.id));
  }

  /** The saved searches listing `propertyId` matches now (none unless it is Active). */
  async function matchingSearches(propertyId: number): Promise<Candidate[]> {
    const listing = await selectActiveListing(db, propertyId);
    if (!listing) return [];
    return decide(propertyId, await selectCandidates(db, probeOf(listing)));
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
