import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { propertyViews } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createListingBuilder, insertListings, insertPhotos, insertSearchFixtures } from './test-fixtures';

const GUEST = 'c0ffee00-1234-4abc-8def-0123456789ab';
const OTHER_GUEST = 'decade00-1234-4abc-8def-0123456789ab';

describe('GET /api/Property/{id}', () => {
  let context: TestApp;
  let apartment: number, house: number, pending: number, inactive: number, archived: number;
  let viewed: number;

  beforeAll(async () => {
    context = await createTestApp();
    const fixtures = await insertSearchFixtures(context.db);
    const build = createListingBuilder(fixtures);
    [apartment, house, pending, inactive, archived, viewed] = (await insertListings(context.db, [
      build({
        price: 270_000,
        currency: 'GEL',
        size: 75,
        floor: 4,
        totalFloorsBuilding: 10,
        cadastralCode: '01.10.12.001.002',
        hideCadastralCode: true,
        phoneNumber: '+995555123456',
        streetNameGeo: 'ჭავჭავაძის გამზირი 1',
        streetNameEng: '1 Chavchavadze Avenue',
        buildingStatus: 'Old',
        renovationStatus: 'BlackFrame',
        expiryDate: new Date('2099-03-01T00:00:00Z'),
      }),
      build({
        propertyType: 'House',
        districtId: fixtures.saburtaloId,
        landArea: 450,
        numberOfFloors: 2,
        parkingSpots: 1,
        hasGarden: true,
        hasGarage: false,
        cadastralCode: '01.14.05.010.001',
      }),
      build({ publishStatus: 'Pending' }),
      build({ publishStatus: 'Inactive' }),
      build({ publishStatus: 'Archived' }),
      build(),
    ])) as [number, number, number, number, number, number];
    await insertPhotos(context.db, apartment, [
      { key: 'p1', sortOrder: 1 },
      { key: 'p0', sortOrder: 0 },
    ]);
  });
  afterAll(() => context.close());

  const getProperty = (id: number | string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: `/api/Property/${id}`, headers });

  it('returns the full read model of an Active listing, without a hidden cadastral code', async () => {
    const response = await getProperty(apartment, { 'accept-language': 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Property>()).toMatchObject({
      id: apartment,
      code: expect.any(Number) as unknown,
      priceUsd: 100_000,
      priceGel: 270_000,
      currency: 'GEL',
      pricePerSqmUsd: 1333.33,
      floor: 4,
      totalFloorsBuilding: 10,
      cadastralCode: null,
      phoneNumber: '+995555123456',
      streetNameGeo: 'ჭავჭავაძის გამზირი 1',
      streetNameEng: '1 Chavchavadze Avenue',
      cityName: 'Tbilisi',
      districtName: 'Vake',
      buildingStatusText: 'Old building',
      renovationStatusText: 'Black frame',
      expiryDate: '2099-03-01T00:00:00.000Z',
      landArea: null,
      numberOfFloors: null,
      propertyPhotos: [
        {
          thumbnailUrl: '/media/photos/p0-thumb.webp',
          originalUrl: '/media/photos/p0-display.webp',
          sortOrder: 0,
        },
        {
          thumbnailUrl: '/media/photos/p1-thumb.webp',
          originalUrl: '/media/photos/p1-display.webp',
          sortOrder: 1,
        },
      ],
    });
  });

  it('returns the house part of a house and a visible cadastral code, texts in Russian', async () => {
    const response = await getProperty(house, { 'accept-language': 'ru-RU' });
    expect(response.json<Property>()).toMatchObject({
      propertyType: 'House',
      landArea: 450,
      numberOfFloors: 2,
      parkingSpots: 1,
      hasGarden: true,
      hasGarage: false,
      cadastralCode: '01.14.05.010.001',
      cityName: 'Тбилиси',
      districtName: 'Сабуртало',
    });
  });

  it('answers 404 PROPERTY_NOT_FOUND for a missing listing and for listings the public cannot see', async () => {
    for (const id of [999_999, pending, inactive, archived]) {
      const response = await getProperty(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    }
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999', '1%20OR%201=1'])(
    'rejects the id %s naming id',
    async (id) => {
      const response = await getProperty(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { id: expect.any(Array) as unknown },
      });
    },
  );

  describe('view counting (CONTRACT.md section 6)', () => {
    const viewCount = async (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
      (
        await context.app.inject({ method: 'GET', url: `/api/Property/${viewed}`, headers, remoteAddress })
      ).json<Property>().viewCount;

    it('counts a client once a day, whatever X-Guest-Id and browser it sends', async () => {
      expect(await viewCount({ 'x-guest-id': GUEST })).toBe(1);
      expect(await viewCount({ 'x-guest-id': OTHER_GUEST })).toBe(1);
      for (let index = 0; index < 20; index += 1) {
        await viewCount({ 'x-guest-id': randomUUID(), 'user-agent': `browser-${index}` });
      }
      expect(await viewCount({})).toBe(1);
      // Another address is another client.
      expect(await viewCount({ 'x-guest-id': GUEST }, '198.51.100.4')).toBe(2);
    });

    it('counts an IPv6 client by its /64', async () => {
      expect(await viewCount({}, '2001:db8:1:2::1')).toBe(3);
      expect(await viewCount({ 'x-guest-id': randomUUID() }, '2001:db8:1:2:ffff::9')).toBe(3);
      expect(await viewCount({}, '2001:db8:1:3::1')).toBe(4);
    });

    it('counts concurrent requests of one client once', async () => {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          context.app.inject({
            method: 'GET',
            url: `/api/Property/${viewed}`,
            headers: { 'x-guest-id': randomUUID() },
            remoteAddress: '192.0.2.55',
          }),
        ),
      );
      expect(await viewCount({}, '192.0.2.55')).toBe(5);
    });

    it('does not count views of listings the visitor cannot see', async () => {
      await getProperty(pending, { 'x-guest-id': GUEST });
      const rows = await context.db.select().from(propertyViews).where(eq(propertyViews.propertyId, pending));
      expect(rows).toEqual([]);
    });
  });
});
