import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vake under 200k',
  city: 'tbilisi',
  listingType: 'Sale',
  propertyType: 'Apartment',
  filter: { minPrice: 100_000, maxPrice: 200_000, currency: 'USD', minRooms: 2 },
  frequency: 'instant',
  ...overrides,
});

describe('saved searches API', () => {
  let kit: AuthTestContext;
  let alice: string, bob: string, carol: string;

  const call = (method: Method, url: string, token?: string, body?: object) =>
    kit.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/SavedSearch', token, payload(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedSearch>();
  };

  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false', LOG_LEVEL: 'silent' });
    const tokenOf = async (email: string) => (await kit.signUp(email)).accessToken ?? '';
    alice = await tokenOf('alice@searches.test');
    bob = await tokenOf('bob@searches.test');
    carol = await tokenOf('carol@searches.test');
  });
  afterAll(() => kit.close());

  it('answers 401 to guests on every path', async () => {
    for (const [method, url] of [
      ['GET', '/api/SavedSearch'],
      ['POST', '/api/SavedSearch'],
      ['GET', '/api/SavedSearch/1'],
      ['PUT', '/api/SavedSearch/1'],
      ['DELETE', '/api/SavedSearch/1'],
      ['POST', '/api/SavedSearch/1/opened'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'GET' ? undefined : payload());
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json<ErrorResponse>().code).toBe('UNAUTHORIZED');
    }
  });

  it('creates a search (201), answers it whole, lists it and reads it', async () => {
    const created = await create(alice);
    expect(created).toEqual({
      id: expect.any(Number) as unknown,
      name: 'Vake under 200k',
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
      filter: { ...EMPTY_FILTER, minPrice: 100_000, maxPrice: 200_000, currency: 'USD', minRooms: 2 },
      frequency: 'instant',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      newCount: 0,
      lastOpenedAt: null,
    });
    const list = await call('GET', '/api/SavedSearch', alice);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json<SavedSearch[]>().map((search) => search.id)).toContain(created.id);
    const read = await call('GET', `/api/SavedSearch/${created.id}`, alice);
    expect(read.json()).toEqual(created);
  });

  it("answers 404 for another user's search on every path, and changes nothing", async () => {
    const own = await create(alice, { name: 'Mine' });
    for (const [method, url] of [
      ['GET', `/api/SavedSearch/${own.id}`],
      ['PUT', `/api/SavedSearch/${own.id}`],
      ['DELETE', `/api/SavedSearch/${own.id}`],
      ['POST', `/api/SavedSearch/${own.id}/opened`],
    ] as const) {
      const response = await call(
        method,
        url,
        bob,
        method === 'PUT' ? payload({ name: 'Stolen' }) : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<ErrorResponse>().code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    expect((await call('GET', '/api/SavedSearch', bob)).json()).toEqual([]);
    expect((await call('GET', `/api/SavedSearch/${own.id}`, alice)).json()).toEqual(own);
  });

  it('answers 404 for a search that does not exist and 400 for an id that is none', async () => {
    expect((await call('GET', '/api/SavedSearch/999999', alice)).statusCode).toBe(404);
    const bad = await call('GET', '/api/SavedSearch/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().errors).toHaveProperty('id');
  });

  it('refuses a bad frequency with 400 naming the field', async () => {
    for (const frequency of ['hourly', '', null, 3]) {
      const response = await call('POST', '/api/SavedSearch', alice, payload({ frequency }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { frequency: ['Frequency must be instant, daily or off'] },
      });
    }
  });

  it('refuses every bad field with 400 naming each', async () => {
    const response = await call('POST', '/api/SavedSearch', alice, {
      name: '   ',
      city: 'Paris',
      listingType: 'Lease',
      propertyType: 'Castle',
      filter: { minPrice: 5, maxPrice: 1, minRooms: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ErrorResponse>().errors ?? {}).sort()).toEqual(
      [
        'city',
        'filter.minPrice',
        'filter.minRooms',
        'frequency',
        'listingType',
        'name',
        'propertyType',
      ].sort(),
    );
    const long = await call('POST', '/api/SavedSearch', alice, payload({ name: 'x'.repeat(101) }));
    expect(long.json<ErrorResponse>().errors?.name).toEqual(['Name must be at most 100 characters']);
  });

  it('PUT replaces the whole search; DELETE removes it', async () => {
    const search = await create(alice, { name: 'Before' });
    const replaced = await call(
      'PUT',
      `/api/SavedSearch/${search.id}`,
      alice,
      payload({
        name: '  Saburtalo   rent ',
        listingType: 'Rent',
        filter: { maxPrice: 2000, currency: 'GEL' },
        frequency: 'daily',
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({
      ...search,
      name: 'Saburtalo rent',
      listingType: 'Rent',
      filter: { ...EMPTY_FILTER, maxPrice: 2000, currency: 'GEL' },
      frequency: 'daily',
    });
    const invalid = await call(
      'PUT',
      `/api/SavedSearch/${search.id}`,
      alice,
      payload({ frequency: 'weekly' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorResponse>().errors).toHaveProperty('frequency');

    const deleted = await call('DELETE', `/api/SavedSearch/${search.id}`, alice);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call('GET', `/api/SavedSearch/${search.id}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/SavedSearch/${search.id}`, alice)).statusCode).toBe(404);
  });

  it('answers a search saved before a filter field existed with that field null', async () => {
    const dave = (await kit.signUp('dave@searches.test')).accessToken ?? '';
    const search = await create(dave, { name: 'Saved long ago' });
    // As an older version stored it: without the fields added since (seller, amenities, several districts).
    await kit.db.execute(
      sql`update saved_searches set filter = filter - 'sellerType' - 'heating' - 'hasBalcony' - 'districtIds' where id = ${search.id}`,
    );
    for (const url of ['/api/SavedSearch', `/api/SavedSearch/${search.id}`]) {
      const response = await call('GET', url, dave);
      expect(response.statusCode, response.body).toBe(200);
    }
    const read = (await call('GET', `/api/SavedSearch/${search.id}`, dave)).json<SavedSearch>();
    expect(read.filter).toMatchObject({
      sellerType: null,
      heating: null,
      hasBalcony: null,
      districtIds: null,
      minRooms: 2,
    });
  });

  it('marks a search opened', async () => {
    const search = await create(alice, { name: 'Opened' });
    const opened = await call('POST', `/api/SavedSearch/${search.id}/opened`, alice);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<SavedSearch>().lastOpenedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(opened.json<SavedSearch>().newCount).toBe(0);
  });

  it('keeps at most 20 searches per user: the 21st answers 409 LIMIT_REACHED, also when sent at once', async () => {
    const first = await Promise.all(
      Array.from({ length: 19 }, (_, index) => create(carol, { name: `S${index}` })),
    );
    const racing = await Promise.all(
      [1, 2, 3].map((index) => call('POST', '/api/SavedSearch', carol, payload({ name: `Race ${index}` }))),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = await call('POST', '/api/SavedSearch', carol, payload({ name: 'One too many' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().code).toBe('LIMIT_REACHED');
    expect((await call('GET', '/api/SavedSearch', carol)).json()).toHaveLength(20);
    // Deleting one makes room again.
    await call('DELETE', `/api/SavedSearch/${first[0]!.id}`, carol);
    await create(carol, { name: 'Room again' });
  });
});
