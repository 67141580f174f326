import { ACCOUNT_TYPES, HEATING_TYPES } from '@sakhli/shared/enums';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import { AMENITY_FLAGS } from '@sakhli/shared/schemas/property-payload-amenities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { searchFlagsTests } from './search-flags';

interface Combination {
  seller: string;
  heat: string | null;
  air: boolean | null;
  balcony: boolean | null;
  lift: boolean | null;
  parking: boolean | null;
  pets: boolean | null;
  flags: number;
}
const COLUMN_OF = {
  hasAirConditioning: 'air',
  hasBalcony: 'balcony',
  hasLift: 'lift',
  hasParking: 'parking',
  petsAllowed: 'pets',
} as const;

describe('search flags (decision 048): the bits PostgreSQL writes and the test a filter puts on them agree', () => {
  let database: Database;
  let combinations: Combination[];
  beforeAll(async () => {
    database = await openTestDatabase();
    // Every seller type × every heating and none × each amenity true, false or unsaid.
    const { rows } = await database.executeSql(`
      WITH yes_no(value) AS (VALUES (true), (false), (null::boolean))
      SELECT seller::text, heat::text, air.value AS air, balcony.value AS balcony, lift.value AS lift,
             parking.value AS parking, pets.value AS pets,
             properties_search_flags(seller, heat, air.value, balcony.value, lift.value, parking.value, pets.value) AS flags
        FROM unnest(enum_range(null::account_type)) AS seller,
             (SELECT unnest(enum_range(null::heating_type)) UNION ALL SELECT null) AS heating(heat),
             yes_no air, yes_no balcony, yes_no lift, yes_no parking, yes_no pets`);
    combinations = rows as unknown as Combination[];
  });
  afterAll(() => database.close());

  const matchesByBits = (combination: Combination, filter: Filter) =>
    searchFlagsTests(filter).every(({ mask, value }) => (combination.flags & mask) === value);

  it('covers every value', () => expect(combinations).toHaveLength(3 * 5 * 3 ** 5));

  it.each(ACCOUNT_TYPES)('sellerType %s keeps that seller only', (sellerType) => {
    const filter = { ...EMPTY_FILTER, sellerType };
    for (const combination of combinations)
      expect(matchesByBits(combination, filter)).toBe(combination.seller === sellerType);
  });

  it.each(HEATING_TYPES)('heating %s keeps that heating only, never an unsaid one', (heating) => {
    const filter = { ...EMPTY_FILTER, heating };
    for (const combination of combinations)
      expect(matchesByBits(combination, filter)).toBe(combination.heat === heating);
  });

  it.each(AMENITY_FLAGS)('%s keeps the listings that say yes, not those that say no or nothing', (flag) => {
    const filter = { ...EMPTY_FILTER, [flag]: true };
    for (const combination of combinations)
      expect(matchesByBits(combination, filter)).toBe(combination[COLUMN_OF[flag]] === true);
  });

  it('combines them: an agency with central heating, a lift and parking', () => {
    const filter: Filter = {
      ...EMPTY_FILTER,
      sellerType: 'Agency',
      heating: 'Central',
      hasLift: true,
      hasParking: true,
    };
    const kept = combinations.filter((combination) => matchesByBits(combination, filter));
    expect(kept).toHaveLength(3 ** 3);
    for (const combination of kept)
      expect(combination).toMatchObject({ seller: 'Agency', heat: 'Central', lift: true, parking: true });
  });

  it('puts no test on a filter without these fields', () =>
    expect(searchFlagsTests({ ...EMPTY_FILTER, minRooms: 2, hasBalcony: false })).toEqual([]));

  it('tests each field on its own bits, the expressions the migration keeps statistics on', async () => {
    const { rows } = await database.executeSql(
      `SELECT pg_get_statisticsobjdef_expressions(oid)::text AS expression FROM pg_statistic_ext
        WHERE stxname LIKE 'properties_search_flags_%'`,
    );
    const kept = (rows as { expression: string }[]).map(({ expression }) =>
      Number(/& (\d+)/.exec(expression)?.[1]),
    );
    const filter: Filter = { ...EMPTY_FILTER, sellerType: 'Owner', heating: 'Electric' };
    for (const flag of AMENITY_FLAGS) filter[flag] = true;
    expect(
      searchFlagsTests(filter)
        .map(({ mask }) => mask)
        .sort((a, b) => a - b),
    ).toEqual(kept.sort((a, b) => a - b));
  });
});
