import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

/**
 * Decision 049: the read models of listings are kept for every search that shows them again, and checked
 * against the listing's stamp on each page, so a change of the listing or of its seller shows at once.
 */
describe('listing cards shared by searches', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  async function cardLookups() {
    const { text } = await t.app.metrics.scrape();
    const valueOf = (series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1] ?? 0,
      );
    return {
      hits: valueOf('sakhli_cache_hits_total{cache="listing-cards"}'),
      misses: valueOf('sakhli_cache_misses_total{cache="listing-cards"}'),
    };
  }
  async function cardIn(filter: string, id: number): Promise<Property | undefined> {
    return (await t.searchFlats(filter)).items.find((item) => item.id === id);
  }

  it('shows two searches that share a listing the same card, read once', async () => {
    const listing = await t.createListing('owner', { price: 171_000 });
    const first = await cardIn('maxPrice=171000&currency=USD', listing.id);
    expect(first).toMatchObject({ id: listing.id, priceUsd: 171_000 });
    const before = await cardLookups();
    const second = await cardIn('minPrice=170500&maxPrice=171500&currency=USD', listing.id);
    expect(second).toEqual(first);
    const after = await cardLookups();
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
  });

  it('shows an edit of the listing at once', async () => {
    const listing = await t.createListing('owner', { price: 172_000 });
    const photos = await t.uploadPhotos('owner', 2);
    expect(await cardIn('minPrice=160000&currency=USD', listing.id)).toMatchObject({ priceUsd: 172_000 });
    const edited = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(photos, { price: 173_500 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const card = await cardIn('minPrice=160000&currency=USD', listing.id);
    expect(card).toMatchObject({ priceUsd: 173_500 });
    expect(card?.propertyPhotos.map((photo) => photo.id)).toEqual(photos);
  });

  it("shows the seller's new agency name at once, though the listing did not change", async () => {
    const rename = async (agencyName: string) => {
      const response = await t.call('other', 'PUT', '/api/Auth/profile', {
        accountType: 'Agency',
        agencyName,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await rename('Mtatsminda Homes');
    const listing = await t.createListing('other', { price: 174_000 });
    expect(await cardIn('minPrice=160000&currency=USD', listing.id)).toMatchObject({
      seller: { agencyName: 'Mtatsminda Homes' },
    });
    await rename('Mtatsminda Homes & Co');
    expect(await cardIn('minPrice=160000&currency=USD', listing.id)).toMatchObject({
      seller: { agencyName: 'Mtatsminda Homes & Co' },
    });
  });

  it("keeps one reader's favourite mark out of the card others see", async () => {
    const listing = await t.createListing('owner', { price: 175_000 });
    const marked = await t.call('other', 'POST', '/api/Favorite', { propertyId: listing.id });
    expect([200, 201, 204]).toContain(marked.statusCode);
    const query = `city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Ascending&minPrice=174500&currency=USD`;
    const theirs = await t.call('other', 'GET', `/api/Property/properties/chunk?${query}`);
    expect(theirs.json<{ items: Property[] }>().items.find((item) => item.id === listing.id)).toMatchObject({
      isFavorite: true,
    });
    expect(await cardIn('minPrice=174500&currency=USD', listing.id)).toMatchObject({ isFavorite: false });
  });
});
