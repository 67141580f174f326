import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';

describe('search input validation', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
    const build = createListingBuilder(await insertSearchFixtures(context.db));
    await insertListings(context.db, [build(), build()]);
  });
  afterAll(() => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it.each([
    ['listingType=Lease', 'listingType'],
    ['propertyType=Castle', 'propertyType'],
    ['city=Paris', 'city'],
    ['buildingStatus=Shiny', 'buildingStatus'],
    ['renovationStatus=Gold', 'renovationStatus'],
    ['currency=EUR', 'currency'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['minSize=90&maxSize=30', 'minSize'],
    ['minRooms=1.5', 'minRooms'],
    ['pageSize=100000', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['chunkSize=abc', 'chunkSize'],
    ['chunkNumber=0', 'chunkNumber'],
    ['chunkNumber=-1', 'chunkNumber'],
    ['sortBy=Price%3B%20DROP%20TABLE%20properties%3B--', 'sortBy'],
    ['sortBy=price', 'sortBy'],
    ['sortDirection=Up', 'sortDirection'],
    ['chatId=not-a-chat', 'chatId'],
    ['chatId=1%27%20OR%20%271%27%3D%271', 'chatId'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=44,42,45,41', 'bbox'],
    ['isFurnished=maybe', 'isFurnished'],
    ['districtId=1%20OR%201%3D1', 'districtId'],
    ['buildingYear=1700', 'buildingYear'],
    ['minFloor=2147483648', 'minFloor'],
  ])('the chunk rejects %s naming %s', async (query, field) => {
    const response = await get(`/api/Property/properties/chunk?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { [field]: expect.any(Array) as unknown },
    });
  });

  it('names every bad field at once', async () => {
    const response = await get(
      '/api/Property/properties/chunk?listingType=X&minPrice=-1&pageSize=101&sortBy=Y',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(
      ['listingType', 'minPrice', 'pageSize', 'sortBy'].sort(),
    );
  });

  it.each(['listingType=Lease', 'minPrice=-1', 'minPrice=9&maxPrice=1', 'bbox=x', 'chatId=nope'])(
    'map points reject %s',
    async (query) => {
      const response = await get(`/api/Property/map-points?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('treats text fields as plain text, never as SQL', async () => {
    for (const query of [
      'districtName=%27%3B%20DROP%20TABLE%20properties%3B%20--',
      'cadastralCode=%27%20OR%20%27%27%3D%27',
      'districtName=%25',
      'cadastralCode=_',
    ]) {
      const response = await get(`/api/Property/properties/chunk?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    }
    const all = await get('/api/Property/properties/chunk');
    expect(all.json()).toMatchObject({ totalCount: 2 });
  });

  it("answers 404 to a chat id that is not the caller's chat (chat-search.test.ts covers chats)", async () => {
    const response = await get('/api/Property/properties/chunk?chatId=8b0d7a52-1c1f-4c3e-9a9b-0c2d4e6f8a1b');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
  });
});
