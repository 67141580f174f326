import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';

const GUEST = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const LATER_GUEST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('saved filters of a guest who signs in', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext();
  });
  afterAll(() => kit.close());

  const headersOf = (guest: string, token?: string) => ({
    'x-guest-id': guest,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const save = async (scope: string, filter: Partial<Filter>, headers: Record<string, string>) => {
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/Filter/${scope}`,
      payload: filter,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const load = async (scope: string, headers: Record<string, string>) => {
    const response = await kit.app.inject({ method: 'GET', url: `/api/Filter/${scope}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Filter>();
  };

  it('moves them to the user where the user has none, keeps the user’s own elsewhere, and empties the guest', async () => {
    const email = 'browser@example.ge';
    const first = await kit.createUser(email);
    // Saved while signed in: the user's own filter for Sale apartments.
    await save('Tbilisi/Sale/Apartment', { minRooms: 3 }, headersOf(LATER_GUEST, first.accessToken));
    expect(await load('Tbilisi/Sale/Apartment', headersOf(LATER_GUEST))).toEqual(EMPTY_FILTER);

    // Browsing signed out as a guest: two scopes.
    await save('Tbilisi/Sale/Apartment', { minRooms: 1 }, headersOf(GUEST));
    await save('Tbilisi/Rent/House', { maxPrice: 900 }, headersOf(GUEST));

    const signIn = await kit.post(
      '/api/Auth/signin',
      { email, password: PASSWORD },
      { headers: headersOf(GUEST) },
    );
    expect(signIn.statusCode).toBe(200);
    const { accessToken } = signIn.json<AuthResponse>();

    expect(await load('Tbilisi/Sale/Apartment', headersOf(GUEST, accessToken))).toEqual({
      ...EMPTY_FILTER,
      minRooms: 3,
    });
    expect(await load('Tbilisi/Rent/House', headersOf(GUEST, accessToken))).toEqual({
      ...EMPTY_FILTER,
      maxPrice: 900,
    });
    expect(await load('Tbilisi/Rent/House', headersOf(GUEST))).toEqual(EMPTY_FILTER);
    expect(await load('Tbilisi/Sale/Apartment', headersOf(GUEST))).toEqual(EMPTY_FILTER);
  });

  it('uses the signed-in user’s filters for search too, and answers 401 to a bad bearer instead of guessing', async () => {
    const listing = createListingBuilder(await insertSearchFixtures(kit.db));
    await insertListings(kit.db, [listing({ price: 100_000 })]);
    const session = await kit.createUser('searcher@example.ge');
    await save('Tbilisi/Sale/Apartment', { minPrice: 5_000_000 }, headersOf(GUEST, session.accessToken));
    const search = (headers: Record<string, string>) =>
      kit.app.inject({
        method: 'GET',
        url: '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment',
        headers,
      });
    const signedIn = await search(headersOf(GUEST, session.accessToken));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ totalCount: 0 });
    // The same guest id without the bearer has no filter: the listing is found.
    expect((await search(headersOf(GUEST))).json()).toMatchObject({ totalCount: 1 });
    const badBearer = await search(headersOf(GUEST, 'not-a-token'));
    expect(badBearer.statusCode).toBe(401);
    const filterBadBearer = await kit.app.inject({
      method: 'GET',
      url: '/api/Filter/Tbilisi/Sale/Apartment',
      headers: headersOf(GUEST, `${session.accessToken}x`),
    });
    expect(filterBadBearer.statusCode).toBe(401);
  });
});
