import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties, users } from '../../db/schema/index';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';

/**
 * Decision 039: a listing keeps a copy of its owner's account type. A listing created while its owner's
 * account type changes must end with the type the owner has once both are done (run with
 * TEST_DATABASE_URL too: there the two requests really run at the same time, on two connections).
 */
describe('a new listing while its owner changes account type', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  const labels = async () => {
    const [user] = await t.db.select().from(users).where(eq(users.id, t.users.other.id));
    const listings = await t.db
      .select({ id: properties.id, sellerType: properties.sellerType })
      .from(properties)
      .where(eq(properties.userId, t.users.other.id));
    return { accountType: user!.accountType, listings };
  };

  it('labels the listing with the account type the owner ends with, round after round', async () => {
    const types = [
      'Agency',
      'Owner',
      'Developer',
      'Owner',
      'Agency',
      'Developer',
      'Agency',
      'Owner',
    ] as const;
    for (const [round, accountType] of types.entries()) {
      const photos = await t.uploadPhotos('other', 1);
      const [changed, created] = await Promise.all([
        t.call('other', 'PUT', '/api/Auth/profile', { accountType, agencyName: `Seller ${round}` }),
        t.call('other', 'POST', '/api/Property', t.payload(photos, { price: 100_000 + round })),
      ]);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(created.statusCode, created.body).toBe(201);
      const { accountType: ended, listings } = await labels();
      expect(ended).toBe(accountType);
      // The new listing and every earlier one say who sells them now.
      expect(listings.map((listing) => listing.sellerType)).toEqual(listings.map(() => accountType));
      const { id } = created.json<Property>();
      expect((await t.call('other', 'GET', `/api/Property/${id}`)).json<Property>().seller).toMatchObject({
        accountType,
      });
    }
  });
});
