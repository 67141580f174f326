import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { Property } from '@sakhli/shared/schemas/property';
import { exchangeRates } from '../../db/schema/index';
import { searchConditions } from './search-conditions';
import { createListingBuilder, insertListings } from './test-fixtures';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;

describe('amenities (decision 040)', () => {
  let t: ListingTestContext;
  // a: central heating, AC, balcony, lift; b: gas boiler, parking, pets; c: says nothing; d: says "no" to all.
  let a: number, b: number, c: number, d: number;

  beforeAll(async () => {
    t = await createListingTestContext();
    await t.db.insert(exchangeRates).values({ base: 'USD', quote: 'GEL', rate: 2.7, asOf: '2026-01-01' });
    const build = createListingBuilder({ ...t.districts, ownerId: t.users.other.id });
    const no = {
      hasAirConditioning: false,
      hasBalcony: false,
      hasLift: false,
      hasParking: false,
      petsAllowed: false,
    };
    [a, b, c, d] = (await insertListings(t.db, [
      build({ heating: 'Central', hasAirConditioning: true, hasBalcony: true, hasLift: true }),
      build({
        heating: 'IndividualGasBoiler',
        hasParking: true,
        petsAllowed: true,
        districtId: t.districts.saburtaloId,
      }),
      build({}),
      build({ heating: 'None', ...no }),
    ])) as [number, number, number, number];
  });
  afterAll(() => t.close());

  const query = (filter: string) =>
    `city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Ascending&${filter}`;

  it.each([
    ['heating=Central', () => [a]],
    ['heating=IndividualGasBoiler', () => [b]],
    ['heating=None', () => [d]],
    ['hasAirConditioning=true', () => [a]],
    ['hasBalcony=true', () => [a]],
    ['hasLift=true', () => [a]],
    ['hasParking=true', () => [b]],
    ['petsAllowed=true', () => [b]],
    // false asks nothing, like an unticked box: a listing that does not say is never hidden by it.
    ['hasLift=false', () => [a, b, c, d]],
    ['hasLift=true&hasParking=true', () => []],
    ['hasBalcony=true&heating=Central', () => [a]],
  ])('the chunk search and the map honour %s', async (filter, expected) => {
    const found = await t.searchFlats(filter);
    expect(found.ids).toEqual(expected());
    expect(found.totalCount).toBe(expected().length);
    expect(found.mapIds).toEqual([...expected()].sort());
  });

  it('answers the amenities in the read model, null where the owner did not say', async () => {
    const { items } = await t.searchFlats('');
    expect(items.find((item) => item.id === a)).toMatchObject({
      heating: 'Central',
      hasAirConditioning: true,
      hasBalcony: true,
      hasLift: true,
      hasParking: null,
      petsAllowed: null,
    });
    expect(items.find((item) => item.id === c)).toMatchObject({
      heating: null,
      hasLift: null,
      petsAllowed: null,
    });
  });

  it.each([
    ['heating=Steam', 'heating'],
    ['hasLift=maybe', 'hasLift'],
    ['petsAllowed=1', 'petsAllowed'],
  ])('refuses %s with 400 naming the field', async (filter, field) => {
    const response = await t.call('guest', 'GET', `/api/Property/properties/chunk?${query(filter)}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual([field]);
  });

  it('writes a search without amenities as the same SQL as before them', () => {
    const dialect = new PgDialect();
    const plain = dialect.sqlToQuery(searchConditions({ ...SCOPE, filter: EMPTY_FILTER }));
    for (const column of [
      'heating',
      'has_air_conditioning',
      'has_balcony',
      'has_lift',
      'has_parking',
      'pets_allowed',
    ])
      expect(plain.sql).not.toContain(column);
    const furnished = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, minRooms: 2 } }),
    );
    const withLift = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, minRooms: 2, hasLift: true } }),
    );
    // The new check is appended after the existing ones, which keep their text and parameters.
    expect(withLift.sql.startsWith(furnished.sql.slice(0, -1))).toBe(true);
    expect(withLift.params.slice(0, furnished.params.length)).toEqual(furnished.params);
  });

  it('round-trips every amenity through create and edit', async () => {
    const amenities = {
      heating: 'Electric',
      hasAirConditioning: true,
      hasBalcony: false,
      hasLift: true,
      hasParking: null,
      petsAllowed: false,
    };
    const created = await t.createListing('owner', amenities);
    expect(created).toMatchObject(amenities);
    const photos = created.propertyPhotos.map((photo) => photo.id);
    const edited = {
      heating: null,
      hasAirConditioning: null,
      hasBalcony: true,
      hasLift: false,
      hasParking: true,
      petsAllowed: true,
    };
    const response = await t.call('owner', 'PUT', `/api/Property/${created.id}`, t.payload(photos, edited));
    expect(response.statusCode, response.body).toBe(200);
    const read = await t.call('owner', 'GET', `/api/Property/${created.id}`);
    expect(read.json<Property>()).toMatchObject(edited);
  });

  it('leaves the amenities unsaid when a client sends none', async () => {
    const created = await t.createListing('owner');
    expect(created).toMatchObject({
      heating: null,
      hasAirConditioning: null,
      hasParking: null,
      petsAllowed: null,
    });
  });

  it("counts a house's garage or parking spots as parking", async () => {
    const house = {
      propertyType: 'House',
      apartment: undefined,
      house: { landArea: 400, hasGarden: true, hasGarage: true, parkingSpots: 0, numberOfFloors: 2 },
      hasParking: false,
    };
    const created = await t.createListing('owner', house);
    expect(created).toMatchObject({ hasGarage: true, hasParking: true });
  });

  it('refuses bad amenities with 400 naming every bad field', async () => {
    const photos = await t.uploadPhotos('owner', 1);
    const response = await t.call(
      'owner',
      'POST',
      '/api/Property',
      t.payload(photos, { heating: 'Fireplace', hasLift: 'yes', petsAllowed: 3 }),
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['hasLift', 'heating', 'petsAllowed']);
  });
});
