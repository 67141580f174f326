import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { propertyContactDays, propertyContacts, properties } from '../../db/schema/index';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';
import { createContactsService } from './contacts.service';

/** Phone reveals and messenger contacts per listing and Tbilisi day (decision 034). */
describe('POST /api/Property/{id}/contact', () => {
  let t: ListingTestContext;
  let listing: Property;

  beforeAll(async () => {
    t = await createListingTestContext();
    listing = await t.createListing('owner');
    await t.setStatus(listing.id, 'Active');
  });
  afterAll(() => t.close());

  const contact = (id: number, body: object, options: { client?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Property/${id}/contact`,
      payload: body,
      remoteAddress: options.client ?? '10.1.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  const counts = async (id: number) =>
    t.db.select().from(propertyContactDays).where(eq(propertyContactDays.propertyId, id));

  it('counts each channel once per visitor and day, in one row per listing and day', async () => {
    for (const channel of ['phone', 'phone', 'whatsapp', 'viber', 'viber']) {
      expect((await contact(listing.id, { channel })).statusCode).toBe(204);
    }
    // Another client, and a signed-in user (counted as the user, whatever the address).
    expect((await contact(listing.id, { channel: 'phone' }, { client: '10.1.0.2' })).statusCode).toBe(204);
    const token = t.users.other.token;
    expect((await contact(listing.id, { channel: 'whatsapp' }, { token })).statusCode).toBe(204);
    expect(
      (await contact(listing.id, { channel: 'whatsapp' }, { token, client: '10.9.9.9' })).statusCode,
    ).toBe(204);
    const rows = await counts(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: 2, whatsapp: 2, viber: 1 });
    // Who was counted: one row per visitor and channel, never one per click.
    const visitors = await t.db
      .select()
      .from(propertyContacts)
      .where(eq(propertyContacts.propertyId, listing.id));
    expect(visitors).toHaveLength(5);
  });

  it("never counts the owner's own contacts", async () => {
    const before = await counts(listing.id);
    expect((await contact(listing.id, { channel: 'viber' }, { token: t.users.owner.token })).statusCode).toBe(
      204,
    );
    expect(await counts(listing.id)).toEqual(before);
  });

  it('refuses a channel it does not know and a body without one, naming the field', async () => {
    for (const body of [{ channel: 'telegram' }, {}]) {
      const response = await contact(listing.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/channel/);
    }
    expect((await contact(0, { channel: 'phone' })).statusCode).toBe(400);
  });

  it('answers 404 for a missing listing and for one the public cannot see', async () => {
    expect((await contact(999_999, { channel: 'phone' })).statusCode).toBe(404);
    const pending = await t.createListing('owner');
    await t.setStatus(pending.id, 'Pending');
    expect((await contact(pending.id, { channel: 'phone' })).statusCode).toBe(404);
    // Its owner may press the buttons on their own page: nothing is counted.
    expect((await contact(pending.id, { channel: 'phone' }, { token: t.users.owner.token })).statusCode).toBe(
      204,
    );
    expect(await counts(pending.id)).toEqual([]);
  });

  it('answers 409 for a messenger the number cannot take, and for a listing without a number', async () => {
    const landline = await t.createListing('owner', { phoneNumber: '+995322123456' });
    await t.setStatus(landline.id, 'Active');
    expect((await contact(landline.id, { channel: 'phone' })).statusCode).toBe(204);
    for (const channel of ['whatsapp', 'viber']) {
      const response = await contact(landline.id, { channel });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('CONTACT_UNAVAILABLE');
    }
    await t.db.update(properties).set({ phoneNumber: null }).where(eq(properties.id, landline.id));
    expect((await contact(landline.id, { channel: 'phone' })).statusCode).toBe(409);
  });

  it('forgets who was counted once the Tbilisi day is over, keeping the daily counts', async () => {
    const before = await counts(listing.id);
    const nextDay = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await createContactsService(t.db, { now: () => nextDay }).pruneFinished()).toBeGreaterThanOrEqual(
      5,
    );
    expect(
      await t.db.select().from(propertyContacts).where(eq(propertyContacts.propertyId, listing.id)),
    ).toEqual([]);
    expect(await counts(listing.id)).toEqual(before);
  });
});
