import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite, IsFavoriteResponse } from '@sakhli/shared/schemas/favorite';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { favorites, properties, users } from '../../db/schema/index';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import {
  createListingBuilder,
  insertListings,
  insertPhotos,
  insertSearchFixtures,
} from '../properties/test-fixtures';

describe('favourites', () => {
  let kit: AuthTestContext;
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };
  let moderator: { token: string; id: string };
  let active: number, second: number, third: number, pending: number, aliceInactive: number;
  let build: ReturnType<typeof createListingBuilder>;

  const signUp = async (email: string) => {
    const session = await kit.signUp(email);
    return { token: session.accessToken ?? '', id: session.user.id };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    kit.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const add = (propertyId: unknown, token: string) => call('POST', '/api/Favorite', token, { propertyId });
  const rowsOf = (userId: string) => kit.db.select().from(favorites).where(eq(favorites.userId, userId));

  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    alice = await signUp('alice@example.ge');
    bob = await signUp('bob@example.ge');
    moderator = await signUp('moderator@example.ge');
    await kit.db.update(users).set({ role: 'Moderator' }).where(eq(users.id, moderator.id));
    build = createListingBuilder(await insertSearchFixtures(kit.db));
    [active, second, third, pending, aliceInactive] = (await insertListings(kit.db, [
      build({ price: 120_000 }),
      build({ price: 90_000 }),
      build({ price: 150_000, cadastralCode: '01.10.12.001.003', hideCadastralCode: true }),
      build({ publishStatus: 'Pending' }),
      build({
        publishStatus: 'Inactive',
        userId: alice.id,
        cadastralCode: '01.10.12.001.002',
        hideCadastralCode: true,
      }),
    ])) as [number, number, number, number, number];
    await insertPhotos(kit.db, active, [{ key: 'a0', sortOrder: 0 }]);
  });
  afterAll(() => kit.close());

  it('answers 401 to guests on every favourites endpoint', async () => {
    for (const [method, url] of [
      ['POST', '/api/Favorite'],
      ['GET', '/api/Favorite'],
      ['DELETE', `/api/Favorite/${active}`],
      ['GET', `/api/Favorite/${active}/is-favorite`],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { propertyId: active } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('saves a listing once however often it is added: 201, then 200 with the same favourite', async () => {
    const first = await add(active, alice.token);
    expect(first.statusCode, first.body).toBe(201);
    const favorite = first.json<Favorite>();
    expect(favorite).toMatchObject({
      id: expect.any(Number) as unknown,
      property: {
        id: active,
        isFavorite: true,
        priceUsd: 120_000,
        propertyPhotos: [{ thumbnailUrl: '/media/photos/a0-thumb.webp', sortOrder: 0 }],
      },
    });
    expect(new Date(favorite.addedAt).toISOString()).toBe(favorite.addedAt);
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await add(active, alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.json<Favorite>()).toMatchObject({ id: favorite.id, addedAt: favorite.addedAt });
    expect(await rowsOf(alice.id)).toHaveLength(1);
  });

  it('refuses listings the caller may not see as missing, and bad ids with the field named', async () => {
    for (const propertyId of [pending, aliceInactive, 999_999]) {
      const response = await add(propertyId, bob.token);
      expect(response.statusCode, String(propertyId)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    }
    for (const propertyId of ['abc', -1, 1.5, undefined]) {
      const response = await add(propertyId, bob.token);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('propertyId');
    }
    expect(await rowsOf(bob.id)).toHaveLength(0);
  });

  it('lets owners save their own hidden listing and moderators any listing they can see', async () => {
    expect((await add(aliceInactive, alice.token)).statusCode).toBe(201);
    expect((await add(pending, moderator.token)).statusCode).toBe(201);
  });

  it("lists only the caller's favourites, the most recently saved first, with the full read model", async () => {
    expect((await add(second, alice.token)).statusCode).toBe(201);
    const response = await call('GET', '/api/Favorite', alice.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<Favorite[]>();
    expect(list.map((favorite) => favorite.property.id)).toEqual([second, aliceInactive, active]);
    expect(list.every((favorite) => favorite.property.isFavorite)).toBe(true);
    // The owner sees in a saved listing what the detail page shows them, a hidden cadastral code included.
    expect(list[1]?.property).toMatchObject({
      publishStatus: 'Inactive',
      userId: alice.id,
      cadastralCode: '01.10.12.001.002',
    });

    const ofBob = await call('GET', '/api/Favorite', bob.token);
    expect(ofBob.json()).toEqual([]);
  });

  it('tells whether the caller saved a listing, and hides listings they may not see', async () => {
    const check = async (id: number, token: string) => {
      const response = await call('GET', `/api/Favorite/${id}/is-favorite`, token);
      return { status: response.statusCode, body: response.json<IsFavoriteResponse>() };
    };
    expect(await check(active, alice.token)).toEqual({ status: 200, body: { isFavorite: true } });
    expect(await check(active, bob.token)).toEqual({ status: 200, body: { isFavorite: false } });
    expect((await check(pending, bob.token)).status).toBe(404);
    expect((await call('GET', '/api/Favorite/abc/is-favorite', bob.token)).statusCode).toBe(400);
  });

  it("removes only the caller's own favourite, by the listing's id", async () => {
    const foreign = await call('DELETE', `/api/Favorite/${active}`, bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'FAVORITE_NOT_FOUND' });
    expect(await rowsOf(alice.id)).toHaveLength(3);

    const removed = await call('DELETE', `/api/Favorite/${active}`, alice.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/Favorite/${active}`, alice.token)).statusCode).toBe(404);
    const status = await call('GET', `/api/Favorite/${active}/is-favorite`, alice.token);
    expect(status.json()).toEqual({ isFavorite: false });
    expect((await rowsOf(alice.id)).map((row) => row.propertyId).sort()).toEqual(
      [second, aliceInactive].sort(),
    );
  });

  it('drops a saved listing from the list while its owner hides it, and shows it again after', async () => {
    expect((await add(third, bob.token)).statusCode).toBe(201);
    const setStatus = (publishStatus: 'Active' | 'Inactive') =>
      kit.db.update(properties).set({ publishStatus }).where(eq(properties.id, third));
    await setStatus('Inactive');
    expect((await call('GET', '/api/Favorite', bob.token)).json()).toEqual([]);
    expect((await call('GET', `/api/Favorite/${third}/is-favorite`, bob.token)).statusCode).toBe(404);
    await setStatus('Active');
    const list = (await call('GET', '/api/Favorite', bob.token)).json<Favorite[]>();
    expect(list.map((favorite) => favorite.property.id)).toEqual([third]);
    expect(list[0]?.property.cadastralCode).toBeNull();
  });

  it("marks the signed-in caller's favourite on the listing detail page", async () => {
    const detail = async (token?: string) =>
      (await call('GET', `/api/Property/${second}`, token)).json<Property>().isFavorite;
    expect(await detail(alice.token)).toBe(true);
    expect(await detail(bob.token)).toBe(false);
    expect(await detail()).toBe(false);
    // The owner of a hidden listing sees it, saved or not.
    const own = await call('GET', `/api/Property/${aliceInactive}`, alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.json<Property>().isFavorite).toBe(true);
  });

  it("marks the caller's favourites on search results without changing anyone else's", async () => {
    const chunk = async (token?: string) => {
      const response = await call(
        'GET',
        '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment',
        token,
      );
      expect(response.statusCode).toBe(200);
      const items = response.json<PropertyChunk>().items;
      return items.filter((item) => item.isFavorite).map((item) => item.id);
    };
    expect(await chunk()).toEqual([]);
    expect(await chunk(alice.token)).toEqual([second]);
    // The cached chunk the guest shares was not changed by Alice's marks.
    expect(await chunk()).toEqual([]);
    expect((await chunk(bob.token)).sort()).toEqual([third]);
    expect(await chunk(moderator.token)).toEqual([]);
  });

  it('keeps at most 500 favourites per user', async () => {
    const carol = await signUp('carol@example.ge');
    const ids = await insertListings(
      kit.db,
      Array.from({ length: 501 }, () => build()),
    );
    await kit.db
      .insert(favorites)
      .values(ids.slice(0, 499).map((propertyId) => ({ userId: carol.id, propertyId })));
    expect((await add(ids[499], carol.token)).statusCode).toBe(201);
    const refused = await add(ids[500], carol.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FAVORITES_LIMIT_REACHED' });
    // Adding one already saved is still fine at the limit.
    expect((await add(ids[0], carol.token)).statusCode).toBe(200);
    const saved = await kit.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, carol.id), eq(favorites.propertyId, ids[500]!)));
    expect(saved).toHaveLength(0);
  });
});
