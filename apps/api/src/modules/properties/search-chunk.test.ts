import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { properties } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createListingBuilder, insertListings, insertPhotos, insertSearchFixtures } from './test-fixtures';

/** The contract with nothing extra: no internal column (hideCadastralCode…) may leak. */
const StrictChunk = PropertyChunk.extend({ items: z.array(Property.strict()) }).strict();

describe('GET /api/Property/properties/chunk: scope, sorting, chunking, read model', () => {
  let context: TestApp;
  let build: ReturnType<typeof createListingBuilder>;
  // a..d are the Active Tbilisi apartments for sale, created in this order.
  let a: number, b: number, c: number, d: number;

  beforeAll(async () => {
    context = await createTestApp();
    const fixtures = await insertSearchFixtures(context.db);
    build = createListingBuilder(fixtures);
    [a, b, c, d] = (await insertListings(context.db, [
      build({ price: 100_000, size: 50, cadastralCode: '01.10.12.001.002' }), // 2000 per m²
      build({ price: 80_000, size: 100 }), // 800 per m²
      build({ price: 150_000, size: 60, cadastralCode: '01.14.05.010.001', hideCadastralCode: true }), // 2500
      build({ price: 80_000, size: 40, districtId: null }), // 2000 per m²
      build({ publishStatus: 'Pending' }),
      build({ publishStatus: 'Inactive' }),
      build({ publishStatus: 'Archived' }),
      build({ listingType: 'Rent', price: 900 }),
      build({ propertyType: 'House' }),
      build({ city: 'Batumi', districtId: fixtures.oldBatumiId }),
    ])) as [number, number, number, number];
    await insertPhotos(context.db, a, [
      { key: 'a2', sortOrder: 2 },
      { key: 'a0', sortOrder: 0, withThumbnail: false },
      { key: 'a1', sortOrder: 1, withDisplay: false },
    ]);
  });
  afterAll(() => context.close());

  const getChunk = async (query: string, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/Property/properties/chunk?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The route serialises without zod: the answer must still be exactly the contract.
    return StrictChunk.parse(response.json());
  };
  const idsOf = (chunk: PropertyChunk) => chunk.items.map((item) => item.id);
  const scope = 'city=Tbilisi&listingType=Sale&propertyType=Apartment';

  it('returns only Active listings of the city, listing type and property type, newest first by default', async () => {
    const chunk = await getChunk(scope);
    expect(idsOf(chunk)).toEqual([d, c, b, a]);
    expect(chunk).toMatchObject({ totalCount: 4, totalPages: 1 });
  });

  it('accepts the city in any letter case and defaults to Tbilisi, Sale, Apartment', async () => {
    expect(idsOf(await getChunk('city=tBILISI&listingType=Sale&propertyType=Apartment'))).toEqual([
      d,
      c,
      b,
      a,
    ]);
    expect(idsOf(await getChunk(''))).toEqual([d, c, b, a]);
  });

  it.each([
    ['CreatedAt', 'Ascending', () => [a, b, c, d]],
    ['CreatedAt', 'Descending', () => [d, c, b, a]],
    // Equal prices (b, d) and equal prices per m² (a, d) are ordered by id in the same direction.
    ['Price', 'Ascending', () => [b, d, a, c]],
    ['Price', 'Descending', () => [c, a, d, b]],
    ['PricePerSqm', 'Ascending', () => [b, a, d, c]],
    ['PricePerSqm', 'Descending', () => [c, d, a, b]],
    // Without a chat there is no AI Score: the order is by creation time, in the direction asked for.
    ['SemanticScore', 'Descending', () => [d, c, b, a]],
    ['SemanticScore', 'Ascending', () => [a, b, c, d]],
  ])('sorts by %s %s with the id as tiebreaker', async (sortBy, sortDirection, expected) => {
    const chunk = await getChunk(`${scope}&sortBy=${sortBy}&sortDirection=${sortDirection}`);
    expect(idsOf(chunk)).toEqual(expected());
    expect(chunk.items.every((item) => item.semanticScore === null)).toBe(true);
  });

  it('gives the full read model with photos in display order and the hidden cadastral code removed', async () => {
    const items = (await getChunk(`${scope}&sortBy=CreatedAt&sortDirection=Ascending`)).items;
    const first = items[0]!;
    expect(first).toMatchObject({
      id: a,
      userDisplayName: 'Nino',
      priceUsd: 100_000,
      priceGel: 270_000,
      pricePerSqmUsd: 2000,
      currency: 'USD',
      listingType: 'Sale',
      propertyType: 'Apartment',
      size: 50,
      cadastralCode: '01.10.12.001.002',
      city: 'Tbilisi',
      publishStatus: 'Active',
      isFavorite: false,
      viewCount: 0,
      createdAt: '2026-01-01T00:01:00.000Z',
      expiryDate: null,
      semanticScore: null,
    });
    expect(first.propertyPhotos).toEqual([
      {
        id: expect.any(Number) as unknown,
        thumbnailUrl: null,
        originalUrl: '/media/photos/a0-display.webp',
        sortOrder: 0,
      },
      {
        id: expect.any(Number) as unknown,
        thumbnailUrl: '/media/photos/a1-thumb.webp',
        originalUrl: '/media/photos/a1-original.jpg',
        sortOrder: 1,
      },
      {
        id: expect.any(Number) as unknown,
        thumbnailUrl: '/media/photos/a2-thumb.webp',
        originalUrl: '/media/photos/a2-display.webp',
        sortOrder: 2,
      },
    ]);
    expect(items.find((item) => item.id === c)?.cadastralCode).toBeNull();
    expect(items.find((item) => item.id === b)?.propertyPhotos).toEqual([]);
  });

  it.each([
    [{}, 'თბილისი', 'ვაკე', 'ახალი აშენებული', 'ახალი გარემონტებული'],
    [{ 'accept-language': 'ka-GE' }, 'თბილისი', 'ვაკე', 'ახალი აშენებული', 'ახალი გარემონტებული'],
    [{ 'accept-language': 'en-US' }, 'Tbilisi', 'Vake', 'New building', 'Newly renovated'],
    [{ 'accept-language': 'ru-RU' }, 'Тбилиси', 'Ваке', 'Новостройка', 'Новый ремонт'],
  ])(
    'localises names and status texts per Accept-Language %j',
    async (headers, cityName, districtName, building, renovation) => {
      const chunk = await getChunk(`${scope}&sortBy=CreatedAt&sortDirection=Ascending`, headers);
      expect(chunk.items[0]).toMatchObject({
        cityName,
        districtName,
        buildingStatusText: building,
        renovationStatusText: renovation,
      });
      expect(chunk.items[3]).toMatchObject({ districtId: null, districtName: null });
    },
  );

  it('compresses the answer with brotli, or gzip for clients without it, never against the client', async () => {
    const url = `/api/Property/properties/chunk?${scope}`;
    const get = (acceptEncoding?: string) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipped = await get('gzip, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await get('gzip;q=0, deflate');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('shows changes made after a search at once (the cache follows the data version)', async () => {
    expect(idsOf(await getChunk(scope))).toEqual([d, c, b, a]);
    const [e] = await insertListings(context.db, [build({ price: 1 })]);
    expect(idsOf(await getChunk(scope))).toEqual([e, d, c, b, a]);
    await context.db.update(properties).set({ publishStatus: 'Inactive' }).where(eq(properties.id, e!));
    expect(idsOf(await getChunk(scope))).toEqual([d, c, b, a]);
    await context.db.update(properties).set({ priceUsd: 1 }).where(eq(properties.id, c));
    expect(idsOf(await getChunk(`${scope}&sortBy=Price&sortDirection=Ascending`))).toEqual([c, b, d, a]);
  });
});

describe('GET /api/Property/properties/chunk: chunk arithmetic', () => {
  let context: TestApp;
  let newestFirst: number[];

  beforeAll(async () => {
    context = await createTestApp();
    const build = createListingBuilder(await insertSearchFixtures(context.db));
    // Few distinct prices and sizes: many ties, which the id must break across page boundaries.
    const ids = await insertListings(
      context.db,
      Array.from({ length: 23 }, (_, index) =>
        build({ listingType: 'DailyRent', price: 1000 + (index % 5) * 100, size: 40 + (index % 3) * 10 }),
      ),
    );
    newestFirst = [...ids].reverse();
    // Creation times with microseconds, which a page boundary must keep exactly.
    await context.db.execute(
      sql`update properties set created_at = created_at + id * interval '1 microsecond'`,
    );
  });
  afterAll(() => context.close());

  const getChunk = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/Property/properties/chunk?listingType=DailyRent&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyChunk>();
  };

  it('chunk N holds pages (N-1)*chunkSize+1 … N*chunkSize of pageSize items, with totals of the whole result', async () => {
    // 23 items, pages of 2 → 12 pages; chunks of 3 pages → 6 items each.
    for (const [chunkNumber, from, to] of [
      [1, 0, 6],
      [2, 6, 12],
      [4, 18, 23],
      [5, 23, 23],
      [99, 23, 23],
    ] as const) {
      const chunk = await getChunk(`chunkNumber=${chunkNumber}&chunkSize=3&pageSize=2`);
      expect(chunk.items.map((item) => item.id)).toEqual(newestFirst.slice(from, to));
      expect(chunk).toMatchObject({ totalCount: 23, totalPages: 12 });
    }
  });

  it.each([
    ['CreatedAt', 'Descending'],
    ['CreatedAt', 'Ascending'],
    ['Price', 'Ascending'],
    ['Price', 'Descending'],
    ['PricePerSqm', 'Ascending'],
    ['PricePerSqm', 'Descending'],
  ])(
    'pages sorted by %s %s join up exactly, in whatever order they are asked for',
    async (sortBy, direction) => {
      const sort = `sortBy=${sortBy}&sortDirection=${direction}`;
      const all = (await getChunk(`${sort}&chunkSize=1&pageSize=100`)).items.map((item) => item.id);
      expect(all).toHaveLength(23);
      const pages = new Map<number, number[]>();
      for (const chunkNumber of [3, 4, 1, 2, 5, 6, 3]) {
        const chunk = await getChunk(`${sort}&chunkNumber=${chunkNumber}&chunkSize=1&pageSize=4`);
        pages.set(
          chunkNumber,
          chunk.items.map((item) => item.id),
        );
      }
      expect([1, 2, 3, 4, 5, 6].flatMap((chunkNumber) => pages.get(chunkNumber)!)).toEqual(all);
    },
  );

  it('uses the spec defaults: chunks of 5 pages of 15 items', async () => {
    const chunk = await getChunk('');
    expect(chunk.items.map((item) => item.id)).toEqual(newestFirst);
    expect(chunk).toMatchObject({ totalCount: 23, totalPages: 2 });
  });

  it('answers an empty result with zero totals', async () => {
    expect(await getChunk('minPrice=99999999')).toEqual({
      items: [],
      totalCount: 0,
      totalPages: 0,
      totalCountIsEstimate: false,
    });
  });
});
