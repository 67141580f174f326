import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import type { SavedSearchPayload } from '@sakhli/shared/schemas/saved-search';
import type { Database, Db } from '../../db/client';
import { createRandom } from '../../db/seed/random';
import { openTestDatabase } from '../../test/test-app';
import {
  createListingBuilder,
  insertListings,
  insertSearchFixtures,
  type SearchFixtures,
} from '../properties/test-fixtures';
import { matchRangesOf, probeOf } from './match-ranges';
import { createMatcher } from './matching';
import { selectActiveListing, selectCandidates, selectSearchesAfter } from './matching.repository';
import { insertSavedSearch } from './saved-searches.repository';
import { generateSearch } from './testing/search-generator';

const ALL = 1_000_000;

describe('matching a listing against saved searches', () => {
  let database: Database;
  let db: Db;
  let fixtures: SearchFixtures;
  let build: ReturnType<typeof createListingBuilder>;
  let matcher: ReturnType<typeof createMatcher>;

  const save = (
    payload: Pick<SavedSearchPayload, 'city' | 'listingType' | 'propertyType'> & { filter: Partial<Filter> },
  ) => {
    const search = {
      name: 'S',
      frequency: 'instant' as const,
      ...payload,
      filter: { ...EMPTY_FILTER, ...payload.filter },
    };
    return insertSavedSearch(db, fixtures.ownerId, search, matchRangesOf(search, search.filter));
  };
  const matchedIds = async (propertyId: number) =>
    (await matcher.matchingSearches(propertyId)).map((search) => search.id).sort((a, b) => a - b);

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    fixtures = await insertSearchFixtures(db);
    build = createListingBuilder(fixtures);
    matcher = createMatcher(db);
  });
  afterAll(() => database.close());

  it('decides by the search rules: GEL bounds on the GEL price, a district by name, floors not for houses', async () => {
    const scope = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
    const [flat, house, pending] = await insertListings(db, [
      build({ price: 100_000, rooms: 3, size: 80, floor: 5 }),
      build({
        propertyType: 'House',
        price: 250_000,
        currency: 'GEL',
        rooms: 5,
        size: 200,
        districtId: fixtures.saburtaloId,
      }),
      build({ price: 100_000, publishStatus: 'Pending' }),
    ]);
    const gel = await save({ ...scope, filter: { maxPrice: 270_000, currency: 'GEL' } });
    const gelBelow = await save({ ...scope, filter: { maxPrice: 269_999, currency: 'GEL' } });
    const byName = await save({ ...scope, filter: { districtName: 'ваке', minRooms: 3 } });
    const otherDistrict = await save({ ...scope, filter: { districtId: fixtures.saburtaloId } });
    const floors = await save({ ...scope, filter: { minFloor: 6 } });
    const houseWithFloor = await save({
      ...scope,
      propertyType: 'House',
      filter: { minFloor: 6, maxPrice: 100_000, currency: 'USD' },
    });
    const rent = await save({ ...scope, listingType: 'Rent', filter: {} });

    expect(await matchedIds(flat!)).toEqual([gel, byName]);
    expect(await matchedIds(house!)).toEqual([houseWithFloor]);
    expect(await matchedIds(pending!)).toEqual([]);
    for (const unmatched of [gelBelow, otherDistrict, floors, rent]) {
      expect([...(await matchedIds(flat!)), ...(await matchedIds(house!))]).not.toContain(unmatched);
    }
  });

  it('finds through the index exactly what evaluating every search finds, reading a fraction of them', async () => {
    const random = createRandom(15);
    const listingIds = await insertListings(
      db,
      Array.from({ length: 40 }, () =>
        build({
          listingType: random.pick(['Sale', 'Sale', 'Rent'] as const),
          propertyType: random.pick(['Apartment', 'Apartment', 'House'] as const),
          districtId: random.pick([fixtures.vakeId, fixtures.saburtaloId, null]),
          price: random.int(300, 400_000),
          currency: random.pick(['USD', 'GEL'] as const),
          rooms: random.int(1, 5),
          size: random.int(30, 250),
          floor: random.int(1, 12),
          isFurnished: random.chance(0.5),
        }),
      ),
    );
    const listings = await Promise.all(listingIds.map((id) => selectActiveListing(db, id)));
    for (let index = 0; index < 600; index += 1) {
      const seed = random.pick(listings)!;
      const payload = generateSearch(random, { ...seed, districtNames: ['Vake', 'საბურთალო', 'Исани'] });
      await insertSavedSearch(db, fixtures.ownerId, payload, matchRangesOf(payload, payload.filter));
    }
    const everySearch = await selectSearchesAfter(db, 0, ALL);
    let matches = 0;
    let candidates = 0;
    for (const [index, id] of listingIds.entries()) {
      const reference = (await matcher.decide(id, everySearch))
        .map((search) => search.id)
        .sort((a, b) => a - b);
      expect(await matchedIds(id)).toEqual(reference);
      matches += reference.length;
      candidates += (await selectCandidates(db, probeOf(listings[index]!))).length;
    }
    // Not a vacuous comparison: listings match searches, and the index reads a small share of them.
    expect(matches).toBeGreaterThan(listingIds.length);
    expect(candidates).toBeLessThan((everySearch.length * listingIds.length) / 5);
  });
});
