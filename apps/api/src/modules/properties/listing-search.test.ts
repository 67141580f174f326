import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { createListingTestContext, type Actor, type ListingTestContext } from './testing/listing-test-kit';

/** The public search follows every change made through the listing API (its cache is versioned by the database). */
describe('chunk search after listing changes', () => {
  let t: ListingTestContext;
  let listing: Property;

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'auto' });
    listing = await t.createListing('owner', { hideCadastralCode: true, price: 123_456 });
  });
  afterAll(() => t.close());

  async function search(propertyType = 'Apartment', actor: Actor = 'guest') {
    const response = await t.call(
      actor,
      'GET',
      `/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=${propertyType}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyChunk>().items;
  }
  const found = async (propertyType?: string, actor?: Actor) =>
    (await search(propertyType, actor)).find((item) => item.id === listing.id);
  const photos = () => listing.propertyPhotos.map((photo) => photo.id);

  it('shows a new listing once it is live, with its hidden cadastral code hidden from everyone', async () => {
    for (const actor of ['guest', 'owner', 'moderator'] as const) {
      const item = await found('Apartment', actor);
      expect(item, actor).toMatchObject({ priceUsd: 123_456, cadastralCode: null });
      expect(item && 'hideCadastralCode' in item, actor).toBe(false);
    }
  });

  it('shows an edit at once', async () => {
    await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photos(), { price: 99_000 }));
    expect(await found()).toMatchObject({ priceUsd: 99_000 });
    await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(photos(), { propertyType: 'House', house: { landArea: 500 } }),
    );
    expect(await found('Apartment')).toBeUndefined();
    expect(await found('House')).toMatchObject({ landArea: 500 });
  });

  it('drops a deactivated or archived listing and brings an activated one back', async () => {
    await t.call('owner', 'POST', `/api/Property/${listing.id}/deactivate`);
    expect(await found('House')).toBeUndefined();
    await t.call('owner', 'POST', `/api/Property/${listing.id}/activate`);
    expect(await found('House')).toBeDefined();
    await t.call('owner', 'POST', `/api/Property/${listing.id}/archive`);
    expect(await found('House')).toBeUndefined();
  });

  it('never finds a listing by its hidden cadastral code', async () => {
    const visible = await t.createListing('owner', { cadastralCode: '01.72.14.001.001' });
    const hidden = await t.createListing('owner', {
      cadastralCode: '01.72.14.001.002',
      hideCadastralCode: true,
    });
    const response = await t.call(
      'owner',
      'GET',
      '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment&cadastralCode=01.72.14',
    );
    const ids = response.json<PropertyChunk>().items.map((item) => item.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(hidden.id);
  });
});
