import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import type { ListingSelection } from '@sakhli/shared/schemas/shortlists';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';

/** Similar listings and the comparison (decision 041). */
describe('shortlists', () => {
  let kit: AuthTestContext;
  let target: number, twin: number, pricier: number, otherDistrict: number, far: number;
  let hidden: number[];
  let build: ReturnType<typeof createListingBuilder>;

  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    const fixtures = await insertSearchFixtures(kit.db);
    build = createListingBuilder(fixtures);
    [target, twin, pricier, otherDistrict, far] = (await insertListings(kit.db, [
      build({ price: 100_000, size: 60 }),
      build({ price: 101_000, size: 61 }),
      build({ price: 125_000, size: 70 }),
      build({ price: 100_000, size: 60, districtId: fixtures.saburtaloId }),
      build({ price: 100_000, size: 60, latitude: 41.8, longitude: 44.85 }),
    ])) as [number, number, number, number, number];
    hidden = await insertListings(kit.db, [
      // Out of the price band, out of the size band, another scope, not Active, expired.
      build({ price: 200_000, size: 60 }),
      build({ price: 100_000, size: 150 }),
      build({ price: 100_000, size: 60, listingType: 'Rent' }),
      build({ price: 100_000, size: 60, propertyType: 'House' }),
      build({ price: 100_000, size: 60, city: 'Batumi' }),
      build({ price: 100_000, size: 60, publishStatus: 'Pending' }),
      build({ price: 100_000, size: 60, publishStatus: 'Archived' }),
      build({ price: 100_000, size: 60, publishStatus: 'Inactive' }),
      build({ price: 100_000, size: 60, expiryDate: new Date(Date.now() - 60_000) }),
    ]);
  });
  afterAll(() => kit.close());

  const get = (url: string, token?: string) =>
    kit.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const idsOf = (listings: Property[]) => listings.map((listing) => listing.id);

  describe('GET /api/Property/{id}/similar', () => {
    it('answers the closest Active listings of the scope, never the listing itself', async () => {
      const response = await get(`/api/Property/${target}/similar`);
      expect(response.statusCode, response.body).toBe(200);
      // Nearest in price and size first; an equal one in another district, then one 13 km away, rank after
      // the near twin; one 25 % dearer and 10 m² larger comes last.
      expect(idsOf(response.json<Property[]>())).toEqual([twin, otherDistrict, far, pricier]);
    });

    it('prices in another currency are compared as search converts them', async () => {
      const [gel] = await insertListings(kit.db, [build({ price: 270_000, currency: 'GEL', size: 60 })]);
      const similar = idsOf((await get(`/api/Property/${target}/similar`)).json<Property[]>());
      expect(similar).toContain(gel);
      expect(similar).toHaveLength(5);
    });

    it('answers 404 for a missing or hidden listing and 400 naming id', async () => {
      expect((await get('/api/Property/999999/similar')).statusCode).toBe(404);
      expect((await get(`/api/Property/${hidden[5]}/similar`)).statusCode).toBe(404);
      const bad = await get('/api/Property/abc/similar');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatch(/"id"/);
    });
  });

  describe('GET /api/Property/compare', () => {
    it('answers the Active listings in the order asked and names the ones left out', async () => {
      const ids = [pricier, hidden[5]!, target, hidden[6]!];
      const response = await get(`/api/Property/compare?ids=${ids.join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ListingSelection>();
      expect(idsOf(body.properties)).toEqual([pricier, target]);
      expect(body.leftOut).toEqual([hidden[5], hidden[6]]);
      expect(body.properties[0]).toMatchObject({ priceUsd: 125_000, isFavorite: false });
    });

    it("marks a signed-in caller's favourites", async () => {
      const session = await kit.signUp('compare@example.ge');
      const token = session.accessToken!;
      await kit.app.inject({
        method: 'POST',
        url: '/api/Favorite',
        payload: { propertyId: twin },
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await get(`/api/Property/compare?ids=${twin},${far}`, token)).json<ListingSelection>();
      expect(body.properties.map((listing) => listing.isFavorite)).toEqual([true, false]);
    });

    it('answers 400 naming ids for none, more than four, or a bad id', async () => {
      const five = [target, twin, pricier, otherDistrict, far].join(',');
      for (const query of ['', '?ids=', `?ids=${five}`, '?ids=1,abc', '?ids=0', '?ids=99999999999']) {
        const response = await get(`/api/Property/compare${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ errors: Record<string, string[]> }>().errors, query).toHaveProperty('ids');
      }
      // A repeated id counts once.
      const repeated = await get(`/api/Property/compare?ids=${target},${target},${twin},${twin},${far}`);
      expect(repeated.statusCode).toBe(200);
    });
  });

  describe('GET /api/Property/recently-viewed', () => {
    it('answers up to 20 listings, the Active ones in the order asked', async () => {
      const ids = [far, hidden[7]!, twin, ...hidden.slice(0, 5)];
      const response = await get(`/api/Property/recently-viewed?ids=${ids.join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ListingSelection>();
      expect(idsOf(body.properties)).toEqual([far, twin, ...hidden.slice(0, 5)]);
      expect(body.leftOut).toEqual([hidden[7]]);
      const tooMany = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
      const refused = await get(`/api/Property/recently-viewed?ids=${tooMany}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('ids');
    });
  });
});
