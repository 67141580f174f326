import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const GUEST = '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

/**
 * Issue 11 item 9: the search data versions (decision 006) move only when something search results show
 * really changes. A save that changes nothing, which anyone signed in can send at will, leaves them, so
 * nobody can empty every cached search on demand.
 */
describe('search data versions move on real changes only', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  async function versions() {
    const result = await t.db.execute(
      sql`select version::int as listings, filters_version::int as filters from search_state where id = 1`,
    );
    return (result as { rows: { listings: number; filters: number }[] }).rows[0]!;
  }

  it('a profile saved unchanged leaves the version; a new display name moves it', async () => {
    const profile = { firstName: 'Nino', lastName: 'Beridze', displayName: 'Nino B.', language: 'ka' };
    const saveProfile = async (body: Record<string, unknown>) => {
      const response = await t.call('owner', 'PUT', '/api/Auth/profile', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Record<string, unknown>>();
    };
    await saveProfile(profile);
    const before = await versions();
    for (let index = 0; index < 3; index += 1) {
      expect(await saveProfile(profile)).toMatchObject(profile);
    }
    expect(await versions()).toEqual(before);
    await saveProfile({ ...profile, displayName: 'Nino Beridze' });
    expect((await versions()).listings).toBe(before.listings + 1);
  });

  it('a listing saved unchanged leaves the version and its ETag; a real change moves both', async () => {
    const photos = await t.uploadPhotos('owner', 2);
    const body = t.payload(photos);
    const created = await t.call('owner', 'POST', '/api/Property', body);
    const id = created.json<{ id: number }>().id;
    const etag = (await t.call('owner', 'GET', `/api/Property/${id}`)).headers.etag;
    const before = await versions();
    const same = await t.call('owner', 'PUT', `/api/Property/${id}`, body);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.headers.etag).toBe(etag);
    expect(await versions()).toEqual(before);

    const changed = await t.call(
      'owner',
      'PUT',
      `/api/Property/${id}`,
      t.payload(photos, { price: 149_000 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await versions()).listings).toBeGreaterThan(before.listings);

    // Only the order of the photos changes: a change too.
    const reordered = await versions();
    const swapped = await t.call(
      'owner',
      'PUT',
      `/api/Property/${id}`,
      t.payload([...photos].reverse(), { price: 149_000 }),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.headers.etag).not.toBe(changed.headers.etag);
    expect((await versions()).listings).toBeGreaterThan(reordered.listings);
  });

  it('photos uploaded and processed before any listing holds them leave the version', async () => {
    const before = await versions();
    await t.uploadPhotos('other', 3);
    expect(await versions()).toEqual(before);
  });

  it('a saved filter saved again unchanged leaves the filters version', async () => {
    const save = (filter: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Filter/Tbilisi/Sale/Apartment',
        payload: filter,
        headers: { 'x-guest-id': GUEST },
      });
    expect((await save({ minRooms: 2 })).statusCode).toBe(200);
    const before = await versions();
    expect((await save({ minRooms: 2 })).json()).toMatchObject({ minRooms: 2 });
    expect(await versions()).toEqual(before);
    await save({ minRooms: 3 });
    expect((await versions()).filters).toBe(before.filters + 1);
  });
});
