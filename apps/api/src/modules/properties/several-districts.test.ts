import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { MapPoints, PropertyChunk } from '@sakhli/shared/schemas/property';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchConditions } from './search-conditions';
import {
  createListingBuilder,
  insertListings,
  insertSearchFixtures,
  type SearchFixtures,
} from './test-fixtures';

const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;

describe('several districts at once: districtIds (decision 040)', () => {
  let context: TestApp;
  let fixtures: SearchFixtures;
  let vake: number, saburtalo: number, isani: number;

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await insertSearchFixtures(context.db);
    const build = createListingBuilder(fixtures);
    [vake, saburtalo, isani] = (await insertListings(context.db, [
      build({ districtId: fixtures.vakeId }),
      build({ districtId: fixtures.saburtaloId }),
      build({ districtId: fixtures.isaniId }),
    ])) as [number, number, number];
  });
  afterAll(() => context.close());

  const get = (path: string, filter: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/Property/${path}?city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Ascending&${filter}`,
    });
  const ids = (filter: string) =>
    filter.replace(/VAKE|SABURTALO|ISANI/g, (name) =>
      String({ VAKE: fixtures.vakeId, SABURTALO: fixtures.saburtaloId, ISANI: fixtures.isaniId }[name]),
    );

  it.each([
    ['districtIds=VAKE,SABURTALO', () => [vake, saburtalo]],
    ['districtIds=VAKE&districtIds=ISANI', () => [vake, isani]], // the key repeated, as forms send it
    ['districtIds=SABURTALO', () => [saburtalo]],
    ['districtIds=VAKE,VAKE', () => [vake]],
    // With the SPEC's districtId too: any of them.
    ['districtId=ISANI&districtIds=VAKE', () => [vake, isani]],
    ['districtId=VAKE', () => [vake]],
  ])('the chunk search and the map keep %s', async (filter, expected) => {
    const chunk = await get('properties/chunk', ids(filter));
    expect(chunk.statusCode, chunk.body).toBe(200);
    expect(chunk.json<PropertyChunk>().items.map((item) => item.id)).toEqual(expected());
    const map = await get('map-points', ids(filter));
    expect(
      map
        .json<MapPoints>()
        .points.map(([id]) => id)
        .sort(),
    ).toEqual([...expected()].sort());
  });

  it.each([
    ['districtIds=1,2,3,4,5,6,7,8,9,10,11'],
    ['districtIds=abc'],
    ['districtIds=0'],
    ['districtIds=3,'],
  ])('refuses %s with 400 naming districtIds', async (filter) => {
    const response = await get('properties/chunk', filter);
    expect(response.statusCode).toBe(400);
    const errors = Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((key) => key.startsWith('districtIds'))).toBe(true);
  });

  it('writes one district as before, and several as one = any(…) check', () => {
    const dialect = new PgDialect();
    const one = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, districtId: 7 } }),
    );
    const sameAsIds = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, districtIds: [7] } }),
    );
    expect(sameAsIds).toEqual(one);
    expect(one.sql).not.toContain('any(');
    const several = dialect.sqlToQuery(
      searchConditions({ ...SCOPE, filter: { ...EMPTY_FILTER, districtIds: [7, 9] } }),
    );
    expect(several.sql).toContain('"district_id" = any(');
    expect(several.params).toContain('{7,9}');
  });

  it('saves several districts with the hard filter and answers them', async () => {
    const guest = '6f1c1a3e-9a53-4c59-9a43-2b1d8f0e4a11';
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/Filter/Tbilisi/Sale/Apartment',
      headers: { 'x-guest-id': guest },
      payload: { ...EMPTY_FILTER, districtIds: [fixtures.vakeId, fixtures.isaniId] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/Filter/Tbilisi/Sale/Apartment',
      headers: { 'x-guest-id': guest },
    });
    expect(read.json<{ districtIds: number[] }>().districtIds).toEqual([fixtures.vakeId, fixtures.isaniId]);
  });
});
