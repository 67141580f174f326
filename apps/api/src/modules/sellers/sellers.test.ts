import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@sakhli/shared/schemas/admin';
import type { AgencyListingPage, AgencyProfile } from '@sakhli/shared/schemas/agency';
import type { User } from '@sakhli/shared/schemas/auth';
import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import type { MapPoints, Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { properties, users } from '../../db/schema/index';
import {
  createListingTestContext,
  type Actor,
  type ListingTestContext,
} from '../properties/testing/listing-test-kit';

/** Owners, agencies and developers (issue 16): the profile, the badge, the read model, search and the page. */
describe('sellers', () => {
  let t: ListingTestContext;
  let ownerListing: Property;
  let otherListing: Property;
  let otherDraft: Property;

  const profile = (actor: Actor, body: Record<string, unknown>) =>
    t.call(actor, 'PUT', '/api/Auth/profile', body);
  const verify = (actor: Actor, id: string, isVerified: unknown) =>
    t.call(actor, 'PUT', `/api/admin/users/${id}/verified`, { isVerified });
  const chunk = async (query = '') => {
    const response = await t.call(
      'guest',
      'GET',
      `/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyChunk>();
  };
  const searchVersion = async () => {
    const result = await t.db.execute(sql`select version::int as version from search_state where id = 1`);
    return (result as { rows: { version: number }[] }).rows[0]!.version;
  };
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorResponse>();

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'auto' });
    ownerListing = await t.createListing('owner');
    otherListing = await t.createListing('other', { price: 210_000 });
    otherDraft = await t.createListing('other', { price: 220_000 });
    await t.setStatus(otherDraft.id, 'Inactive');
  });
  afterAll(() => t.close());

  it('starts every account as an Owner and every listing as sold by its owner, with no name or logo', async () => {
    const me = await t.call('other', 'GET', '/api/Auth/me');
    expect(me.json<User>()).toMatchObject({
      accountType: 'Owner',
      agencyName: null,
      logoUrl: null,
      isVerified: false,
    });
    const detail = (await t.call('guest', 'GET', `/api/Property/${otherListing.id}`)).json<Property>();
    expect(detail.sellerType).toBe('Owner');
    expect(detail.seller).toEqual({
      id: t.users.other.id,
      accountType: 'Owner',
      agencyName: null,
      logoUrl: null,
      isVerified: false,
    });
  });

  it('refuses a guest (401), a bad account type and a missing or long agency name (400 naming the field)', async () => {
    expect((await profile('guest', { accountType: 'Agency', agencyName: 'X' })).statusCode).toBe(401);
    const badType = await profile('other', { accountType: 'Broker' });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(errorOf(badType).errors ?? {})).toContain('accountType');
    for (const agencyName of [undefined, null, '   ']) {
      const missing = await profile('other', { accountType: 'Agency', agencyName });
      expect(missing.statusCode, String(agencyName)).toBe(400);
      expect(Object.keys(errorOf(missing).errors ?? {})).toEqual(['agencyName']);
    }
    const long = await profile('other', { accountType: 'Developer', agencyName: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(errorOf(long).errors ?? {})).toEqual(['agencyName']);
    const [row] = await t.db.select().from(users).where(eq(users.id, t.users.other.id));
    expect(row).toMatchObject({ accountType: 'Owner', agencyName: null });
  });

  it('refuses a user who sets their own verified badge: 403 through the profile and the admin endpoint', async () => {
    const throughProfile = await profile('other', { isVerified: true });
    expect(throughProfile.statusCode).toBe(403);
    expect(errorOf(throughProfile).code).toBe('VERIFIED_BY_ADMIN_ONLY');
    expect((await verify('other', t.users.other.id, true)).statusCode).toBe(403);
    expect((await verify('moderator', t.users.other.id, true)).statusCode).toBe(403);
    expect((await verify('guest', t.users.other.id, true)).statusCode).toBe(401);
    const adminSelf = await verify('admin', t.users.admin.id, true);
    expect(adminSelf.statusCode).toBe(403);
    expect(errorOf(adminSelf).code).toBe('CANNOT_VERIFY_SELF');
    const rows = await t.db.select({ isVerified: users.isVerified }).from(users);
    expect(rows.every((row) => !row.isVerified)).toBe(true);
  });

  it('re-labels every listing of a user who becomes an agency, in the same write, and search shows it', async () => {
    const before = await searchVersion();
    const response = await profile('other', { accountType: 'Agency', agencyName: '  Tbilisi Homes  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<User>()).toMatchObject({ accountType: 'Agency', agencyName: 'Tbilisi Homes' });
    const labels = await t.db
      .select({ sellerType: properties.sellerType })
      .from(properties)
      .where(eq(properties.userId, t.users.other.id));
    expect(labels.map((row) => row.sellerType)).toEqual(['Agency', 'Agency']);
    expect(await searchVersion()).toBeGreaterThan(before);
    const card = (await chunk()).items.find((item) => item.id === otherListing.id);
    expect(card).toMatchObject({
      sellerType: 'Agency',
      seller: { accountType: 'Agency', agencyName: 'Tbilisi Homes', isVerified: false },
    });
    // The profile answers it back; a later save without the fields keeps them.
    expect((await t.call('other', 'GET', '/api/Auth/me')).json<User>()).toMatchObject({
      accountType: 'Agency',
      agencyName: 'Tbilisi Homes',
    });
    const kept = await profile('other', { displayName: 'Nino' });
    expect(kept.json<User>()).toMatchObject({ accountType: 'Agency', agencyName: 'Tbilisi Homes' });
  });

  it('labels a new listing of an agency as the agency’s', async () => {
    const fresh = await t.createListing('other', { price: 230_000 });
    expect(fresh.sellerType).toBe('Agency');
    await t.setStatus(fresh.id, 'Archived');
  });

  it('lets an Admin grant and revoke the badge, shown on cards and the detail page', async () => {
    const granted = await verify('admin', t.users.other.id, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<AdminUser>()).toMatchObject({ isVerified: true, accountType: 'Agency' });
    const detail = (await t.call('guest', 'GET', `/api/Property/${otherListing.id}`)).json<Property>();
    expect(detail.seller.isVerified).toBe(true);
    expect((await chunk()).items.find((item) => item.id === otherListing.id)?.seller.isVerified).toBe(true);
    expect((await verify('admin', t.users.other.id, 'yes')).statusCode).toBe(400);
    expect((await verify('admin', '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    // The admin list finds the agency by its trading name.
    const list = await t.call('admin', 'GET', '/api/admin/users?search=tbilisi%20homes');
    expect(list.json<{ items: AdminUser[] }>().items.map((user) => user.id)).toEqual([t.users.other.id]);
  });

  it('filters by seller type in the chunk search, its counts and the map; a bad value is 400 naming it', async () => {
    const owners = await chunk('&sellerType=Owner');
    expect(owners.items.map((item) => item.id)).toEqual([ownerListing.id]);
    expect(owners.totalCount).toBe(1);
    const agencies = await chunk('&sellerType=Agency');
    expect(agencies.items.map((item) => item.id)).toEqual([otherListing.id]);
    expect((await chunk('&sellerType=Developer')).items).toEqual([]);
    expect((await chunk()).totalCount).toBe(2);
    const map = await t.call(
      'guest',
      'GET',
      '/api/Property/map-points?city=Tbilisi&listingType=Sale&propertyType=Apartment&sellerType=Agency',
    );
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json<MapPoints>().points.map(([id]) => id)).toEqual([otherListing.id]);
    const bad = await t.call(
      'guest',
      'GET',
      '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment&sellerType=Agent',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).errors ?? {})).toContain('sellerType');
    const saved = await t.call('owner', 'POST', '/api/Filter/Tbilisi/Sale/Apartment', {
      sellerType: 'Owner',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sellerType: 'Owner' });
  });

  it('shows an agency’s public page with its Active listings only, and 404 for an owner or an unknown id', async () => {
    const page = await t.call('guest', 'GET', `/api/Agency/${t.users.other.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<AgencyProfile>()).toMatchObject({
      id: t.users.other.id,
      accountType: 'Agency',
      agencyName: 'Tbilisi Homes',
      isVerified: true,
      activeListingCount: 1,
    });
    expect(page.body).not.toContain('@listings.test');
    const listings = await t.call('guest', 'GET', `/api/Agency/${t.users.other.id}/properties?pageSize=10`);
    expect(listings.json<AgencyListingPage>()).toMatchObject({ totalCount: 1, totalPages: 1, page: 1 });
    expect(listings.json<AgencyListingPage>().items.map((item) => item.id)).toEqual([otherListing.id]);
    for (const id of [t.users.owner.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.call('guest', 'GET', `/api/Agency/${id}`)).statusCode, id).toBe(404);
      expect((await t.call('guest', 'GET', `/api/Agency/${id}/properties`)).statusCode, id).toBe(404);
    }
    const tooLarge = await t.call('guest', 'GET', `/api/Agency/${t.users.other.id}/properties?pageSize=101`);
    expect(tooLarge.statusCode).toBe(400);
  });

  it('turns an agency back into an owner: its name is cleared and its listings are the owner’s again', async () => {
    const response = await profile('other', { accountType: 'Owner', agencyName: 'Ignored' });
    expect(response.json<User>()).toMatchObject({ accountType: 'Owner', agencyName: null });
    expect((await chunk('&sellerType=Owner')).totalCount).toBe(2);
    const detail = (await t.call('guest', 'GET', `/api/Property/${otherListing.id}`)).json<Property>();
    expect(detail.seller).toMatchObject({ accountType: 'Owner', agencyName: null, logoUrl: null });
    expect((await t.call('guest', 'GET', `/api/Agency/${t.users.other.id}`)).statusCode).toBe(404);
  });
});
