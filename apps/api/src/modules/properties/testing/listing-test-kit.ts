import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MapPoints, Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { imageProcessingJobs, properties, propertyPhotos } from '../../../db/schema/index';
import type { AppOptions } from '../../../app';
import { createAuthTestContext } from '../../auth/testing/auth-test-kit';
import { insertSearchFixtures } from '../test-fixtures';

/** The accounts of every listing test: an owner, another user, a moderator and an admin. */
export const ACCOUNTS = {
  owner: 'owner@listings.test',
  other: 'other@listings.test',
  moderator: 'moderator@listings.test',
  admin: 'admin@listings.test',
} as const;
export type Account = keyof typeof ACCOUNTS;
export type Actor = Account | 'guest';
export const ACTORS: readonly Actor[] = ['guest', 'other', 'owner', 'moderator', 'admin'];

type Payload = Record<string, unknown>;

/**
 * The app on a fresh database with the four accounts signed in (no e-mail confirmation), districts,
 * mail to a real SMTP server, and helpers to upload photos, build payloads and call the listing API.
 */
export async function createListingTestContext(
  overrides: Record<string, string> = {},
  options: AppOptions = {},
) {
  const auth = await createAuthTestContext(
    {
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      MODERATOR_EMAILS: ACCOUNTS.moderator,
      ADMIN_EMAILS: ACCOUNTS.admin,
      LOG_LEVEL: 'silent',
      ...overrides,
    },
    {},
    options,
  );
  const { db, app } = auth;
  const districts = await insertSearchFixtures(db);
  const users = {} as Record<Account, { id: string; token: string }>;
  for (const account of Object.keys(ACCOUNTS) as Account[]) {
    const body = await auth.signUp(ACCOUNTS[account]);
    users[account] = { id: body.user.id, token: body.accessToken! };
  }

  /**
   * Photos as POST /api/Image leaves them: uploaded by `account`, not attached, processed (a completed
   * job and renditions) unless `processed` is false (a pending job).
   */
  async function uploadPhotos(account: Account, count = 1, { processed = true } = {}): Promise<number[]> {
    const rows = await db
      .insert(propertyPhotos)
      .values(
        Array.from({ length: count }, () => {
          const key = `photos/${randomUUID()}`;
          return {
            uploaderId: users[account].id,
            originalKey: `${key}-original.jpg`,
            displayKey: processed ? `${key}-display.webp` : null,
            thumbnailKey: processed ? `${key}-thumb.webp` : null,
          };
        }),
      )
      .returning({ id: propertyPhotos.id });
    await db.insert(imageProcessingJobs).values(
      rows.map((row) => ({
        photoId: row.id,
        status: processed ? ('completed' as const) : ('pending' as const),
      })),
    );
    return rows.map((row) => row.id);
  }

  /** A valid payload: a Vake apartment for sale, as the create form sends it. */
  function payload(photoIds: number[], overrides: Payload = {}): Payload {
    return {
      description: 'ნათელი ბინა ვაკეში, პარკთან ახლოს.',
      size: 75,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      buildingStatus: 'New',
      propertyType: 'Apartment',
      renovationStatus: 'NewRenovated',
      isFurnished: true,
      phoneNumber: '+995599123456',
      location: {
        districtId: districts.vakeId,
        streetNameGeo: 'ჭავჭავაძის გამზირი 12',
        streetNameEng: '12 Chavchavadze Avenue',
        latitude: 41.709,
        longitude: 44.752,
      },
      listingType: 'Sale',
      currency: 'USD',
      price: 150_000,
      cadastralCode: '01.14.14.009.032',
      hideCadastralCode: false,
      buildingYear: 2019,
      apartment: { floor: 4, totalFloorsBuilding: 12 },
      photos: photoIds.map((imageId, sortOrder) => ({ imageId, sortOrder })),
      ...overrides,
    };
  }

  function call(
    actor: Actor,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: Payload,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: {
        'accept-language': 'en',
        ...(actor === 'guest' ? {} : { authorization: `Bearer ${users[actor].token}` }),
        ...headers,
      },
    });
  }

  /** Creates a listing of `account` with fresh processed photos (or the given body) and answers it. */
  async function createListing(account: Account = 'owner', overrides: Payload = {}): Promise<Property> {
    const photos = await uploadPhotos(account, 2);
    const response = await call(account, 'POST', '/api/Property', payload(photos, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Property>();
  }

  async function setStatus(id: number, publishStatus: 'Active' | 'Inactive' | 'Pending' | 'Archived') {
    await db.update(properties).set({ publishStatus }).where(eq(properties.id, id));
  }

  /** Everything stored about a listing: compared before and after a refused call. */
  async function snapshot(id: number) {
    const [listing] = await db.select().from(properties).where(eq(properties.id, id));
    const photos = await db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, id))
      .orderBy(asc(propertyPhotos.id));
    return { listing, photos };
  }

  /**
   * What a guest finds on the Tbilisi sale-flats page with the filter of `filter` (a query string), oldest
   * first: the chunk's ids, its count, and the map's ids (sorted).
   */
  async function searchFlats(filter: string) {
    const query = `city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Ascending&${filter}`;
    const chunk = await call('guest', 'GET', `/api/Property/properties/chunk?${query}`);
    expect(chunk.statusCode, chunk.body).toBe(200);
    const map = await call('guest', 'GET', `/api/Property/map-points?${query}`);
    expect(map.statusCode, map.body).toBe(200);
    const { items, totalCount } = chunk.json<PropertyChunk>();
    return {
      ids: items.map((item) => item.id),
      items,
      totalCount,
      mapIds: map
        .json<MapPoints>()
        .points.map(([id]) => id)
        .sort(),
    };
  }

  return {
    ...auth,
    districts,
    users,
    uploadPhotos,
    payload,
    call,
    createListing,
    setStatus,
    snapshot,
    searchFlats,
  };
}
export type ListingTestContext = Awaited<ReturnType<typeof createListingTestContext>>;
