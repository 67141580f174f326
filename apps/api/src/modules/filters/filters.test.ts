import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import { createTestApp, type TestApp } from '../../test/test-app';

const GUEST = '3d9c1e52-7a4b-4c8e-9f21-6b5a4d3c2e10';
const OTHER_GUEST = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const headers = { 'x-guest-id': GUEST };

describe('/api/Filter', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    extraHeaders = headers,
  ) => context.app.inject({ method, url, payload, headers: extraHeaders });
  const save = async (scopePath: string, filter: object, guest = GUEST) => {
    const response = await request('POST', `/api/Filter/${scopePath}`, filter, { 'x-guest-id': guest });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Filter>();
  };

  it('answers the empty filter (every field null) when nothing is saved', async () => {
    const response = await request('GET', '/api/Filter/Tbilisi/Sale/Apartment');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EMPTY_FILTER);
  });

  it('saves a filter and returns it as stored; the next GET returns it, for this guest and scope only', async () => {
    const stored = await save('Tbilisi/Rent/Apartment', {
      minPrice: '500',
      maxPrice: 1200,
      currency: 'GEL',
      minRooms: 2,
      buildingStatus: 'New',
      isFurnished: true,
      districtId: 3,
      districtName: 'Vake',
      cadastralCode: '',
      minRentDuration: 30,
    });
    expect(stored).toEqual({
      ...EMPTY_FILTER,
      minPrice: 500,
      maxPrice: 1200,
      currency: 'GEL',
      minRooms: 2,
      buildingStatus: 'New',
      isFurnished: true,
      districtId: 3,
      districtName: 'Vake',
      minRentDuration: 30,
    });
    expect((await request('GET', '/api/Filter/tbilisi/Rent/Apartment')).json()).toEqual(stored);
    // The chat segment selects a chat's filters: a guest has no chat (chat.test.ts covers the rest).
    const withChat = await request(
      'GET',
      '/api/Filter/Tbilisi/Rent/Apartment/8b0d7a52-1c1f-4c3e-9a9b-0c2d4e6f8a1b',
    );
    expect(withChat.statusCode).toBe(404);
    expect(withChat.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    expect((await request('GET', '/api/Filter/Tbilisi/Sale/Apartment')).json()).toEqual(EMPTY_FILTER);
    const otherGuest = await request('GET', '/api/Filter/Tbilisi/Rent/Apartment', undefined, {
      'x-guest-id': OTHER_GUEST,
    });
    expect(otherGuest.json()).toEqual(EMPTY_FILTER);
  });

  it('replaces the saved filter on a second save, dropping fields that do not apply to the scope', async () => {
    await save('Tbilisi/Sale/House', { minRooms: 5, minFloor: 2 });
    const stored = await save('Tbilisi/Sale/House', { maxPrice: 300000, minFloor: 2, minNumberOfFloors: 2 });
    expect(stored).toEqual({ ...EMPTY_FILTER, maxPrice: 300000, minNumberOfFloors: 2 });
  });

  it('deletes one field at a time and returns what remains', async () => {
    await save('Batumi/Sale/Apartment', {
      minPrice: 100,
      maxPrice: 900,
      districtId: 4,
      districtName: 'Old Batumi',
    });
    const deleteField = async (key: string) => {
      const response = await request('DELETE', '/api/Filter', {
        key,
        city: 'batumi',
        listingType: 'Sale',
        propertyType: 'Apartment',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Filter>();
    };
    expect(await deleteField('minPrice')).toEqual({
      ...EMPTY_FILTER,
      maxPrice: 900,
      districtId: 4,
      districtName: 'Old Batumi',
    });
    // The district is one chip: removing its id removes its name too.
    expect(await deleteField('districtId')).toEqual({ ...EMPTY_FILTER, maxPrice: 900 });
    expect(await deleteField('maxPrice')).toEqual(EMPTY_FILTER);
    expect((await request('GET', '/api/Filter/Batumi/Sale/Apartment')).json()).toEqual(EMPTY_FILTER);
    // Nothing saved for a scope: deleting answers the empty filter.
    const nothingSaved = await request('DELETE', '/api/Filter', {
      key: 'minRooms',
      city: 'Tbilisi',
      listingType: 'DailyRent',
      propertyType: 'House',
    });
    expect(nothingSaved.json()).toEqual(EMPTY_FILTER);
  });

  it.each([
    ['GET', '/api/Filter/Tbilisi/Sale/Apartment', undefined],
    ['POST', '/api/Filter/Tbilisi/Sale/Apartment', { minRooms: 1 }],
    [
      'DELETE',
      '/api/Filter',
      { key: 'minRooms', city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' },
    ],
  ] as const)('%s %s without a valid X-Guest-Id answers 400 naming it', async (method, url, payload) => {
    for (const guestHeaders of [{}, { 'x-guest-id': 'not-a-uuid' }, { 'x-guest-id': "' or 1=1 --" }]) {
      const response = await request(method, url, payload, guestHeaders as typeof headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'X-Guest-Id': expect.any(Array) as unknown },
      });
    }
  });

  it('rejects a bad filter naming every bad field', async () => {
    const response = await request('POST', '/api/Filter/Tbilisi/Sale/Apartment', {
      minPrice: -5,
      minRooms: 4,
      maxRooms: 2,
      buildingStatus: 'Shiny',
      currency: 'EUR',
      isFurnished: 'maybe',
      buildingYear: 1200,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['buildingStatus', 'buildingYear', 'currency', 'isFurnished', 'minPrice'].sort(),
    );
  });

  it('rejects a min above its max naming the minimum', async () => {
    const response = await request('POST', '/api/Filter/Tbilisi/Sale/Apartment', {
      minRooms: 4,
      maxRooms: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { minRooms: expect.any(Array) as unknown },
    });
  });

  it('rejects an unknown scope and an unknown field key', async () => {
    const badScope = await request('GET', '/api/Filter/Paris/Sale/Castle');
    expect(badScope.statusCode).toBe(400);
    expect(Object.keys(badScope.json<{ errors: object }>().errors).sort()).toEqual(['city', 'propertyType']);
    const badKey = await request('DELETE', '/api/Filter', {
      key: 'publishStatus',
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ errors: { key: expect.any(Array) as unknown } });
  });
});
