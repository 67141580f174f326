import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import type { Database, Db } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { matchRangesOf } from '../saved-searches/match-ranges';
import { createMatcher } from '../saved-searches/matching';
import { insertSavedSearch } from '../saved-searches/saved-searches.repository';

/** Saved-search alerts honour "owners only" (and any seller type) as the chunk search does. */
describe('saved-search matching by seller type', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('alerts an owners-only search to an owner’s listing and not to an agency’s', async () => {
    const fixtures = await insertSearchFixtures(db);
    const build = createListingBuilder(fixtures);
    const scope = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
    const save = (filter: Partial<Filter>) => {
      const search = {
        name: 'S',
        frequency: 'instant' as const,
        ...scope,
        filter: { ...EMPTY_FILTER, ...filter },
      };
      return insertSavedSearch(db, fixtures.ownerId, search, matchRangesOf(search, search.filter));
    };
    const ownersOnly = await save({ sellerType: 'Owner' });
    const agenciesOnly = await save({ sellerType: 'Agency' });
    const anyone = await save({});
    const [byOwner, byAgency] = await insertListings(db, [
      build({ price: 100_000 }),
      { ...build({ price: 100_000 }), sellerType: 'Agency' },
    ]);
    const matcher = createMatcher(db);
    const matched = async (id: number) =>
      (await matcher.matchingSearches(id)).map((search) => search.id).sort((a, b) => a - b);
    expect(await matched(byOwner!)).toEqual([ownersOnly, anyone].sort((a, b) => a - b));
    expect(await matched(byAgency!)).toEqual([agenciesOnly, anyone].sort((a, b) => a - b));
  });
});
