import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishStatus } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties } from '../../db/schema/index';
import {
  ACTORS,
  createListingTestContext,
  type Actor,
  type ListingTestContext,
} from './testing/listing-test-kit';

type Codes = Record<Actor, number>;
const codes = (guest: number, other: number, owner: number, moderator: number, admin: number): Codes => ({
  guest,
  other,
  owner,
  moderator,
  admin,
});

interface Endpoint {
  name: string;
  /** The status the owner's listing is in before the call. */
  status: PublishStatus;
  call(t: ListingTestContext, actor: Actor, listing: Property): ReturnType<ListingTestContext['call']>;
  expected: Codes;
}

const action = (name: string, status: PublishStatus, expected: Codes): Endpoint => ({
  name: `POST /api/Property/{id}/${name}`,
  status,
  call: (t, actor, listing) => t.call(actor, 'POST', `/api/Property/${listing.id}/${name}`),
  expected,
});

/** Every listing endpoint that touches one listing × every kind of caller (SPEC.md section 6). */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/Property/{id} of a Pending listing',
    status: 'Pending',
    call: (t, actor, listing) => t.call(actor, 'GET', `/api/Property/${listing.id}`),
    expected: codes(404, 404, 200, 200, 200),
  },
  {
    name: 'PUT /api/Property/{id}',
    status: 'Active',
    call: (t, actor, listing) =>
      t.call(
        actor,
        'PUT',
        `/api/Property/${listing.id}`,
        t.payload(
          listing.propertyPhotos.map((photo) => photo.id),
          { price: 99_000, description: `edited by ${actor}` },
        ),
      ),
    expected: codes(401, 403, 200, 200, 200),
  },
  action('deactivate', 'Active', codes(401, 403, 200, 200, 200)),
  action('activate', 'Inactive', codes(401, 403, 200, 200, 200)),
  action('publish', 'Pending', codes(401, 403, 403, 200, 200)),
  action('archive', 'Active', codes(401, 403, 200, 200, 200)),
  {
    name: 'POST /api/moderation/{id}/approve',
    status: 'Pending',
    call: (t, actor, listing) => t.call(actor, 'POST', `/api/moderation/${listing.id}/approve`),
    expected: codes(401, 403, 403, 200, 200),
  },
  {
    name: 'POST /api/moderation/{id}/reject',
    status: 'Pending',
    call: (t, actor, listing) =>
      t.call(actor, 'POST', `/api/moderation/${listing.id}/reject`, { reason: 'Not a real flat' }),
    expected: codes(401, 403, 403, 200, 200),
  },
];

const CASES = ENDPOINTS.flatMap((endpoint) =>
  ACTORS.map((actor) => [endpoint.name, actor, endpoint.expected[actor], endpoint] as const),
);

describe('permission matrix: guest, other user, owner, moderator, admin × every listing endpoint', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'manual' });
  });
  afterAll(() => t.close());

  it.each(CASES)(
    '%s by %s answers %i; a refusal changes nothing',
    async (_name, actor, expected, endpoint) => {
      const listing = await t.createListing('owner', { hideCadastralCode: true });
      await t.setStatus(listing.id, endpoint.status);
      const before = await t.snapshot(listing.id);
      const response = await endpoint.call(t, actor, listing);
      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) {
        expect(await t.snapshot(listing.id)).toEqual(before);
        expect(Object.keys(response.json<object>())).toEqual(expect.arrayContaining(['message', 'code']));
      }
    },
  );

  it('refuses a guest creating a listing, and stores nothing', async () => {
    const [photo] = await t.uploadPhotos('owner', 1);
    const [{ total: before }] = (await t.db.select({ total: count() }).from(properties)) as [
      { total: number },
    ];
    const response = await t.call('guest', 'POST', '/api/Property', t.payload([photo!]));
    expect(response.statusCode).toBe(401);
    const [{ total: after }] = (await t.db.select({ total: count() }).from(properties)) as [
      { total: number },
    ];
    expect(after).toBe(before);
  });

  it('refuses an invalid bearer with 401 even where a guest would be served', async () => {
    const listing = await t.createListing('owner');
    await t.setStatus(listing.id, 'Active');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Property/${listing.id}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('shows my properties only to their owner: 401 for a guest, nobody else’s listings for anyone', async () => {
    await t.createListing('owner');
    for (const path of ['/api/Property/my-properties', '/api/Property/my-properties/paginated']) {
      expect((await t.call('guest', 'GET', path)).statusCode).toBe(401);
      for (const actor of ['other', 'owner', 'moderator', 'admin'] as const) {
        const response = await t.call(actor, 'GET', path);
        expect(response.statusCode).toBe(200);
        const body = response.json<Property[] | { items: Property[] }>();
        const items = Array.isArray(body) ? body : body.items;
        expect(items.every((item) => item.userId === t.users[actor].id)).toBe(true);
        if (actor === 'owner') expect(items.length).toBeGreaterThan(0);
      }
    }
  });

  it('shows a hidden cadastral code only to the owner, moderators and admins', async () => {
    const listing = await t.createListing('owner', { hideCadastralCode: true });
    await t.setStatus(listing.id, 'Active');
    for (const actor of ACTORS) {
      const body = (await t.call(actor, 'GET', `/api/Property/${listing.id}`)).json<Property>();
      const isManager = actor === 'owner' || actor === 'moderator' || actor === 'admin';
      expect(body.cadastralCode, actor).toBe(isManager ? '01.14.14.009.032' : null);
      expect('hideCadastralCode' in body, actor).toBe(isManager);
      expect('rejectionReason' in body, actor).toBe(isManager);
    }
  });

  it('lets only moderators and admins read the moderation queue', async () => {
    const expected = codes(401, 403, 403, 200, 200);
    for (const actor of ACTORS) {
      expect((await t.call(actor, 'GET', '/api/moderation/queue')).statusCode, actor).toBe(expected[actor]);
    }
  });

  it('leaves the owner in place whoever edits', async () => {
    const listing = await t.createListing('owner');
    await t.call(
      'admin',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(listing.propertyPhotos.map((p) => p.id)),
    );
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.userId).toBe(t.users.owner.id);
  });
});
