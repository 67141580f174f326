import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { Property } from '@sakhli/shared/schemas/property';
import { exchangeRates } from '../../db/schema/index';
import { searchConditions } from './search-conditions';
import { createListingBuilder, insertListings } from './test-fixtures';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
// About 300 m north of Delisi station on Vazha-Pshavela Avenue: a 5-minute walk.
const NEAR_DELISI = { latitude: 41.7281, longitude: 44.7462 };

const locationAt = (t: ListingTestContext, place: { latitude: number; longitude: number }) => ({
  ...(t.payload([]).location as object),
  ...place,
});

describe('the metro filter (decision 042)', () => {
  let t: ListingTestContext;
  // a: 4 minutes from a station, b: 12, c: 20, d: no station near (stored null).
  let a: number, b: number, c: number, d: number;

  beforeAll(async () => {
    t = await createListingTestContext();
    await t.db.insert(exchangeRates).values({ base: 'USD', quote: 'GEL', rate: 2.7, asOf: '2026-01-01' });
    const build = createListingBuilder({ ...t.districts, ownerId: t.users.other.id });
    [a, b, c, d] = (await insertListings(t.db, [
      build({ metroStationId: 'delisi', metroWalkMinutes: 4 }),
      build({ metroStationId: 'delisi', metroWalkMinutes: 12 }),
      build({ metroStationId: 'rustaveli', metroWalkMinutes: 20 }),
      build({}),
    ])) as [number, number, number, number];
  });
  afterAll(() => t.close());

  const query = (filter: string) =>
    `city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Ascending&${filter}`;

  it.each([
    ['maxMetroWalkMinutes=5', () => [a]],
    ['maxMetroWalkMinutes=15', () => [a, b]],
    ['maxMetroWalkMinutes=20', () => [a, b, c]],
    ['', () => [a, b, c, d]],
  ])('the chunk search, the count and the map honour "%s"', async (filter, expected) => {
    const found = await t.searchFlats(filter);
    expect(found.ids).toEqual(expected());
    expect(found.totalCount).toBe(expected().length);
    expect(found.mapIds).toEqual([...expected()].sort());
  });

  it.each(['7', '0', '-5', 'ten', '25'])(
    'refuses maxMetroWalkMinutes=%s with 400 naming the field',
    async (value) => {
      const response = await t.call(
        'guest',
        'GET',
        `/api/Property/properties/chunk?${query(`maxMetroWalkMinutes=${value}`)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
        'maxMetroWalkMinutes',
      ]);
    },
  );

  it('writes a search without the metro filter as the same SQL as before it', () => {
    const dialect = new PgDialect();
    const plain = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, minRooms: 2 } }),
    );
    expect(plain.sql).not.toContain('metro');
    const withMetro = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, minRooms: 2, maxMetroWalkMinutes: 10 } }),
    );
    // The check is appended after the existing ones, which keep their text and parameters.
    expect(withMetro.sql.startsWith(plain.sql.slice(0, -1))).toBe(true);
    expect(withMetro.sql).toContain('"metro_walk_minutes" <=');
    expect(withMetro.params.slice(0, plain.params.length)).toEqual(plain.params);
  });

  it('stores the nearest station on create and moves it when the coordinates are edited', async () => {
    const created = await t.createListing('owner', {
      location: locationAt(t, NEAR_DELISI),
    });
    expect(created).toMatchObject({ metroStationId: 'delisi', metroWalkMinutes: 5 });
    const photos = created.propertyPhotos.map((photo) => photo.id);
    const body = t.payload(photos, {
      location: locationAt(t, { latitude: 41.6941, longitude: 44.8016 }),
    });
    const response = await t.call('owner', 'PUT', `/api/Property/${created.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const read = await t.call('owner', 'GET', `/api/Property/${created.id}`);
    // About 170 m from Liberty Square's sourced coordinate (decision 042): 3 minutes.
    expect(read.json<Property>()).toMatchObject({ metroStationId: 'liberty-square', metroWalkMinutes: 3 });
  });
});
