import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { PropertyChunk } from '@sakhli/shared/schemas/property';
import { createTestInstances } from '../../test/test-app';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

/* The search caches of every instance are kept per data version read from the database (decision 028). */
describe('search results kept by one instance after a write through another', () => {
  let instances: Awaited<ReturnType<typeof createTestInstances>>;
  let ids: number[];
  let owner: AuthResponse;
  beforeAll(async () => {
    instances = await createTestInstances(2, { REQUIRE_EMAIL_CONFIRMATION: 'false' });
    const signUp = await instances.apps[0]!.inject({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { email: 'owner-of-two@example.ge', password: 'Correct horse 1' },
    });
    owner = signUp.json<AuthResponse>();
    const build = createListingBuilder(await insertSearchFixtures(instances.db));
    ids = await insertListings(instances.db, [
      build({ userId: owner.user.id }),
      build({ userId: owner.user.id }),
    ]);
  });
  afterAll(() => instances.close());

  const signedIn = () => ({ authorization: `Bearer ${owner.accessToken}` });
  const chunkThrough = async (instance: number) => {
    const response = await instances.apps[instance]!.inject({
      method: 'GET',
      url: CHUNK,
      headers: signedIn(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return PropertyChunk.parse(response.json()).items;
  };

  it('are the new ones at once: a deactivated listing leaves, a favourite is marked', async () => {
    expect((await chunkThrough(1)).map((item) => item.id).sort()).toEqual([...ids].sort());
    const deactivated = await instances.apps[0]!.inject({
      method: 'POST',
      url: `/api/Property/${ids[0]}/deactivate`,
      headers: signedIn(),
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await chunkThrough(1)).map((item) => item.id)).toEqual([ids[1]]);

    const saved = await instances.apps[0]!.inject({
      method: 'POST',
      url: '/api/Favorite',
      payload: { propertyId: ids[1] },
      headers: signedIn(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await chunkThrough(1))[0]).toMatchObject({ id: ids[1], isFavorite: true });
  });
});
