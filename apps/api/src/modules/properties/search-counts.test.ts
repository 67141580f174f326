import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertyChunk } from '@sakhli/shared/schemas/property';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { inArray, lte, sql } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countMatches } from './search.repository';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';

/**
 * Counts that never read the whole scope (decisions 022, 045), with the bounds made small so that a few
 * hundred listings cross them: exact up to 60 matches, estimated from the buckets that hold 60 matches
 * beyond; results of up to 20 matches are paged from the orders their count read, larger ones walk the
 * sort index.
 */
const BOUNDS = { sampleMatches: 60, ordersBound: 20 };
const LISTINGS = 400;

describe('GET /api/Property/properties/chunk: exact and estimated counts', () => {
  let context: TestApp;
  let saburtaloIds: number[];
  let builder: ReturnType<typeof createListingBuilder>;
  let saburtaloDistrictId: number;

  beforeAll(async () => {
    context = await createTestApp({}, {}, { searchCountBounds: BOUNDS });
    const fixtures = await insertSearchFixtures(context.db);
    const build = createListingBuilder(fixtures);
    builder = build;
    saburtaloDistrictId = fixtures.saburtaloId;
    // Prices 50,000 … 449,000 (one per thousand); every tenth listing in Saburtalo, the rest in Vake.
    const ids = await insertListings(
      context.db,
      Array.from({ length: LISTINGS }, (_, index) =>
        build({
          price: 50_000 + index * 1000,
          // Sizes vary, so that the price per m² order differs from the price order.
          size: 40 + (index % 7) * 10,
          districtId: index % 10 === 0 ? fixtures.saburtaloId : fixtures.vakeId,
        }),
      ),
    );
    saburtaloIds = ids.filter((_, index) => index % 10 === 0);
  });
  afterAll(() => context.close());

  const scope = 'city=Tbilisi&listingType=Sale&propertyType=Apartment';
  const getChunk = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/Property/properties/chunk?${scope}&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PropertyChunk.parse(response.json());
  };

  it('counts exactly up to the bound', async () => {
    // 50,000 … 109,000: 60 listings, fewer than the first chunk holds (an estimate that near its end is
    // counted again, exactly).
    const chunk = await getChunk('maxPrice=109000&currency=USD');
    expect(chunk).toMatchObject({ totalCount: 60, totalPages: 4, totalCountIsEstimate: false });
  });

  it('estimates beyond the bound, says so, and rounds to three significant digits', async () => {
    const chunk = await getChunk('chunkNumber=1');
    expect(chunk.totalCountIsEstimate).toBe(true);
    expect(chunk.totalCount).toBeGreaterThan(BOUNDS.sampleMatches);
    // 60 sampled matches: a standard error of about 13 %.
    expect(Math.abs(chunk.totalCount - LISTINGS) / LISTINGS).toBeLessThan(0.4);
    expect(String(chunk.totalCount).replace(/0+$/, '').length).toBeLessThanOrEqual(3);
    expect(chunk.totalPages).toBe(Math.ceil(chunk.totalCount / 15));
    expect(chunk.items).toHaveLength(75);
  });

  it("counts a district's matches exactly, whatever their number", async () => {
    const vake = await getChunk(`districtName=Vake`);
    expect(vake).toMatchObject({ totalCount: 360, totalCountIsEstimate: false });
    const saburtalo = await getChunk('districtName=saburtalo&sortBy=Price&sortDirection=Ascending');
    expect(saburtalo).toMatchObject({ totalCount: 40, totalCountIsEstimate: false });
    expect(saburtalo.items.map((item) => item.id)).toEqual(saburtaloIds);
  });

  it('pages to the real end of an estimated result: its last chunks count exactly', async () => {
    const seen: number[] = [];
    let chunkNumber = 1;
    let chunk = await getChunk(`chunkNumber=${chunkNumber}`);
    while (chunk.items.length > 0) {
      seen.push(...chunk.items.map((item) => item.id));
      if (chunk.items.length < 75) break;
      chunkNumber += 1;
      chunk = await getChunk(`chunkNumber=${chunkNumber}`);
    }
    expect(new Set(seen).size).toBe(LISTINGS);
    expect(chunk).toMatchObject({ totalCount: LISTINGS, totalPages: 27, totalCountIsEstimate: false });
  });

  const allPages = async (query: string) => {
    const ids: number[] = [];
    for (let chunkNumber = 1; ; chunkNumber += 1) {
      const chunk = await getChunk(`${query}&chunkNumber=${chunkNumber}&chunkSize=2&pageSize=10`);
      ids.push(...chunk.items.map((item) => item.id));
      if (chunk.items.length < 20) return ids;
    }
  };

  it('pages every sort in the same order whether it walks the sort index or slices a small result', async () => {
    const rows = await context.db
      .select({ id: properties.id, priceUsd: properties.priceUsd, perSqm: properties.pricePerSqmUsd })
      .from(properties)
      .where(lte(properties.priceUsd, 99_000));
    const keys = {
      CreatedAt: (row: Row) => row.id,
      Price: (row: Row) => row.priceUsd,
      PricePerSqm: (row: Row) => row.perSqm,
    };
    type Row = (typeof rows)[number];
    for (const sortBy of ['CreatedAt', 'Price', 'PricePerSqm'] as const) {
      for (const sortDirection of ['Ascending', 'Descending'] as const) {
        const sign = sortDirection === 'Ascending' ? 1 : -1;
        const key = keys[sortBy];
        const expected = rows
          .toSorted((a, b) => sign * (key(a) - key(b) || a.id - b.id))
          .map((row) => row.id);
        const sort = `sortBy=${sortBy}&sortDirection=${sortDirection}`;
        // 50 matches: walked in the sort index; 15: sliced from the orders their count read.
        expect(await allPages(`${sort}&maxPrice=99000&currency=USD`)).toEqual(expected);
        expect(await allPages(`${sort}&maxPrice=64000&currency=USD`)).toEqual(
          expected.filter((id) => rows.find((row) => row.id === id)!.priceUsd <= 64_000),
        );
      }
    }
  });

  it('answers the exact count to a chunk asked directly near the end, and nothing past it', async () => {
    const last = await getChunk('chunkNumber=6');
    expect(last).toMatchObject({ totalCount: LISTINGS, totalCountIsEstimate: false });
    expect(last.items).toHaveLength(LISTINGS - 5 * 75);
    const past = await getChunk('chunkNumber=9');
    expect(past).toMatchObject({ items: [], totalCount: LISTINGS, totalCountIsEstimate: false });
  });

  // After the whole-scope counts: it adds listings.
  it('counts and pages a small result exactly when its first bucket looked large (decision 049)', async () => {
    // Two matches in the first bucket (64 × 2 above 4 × the orders bound) of five: the scan for a small
    // result's orders is skipped, the buckets are walked to the last, and the pages walk the sort indexes.
    const candidates = await insertListings(
      context.db,
      Array.from({ length: 200 }, (_, index) =>
        builder({ price: 2_000_000 + index * 1000, size: 50 + (index % 9) * 7, publishStatus: 'Inactive' }),
      ),
    );
    const bucketOf = await context.db
      .select({ id: properties.id, bucket: sql<number>`hashint4(${properties.id}) & 63` })
      .from(properties)
      .where(inArray(properties.id, candidates));
    const chosen = [
      ...bucketOf.filter((row) => row.bucket === 0).slice(0, 2),
      ...bucketOf.filter((row) => row.bucket !== 0).slice(0, 3),
    ].map((row) => row.id);
    expect(chosen).toHaveLength(5);
    await context.db
      .update(properties)
      .set({ publishStatus: 'Active' })
      .where(inArray(properties.id, chosen));
    const criteria = {
      city: 'Tbilisi' as const,
      listingType: 'Sale' as const,
      propertyType: 'Apartment' as const,
      filter: { ...EMPTY_FILTER, minPrice: 2_000_000, currency: 'USD' as const },
    };
    // With the product's precision (a sample of 5,000), five matches are counted to the last bucket.
    const bounds = { ...BOUNDS, sampleMatches: 5000 };
    expect(await countMatches(context.db, criteria, { withOrders: true, bounds })).toEqual({
      count: 5,
      isEstimate: false,
      orders: undefined,
    });
    expect(await getChunk('minPrice=2000000&currency=USD')).toMatchObject({
      totalCount: 5,
      totalCountIsEstimate: false,
    });
    const byPrice = chosen.toSorted((a, b) => a - b);
    expect(await allPages('sortBy=Price&sortDirection=Ascending&minPrice=2000000&currency=USD')).toEqual(
      byPrice,
    );
    expect(await allPages('sortBy=CreatedAt&sortDirection=Descending&minPrice=2000000&currency=USD')).toEqual(
      byPrice.toReversed(),
    );
  });

  // Last: it adds a listing.
  it('keeps a recent estimate across a write, and counts exactly again', async () => {
    const estimated = await getChunk('chunkNumber=1');
    expect(await getChunk('districtName=Saburtalo')).toMatchObject({ totalCount: 40 });
    // A quarter more listings: sampled again, the estimate would move well beyond its rounding.
    await insertListings(
      context.db,
      Array.from({ length: 100 }, () => builder({ districtId: saburtaloDistrictId })),
    );
    expect((await getChunk('chunkNumber=1')).totalCount).toBe(estimated.totalCount);
    expect(await getChunk('districtName=Saburtalo')).toMatchObject({
      totalCount: 140,
      totalCountIsEstimate: false,
    });
  });
});
