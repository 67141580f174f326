import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { exchangeRates, properties, propertyPrices } from '../../db/schema/index';
import { createListingBuilder, insertListings } from './test-fixtures';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('price history and the price drop of a listing', () => {
  let t: ListingTestContext;

  beforeAll(async () => {
    t = await createListingTestContext();
    await t.db.insert(exchangeRates).values({ base: 'USD', quote: 'GEL', rate: 2.7, asOf: '2026-01-01' });
  });
  afterAll(() => t.close());

  const detail = async (id: number) => {
    const response = await t.call('guest', 'GET', `/api/Property/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Property>();
  };
  const history = async (id: number) =>
    (await detail(id)).priceHistory?.map(({ price, currency }) => `${price} ${currency}`);
  /** PUT of the listing's payload with these changes (its photos kept). */
  async function edit(listing: Property, changes: Record<string, unknown>) {
    const photos = listing.propertyPhotos.map((photo) => photo.id);
    const response = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photos, changes));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Property>();
  }

  it('records the price at creation, and each change of price, not edits of anything else', async () => {
    const listing = await t.createListing('owner', { price: 150_000 });
    expect(listing.priceDropPercent).toBeNull();
    expect(await history(listing.id)).toEqual(['150000 USD']);

    await edit(listing, { price: 150_000, description: 'Another description, same price.' });
    expect(await history(listing.id)).toEqual(['150000 USD']);

    const lowered = await edit(listing, { price: 142_500 });
    expect(lowered.priceDropPercent).toBe(5);
    const points = (await detail(listing.id)).priceHistory!;
    expect(points.map(({ price }) => price)).toEqual([150_000, 142_500]);
    expect(Date.parse(points[1]!.recordedAt)).toBeGreaterThanOrEqual(Date.parse(points[0]!.recordedAt));
  });

  it('shows the drop on the detail page, in search results and in favourites while the price stays lower', async () => {
    const listing = await t.createListing('owner', { price: 200_000, rooms: 5, size: 140 });
    await edit(listing, { price: 183_000, rooms: 5, size: 140 });
    expect((await detail(listing.id)).priceDropPercent).toBe(9);

    const search = await t.call('guest', 'GET', '/api/Property/properties/chunk?pageSize=50');
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json<PropertyChunk>().items.find((item) => item.id === listing.id);
    expect(found?.priceDropPercent).toBe(9);
    // Search answers never carry the history: only the detail page reads it.
    expect(found).not.toHaveProperty('priceHistory');

    const saved = await t.call('other', 'POST', '/api/Favorite', { propertyId: listing.id });
    expect(saved.statusCode, saved.body).toBe(201);
    const favourites = (await t.call('other', 'GET', '/api/Favorite')).json<Favorite[]>();
    expect(
      favourites.find((favorite) => favorite.property.id === listing.id)?.property.priceDropPercent,
    ).toBe(9);

    // Raised again: no drop any more, and the raise is history too.
    await edit(listing, { price: 190_000, rooms: 5, size: 140 });
    expect((await detail(listing.id)).priceDropPercent).toBeNull();
    expect(await history(listing.id)).toEqual(['200000 USD', '183000 USD', '190000 USD']);
  });

  it('shows a drop for 30 days only', async () => {
    const listing = await t.createListing('owner', { price: 100_000 });
    await edit(listing, { price: 90_000 });
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    await t.db.update(properties).set({ priceDroppedAt: longAgo }).where(eq(properties.id, listing.id));
    expect((await detail(listing.id)).priceDropPercent).toBeNull();
  });

  it('records a change of currency, which is no drop however the numbers compare', async () => {
    const listing = await t.createListing('owner', { price: 100_000 });
    const inGel = await edit(listing, { price: 99_000, currency: 'GEL' });
    expect(inGel.priceDropPercent).toBeNull();
    expect(await history(listing.id)).toEqual(['100000 USD', '99000 GEL']);
  });

  it('starts the history of a listing written before it (seeded) at its creation', async () => {
    const [id] = await insertListings(t.db, [
      createListingBuilder({ ...t.districts, ownerId: t.users.owner.id })({ price: 120_000 }),
    ]);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id!));
    const seeded = await detail(id!);
    expect(seeded.priceHistory).toEqual([]);
    const photos = await t.uploadPhotos('owner', 1);
    const response = await t.call(
      'owner',
      'PUT',
      `/api/Property/${id}`,
      t.payload(photos, { price: 114_000 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const points = (await detail(id!)).priceHistory!;
    expect(points.map(({ price }) => price)).toEqual([120_000, 114_000]);
    expect(points[0]!.recordedAt).toBe(row!.createdAt.toISOString());
    expect(await t.db.select().from(propertyPrices).where(eq(propertyPrices.propertyId, id!))).toHaveLength(
      2,
    );
  });
});
