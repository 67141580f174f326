import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPoints, PropertyChunk } from '@sakhli/shared/schemas/property';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createListingBuilder,
  insertListings,
  insertSearchFixtures,
  type SearchFixtures,
} from './test-fixtures';

const GUEST = '6f1c1a3e-9a53-4c59-9a43-2b1d8f0e4a11';
const OTHER_GUEST = '0b6e2f7d-44b1-4f0e-8d0c-5b7a1c2d3e4f';

describe('search filters (chunk and map points)', () => {
  let context: TestApp;
  let fixtures: SearchFixtures;
  // Apartments for sale l1..l3; rentals r1, r2; houses h1, h2.
  let l1: number, l2: number, l3: number, r1: number, r2: number, h1: number, h2: number;

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await insertSearchFixtures(context.db);
    const build = createListingBuilder(fixtures);
    [l1, l2, l3, r1, r2, h1, h2] = (await insertListings(context.db, [
      build({
        price: 50_000,
        size: 40,
        rooms: 1,
        bedrooms: 1,
        bathrooms: 1,
        floor: 2,
        totalFloorsBuilding: 9,
        buildingStatus: 'New',
        renovationStatus: 'NewRenovated',
        isFurnished: true,
        districtId: fixtures.vakeId,
        cadastralCode: '01.10.12.001.002',
        buildingYear: 2020,
      }),
      build({
        price: 200_000,
        size: 120,
        rooms: 4,
        bedrooms: 3,
        bathrooms: 2,
        floor: 10,
        totalFloorsBuilding: 12,
        buildingStatus: 'Old',
        renovationStatus: 'OldRenovated',
        districtId: fixtures.saburtaloId,
        cadastralCode: '01.14.05.010.001',
        buildingYear: 1975,
      }),
      build({
        price: 120_000,
        currency: 'GEL',
        size: 70,
        rooms: 3,
        bedrooms: 2,
        bathrooms: 1,
        floor: 5,
        totalFloorsBuilding: 6,
        buildingStatus: 'Ongoing',
        renovationStatus: 'WhiteFrame',
        districtId: fixtures.vakeId,
        cadastralCode: '01.10.12.001.777',
        hideCadastralCode: true,
        buildingYear: 2025,
        latitude: 41.8,
        longitude: 44.9,
      }),
      build({ listingType: 'Rent', price: 800, rentDuration: 30, floor: 3 }),
      build({ listingType: 'Rent', price: 1500, rentDuration: 180, floor: 7 }),
      build({ propertyType: 'House', numberOfFloors: 1, landArea: 300 }),
      build({ propertyType: 'House', numberOfFloors: 3, landArea: 600 }),
    ])) as [number, number, number, number, number, number, number];
  });
  afterAll(() => context.close());

  const search = async (scopeAndFilter: string, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/Property/properties/chunk?sortBy=CreatedAt&sortDirection=Ascending&${scopeAndFilter}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const chunk = response.json<PropertyChunk>();
    expect(chunk.totalCount).toBe(chunk.items.length);
    return chunk.items.map((item) => item.id);
  };
  const apartmentsForSale = (filter: string, headers?: Record<string, string>) =>
    search(`city=Tbilisi&listingType=Sale&propertyType=Apartment&${filter}`, headers);

  it.each([
    ['minPrice=60000', () => [l2]],
    ['maxPrice=60000', () => [l1, l3]], // l3 costs 120,000 GEL ≈ 44,444 USD
    ['currency=USD&minPrice=44000&maxPrice=45000', () => [l3]],
    ['currency=GEL&minPrice=130000', () => [l1, l2]], // l1 = 135,000 GEL, l3 = 120,000 GEL
    ['currency=GEL&maxPrice=125000', () => [l3]],
    ['minSize=60&maxSize=100', () => [l3]],
    ['minRooms=3', () => [l2, l3]],
    ['maxRooms=1', () => [l1]],
    ['minBedrooms=2&maxBedrooms=2', () => [l3]],
    ['minBathrooms=2', () => [l2]],
    ['maxBathrooms=1', () => [l1, l3]],
    ['minFloor=3&maxFloor=6', () => [l3]],
    ['maxFloor=2', () => [l1]],
    ['buildingStatus=Old', () => [l2]],
    ['buildingStatus=Ongoing', () => [l3]],
    ['renovationStatus=WhiteFrame', () => [l3]],
    ['isFurnished=true', () => [l1]],
    ['isFurnished=false', () => [l1, l2, l3]], // an unticked checkbox constrains nothing
    ['districtId=SABURTALO', () => [l2]],
    ['districtName=vake', () => [l1, l3]],
    ['districtName=%D0%92%D0%90%D0%9A%D0%95', () => [l1, l3]], // ВАКЕ
    ['districtName=%E1%83%95%E1%83%90%E1%83%99%E1%83%94', () => [l1, l3]], // ვაკე
    ['districtName=Nowhere', () => []],
    ['cadastralCode=01.10.12', () => [l1]], // l3 has the same prefix but hides its code
    ['cadastralCode=01.1', () => [l1, l2]],
    ['cadastralCode=01.1%25', () => []], // % is matched literally
    ['cadastralCode=01.10.12.001.002', () => [l1]],
    ['buildingYear=2000', () => [l1, l3]], // built in that year or later
    ['buildingYear=2025', () => [l3]],
    ['bbox=44.85,41.75,44.95,41.85', () => [l3]],
    ['bbox=44.7,41.7,44.8,41.72', () => [l1, l2]],
    ['bbox=10,10,11,11', () => []],
    ['minRooms=3&maxPrice=60000', () => [l3]],
    // Fields that do not apply to the scope are ignored: rent duration for sales, house floors for apartments.
    ['minRentDuration=60&minNumberOfFloors=2', () => [l1, l2, l3]],
  ])('applies %s', async (filter, expected) => {
    const query = filter.replace('SABURTALO', String(fixtures.saburtaloId));
    expect(await apartmentsForSale(query)).toEqual(expected());
  });

  it('filters rentals by rent duration and houses by their number of floors (not by apartment floor)', async () => {
    const rentals = 'city=Tbilisi&listingType=Rent&propertyType=Apartment';
    expect(await search(`${rentals}&minRentDuration=60`)).toEqual([r2]);
    expect(await search(`${rentals}&maxRentDuration=60`)).toEqual([r1]);
    expect(await search(`${rentals}&minFloor=5`)).toEqual([r2]);
    const houses = 'city=Tbilisi&listingType=Sale&propertyType=House';
    expect(await search(`${houses}&minNumberOfFloors=2`)).toEqual([h2]);
    expect(await search(`${houses}&maxNumberOfFloors=2`)).toEqual([h1]);
    expect(await search(`${houses}&minFloor=5`)).toEqual([h1, h2]);
  });

  describe('saved filter', () => {
    beforeAll(async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/Filter/Tbilisi/Sale/Apartment',
        headers: { 'x-guest-id': GUEST },
        payload: { minRooms: 3 },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it("applies the caller's saved filter when the query has no filter field", async () => {
      expect(await apartmentsForSale('', { 'x-guest-id': GUEST })).toEqual([l2, l3]);
      // The currency alone filters nothing, so it does not replace the saved filter either.
      expect(await apartmentsForSale('currency=GEL', { 'x-guest-id': GUEST })).toEqual([l2, l3]);
    });

    it('is replaced as a whole by filter fields in the query', async () => {
      expect(await apartmentsForSale('maxRooms=1', { 'x-guest-id': GUEST })).toEqual([l1]);
    });

    it('belongs to its owner and its scope only', async () => {
      expect(await apartmentsForSale('', { 'x-guest-id': OTHER_GUEST })).toEqual([l1, l2, l3]);
      expect(await apartmentsForSale('')).toEqual([l1, l2, l3]);
      expect(
        await search('city=Tbilisi&listingType=Rent&propertyType=Apartment', { 'x-guest-id': GUEST }),
      ).toEqual([r1, r2]);
    });

    it('follows changes of the saved filter at once', async () => {
      const headers = { 'x-guest-id': OTHER_GUEST };
      const filterUrl = '/api/Filter/Tbilisi/Sale/Apartment';
      expect(await apartmentsForSale('', headers)).toEqual([l1, l2, l3]);
      await context.app.inject({ method: 'POST', url: filterUrl, headers, payload: { maxRooms: 1 } });
      expect(await apartmentsForSale('', headers)).toEqual([l1]);
      await context.app.inject({
        method: 'DELETE',
        url: '/api/Filter',
        headers,
        payload: { key: 'maxRooms', city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' },
      });
      expect(await apartmentsForSale('', headers)).toEqual([l1, l2, l3]);
    });

    it('applies to map points too', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/Property/map-points?city=Tbilisi&listingType=Sale&propertyType=Apartment',
        headers: { 'x-guest-id': GUEST },
      });
      expect(
        response
          .json<MapPoints>()
          .points.map(([id]) => id)
          .sort((x, y) => x - y),
      ).toEqual([l2, l3]);
    });
  });

  describe('GET /api/Property/map-points', () => {
    const mapPoints = async (query: string) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/Property/map-points?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<MapPoints>();
      return { ...body, points: [...body.points].sort((x, y) => x[0] - y[0]) };
    };

    it('gives every matching listing as [id, latitude, longitude, priceUsd, priceGel]', async () => {
      expect(await mapPoints('city=Tbilisi&listingType=Sale&propertyType=Apartment')).toEqual({
        points: [
          [l1, 41.71, 44.75, 50_000, 135_000],
          [l2, 41.71, 44.75, 200_000, 540_000],
          [l3, 41.8, 44.9, 44_444.44, 120_000],
        ],
        totalCount: 3,
      });
    });

    it('applies the same filters and area as the chunk', async () => {
      const idsOf = async (query: string) => (await mapPoints(query)).points.map(([id]) => id);
      expect(await idsOf('bbox=44.85,41.75,44.95,41.85')).toEqual([l3]);
      expect(await idsOf('minRooms=3&maxPrice=60000')).toEqual([l3]);
      expect(await idsOf('listingType=Rent&minRentDuration=60')).toEqual([r2]);
      expect(await mapPoints('city=Batumi')).toEqual({ points: [], totalCount: 0 });
    });
  });
});
