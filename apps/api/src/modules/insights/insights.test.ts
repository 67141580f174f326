import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketInsights } from '@sakhli/shared/schemas/insights';
import { districts, properties, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createInsightsService, INSIGHTS_CACHE_TTL_MS } from './insights.service';

type Listing = Partial<typeof properties.$inferInsert> & { priceUsd: number; size: number };

describe('GET /api/insights/market', () => {
  let context: TestApp;
  let vakeId: number;
  let saburtaloId: number;
  let listing: (values: Listing) => typeof properties.$inferInsert;

  beforeAll(async () => {
    context = await createTestApp();
    const { db } = context;
    const [owner] = await db.insert(users).values({ email: 'owner@example.com' }).returning({ id: users.id });
    const inserted = await db
      .insert(districts)
      .values([
        {
          city: 'Tbilisi',
          nameGeo: 'ვაკე',
          nameEng: 'Vake',
          nameRus: 'Ваке',
          latitude: 41.71,
          longitude: 44.75,
        },
        {
          city: 'Tbilisi',
          nameGeo: 'საბურთალო',
          nameEng: 'Saburtalo',
          nameRus: 'Сабуртало',
          latitude: 41.73,
          longitude: 44.76,
        },
        {
          city: 'Tbilisi',
          nameGeo: 'ისანი',
          nameEng: 'Isani',
          nameRus: 'Исани',
          latitude: 41.69,
          longitude: 44.83,
        },
      ])
      .returning({ id: districts.id, nameEng: districts.nameEng });
    vakeId = inserted.find((row) => row.nameEng === 'Vake')!.id;
    saburtaloId = inserted.find((row) => row.nameEng === 'Saburtalo')!.id;

    listing = (values: Listing) => ({
      userId: owner!.id,
      city: 'Tbilisi' as const,
      listingType: 'Sale' as const,
      propertyType: 'Apartment' as const,
      publishStatus: 'Active' as const,
      priceGel: values.priceUsd * 2.7,
      pricePerSqmUsd: values.priceUsd / values.size,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      buildingStatus: 'New' as const,
      renovationStatus: 'NewRenovated' as const,
      ...values,
    });
    await db.insert(properties).values([
      // Vake: three listings, per m² 1000, 2000, 3000 → median 2000; prices 100k, 120k, 300k → median 120k.
      listing({ districtId: vakeId, priceUsd: 100_000, size: 100 }),
      listing({ districtId: vakeId, priceUsd: 120_000, size: 60 }),
      listing({ districtId: vakeId, priceUsd: 300_000, size: 100 }),
      // Saburtalo: two listings → medians interpolate: per m² (1000 + 1500) / 2, price (50k + 90k) / 2.
      listing({ districtId: saburtaloId, priceUsd: 50_000, size: 50 }),
      listing({ districtId: saburtaloId, priceUsd: 90_000, size: 60 }),
      // Left out: not Active, another listing type, another property type.
      listing({ districtId: vakeId, priceUsd: 9_000_000, size: 10, publishStatus: 'Pending' }),
      listing({ districtId: vakeId, priceUsd: 9_000_000, size: 10, publishStatus: 'Archived' }),
      listing({ districtId: vakeId, priceUsd: 900, size: 60, listingType: 'Rent' }),
      listing({ districtId: saburtaloId, priceUsd: 400_000, size: 200, propertyType: 'House' }),
    ]);
  });
  afterAll(() => context.close());

  const getInsights = (query: string) =>
    context.app.inject({ method: 'GET', url: `/api/insights/market?${query}` });

  it('gives the median price and price per m² of Active listings per district and overall', async () => {
    const response = await getInsights('city=Tbilisi&listingType=Sale&propertyType=Apartment');
    expect(response.statusCode).toBe(200);
    const body = response.json<MarketInsights>();
    expect(body).toMatchObject({
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
      currency: 'USD',
    });
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
    expect(body.districts).toEqual([
      {
        districtId: saburtaloId,
        nameGeo: 'საბურთალო',
        nameEng: 'Saburtalo',
        nameRus: 'Сабуртало',
        listingCount: 2,
        medianPricePerSqmUsd: 1250,
        medianPriceUsd: 70_000,
      },
      {
        districtId: vakeId,
        nameGeo: 'ვაკე',
        nameEng: 'Vake',
        nameRus: 'Ваке',
        listingCount: 3,
        medianPricePerSqmUsd: 2000,
        medianPriceUsd: 120_000,
      },
    ]);
    // Overall over all five: per m² 1000, 1000, 1500, 2000, 3000; prices 50k, 90k, 100k, 120k, 300k.
    expect(body.overall).toEqual({ listingCount: 5, medianPricePerSqmUsd: 1500, medianPriceUsd: 100_000 });
  });

  it('describes each market slice on its own and accepts the city in any letter case', async () => {
    const rent = await getInsights('city=tbilisi&listingType=Rent&propertyType=Apartment');
    expect(rent.statusCode).toBe(200);
    const body = rent.json<MarketInsights>();
    expect(body.city).toBe('Tbilisi');
    expect(body.districts).toHaveLength(1);
    expect(body.overall).toEqual({ listingCount: 1, medianPricePerSqmUsd: 15, medianPriceUsd: 900 });
  });

  it('answers an empty market with zero listings and null medians', async () => {
    const response = await getInsights('city=Batumi&listingType=DailyRent&propertyType=House');
    expect(response.statusCode).toBe(200);
    const body = response.json<MarketInsights>();
    expect(body.districts).toEqual([]);
    expect(body.overall).toEqual({ listingCount: 0, medianPricePerSqmUsd: null, medianPriceUsd: null });
  });

  it('refuses bad parameters with 400 naming each bad field', async () => {
    const response = await getInsights('city=Paris&listingType=Lease&propertyType=Apartment');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['city', 'listingType']));
  });

  it('serves a slice from memory for a few minutes, then counts again', async () => {
    let now = 0;
    const service = createInsightsService(context.db, { now: () => now });
    const scope = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'House' } as const;
    expect((await service.getMarketInsights(scope)).overall.listingCount).toBe(1);
    await context.db
      .insert(properties)
      .values(listing({ districtId: vakeId, priceUsd: 250_000, size: 180, propertyType: 'House' }));
    now = INSIGHTS_CACHE_TTL_MS - 1;
    expect((await service.getMarketInsights(scope)).overall.listingCount).toBe(1);
    now = INSIGHTS_CACHE_TTL_MS + 1;
    expect((await service.getMarketInsights(scope)).overall.listingCount).toBe(2);
  });
});
