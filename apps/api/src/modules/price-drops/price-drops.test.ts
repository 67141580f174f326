import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { exchangeRates, favorites, users } from '../../db/schema/index';
import {
  ACCOUNTS,
  createListingTestContext,
  type Account,
  type ListingTestContext,
} from '../properties/testing/listing-test-kit';

/**
 * Price-drop mails through a real SMTP server. `other` favourited the listing with a confirmed address and
 * writes Russian; the moderator has turned the mails off; the admin never confirmed the address; the owner
 * favourited their own listing.
 */
describe('price-drop mails', () => {
  let t: ListingTestContext;

  beforeAll(async () => {
    t = await createListingTestContext({ APP_URL: 'https://sakhli.test' });
    await t.db.insert(exchangeRates).values({ base: 'USD', quote: 'GEL', rate: 2.7, asOf: '2026-01-01' });
    const confirmed = ['owner', 'other', 'moderator'].map((account) => t.users[account as Account].id);
    await t.db.update(users).set({ emailConfirmed: true }).where(inArray(users.id, confirmed));
    await t.db.update(users).set({ language: 'ru' }).where(eq(users.id, t.users.other.id));
    await t.db.update(users).set({ priceDropMails: false }).where(eq(users.id, t.users.moderator.id));
  });
  afterAll(() => t.close());

  async function favouritedListing(price: number): Promise<Property> {
    const listing = await t.createListing('owner', { price });
    for (const account of ['owner', 'other', 'moderator', 'admin'] as const) {
      const response = await t.call(account, 'POST', '/api/Favorite', { propertyId: listing.id });
      expect(response.statusCode, response.body).toBe(201);
    }
    return listing;
  }
  /** The owner sets the price; the queue's jobs (the drop's, then the mails') all run before it answers. */
  async function setPrice(listing: Property, price: number, changes: Record<string, unknown> = {}) {
    const photos = listing.propertyPhotos.map((photo) => photo.id);
    const response = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(photos, { price, ...changes }),
    );
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();
  }
  const mailsAbout = (account: Account, listing: Property) =>
    t.inbox
      .mailsTo(ACCOUNTS[account])
      .filter((mail) => mail.text.includes(`https://sakhli.test/property/${listing.id}`));

  it('mails who favourited the listing, in their language, with both prices, the drop and the cover photo', async () => {
    const listing = await favouritedListing(150_000);
    await setPrice(listing, 142_500);

    const [mail] = mailsAbout('other', listing);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Цена снижена (−5\u00a0%): Продаётся 3-комнатная квартира, 75 м²');
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Объявление из вашего избранного подешевело.');
    expect(text).toContain('Было: 150 000 $');
    expect(text).toContain('Стало: 142 500 $ (−5 %)');
    expect(text).toContain('Адрес: 12 Chavchavadze Avenue, Ваке, Тбилиси');
    expect(text).toContain('https://sakhli.test/dashboard/settings');
    const cover = listing.propertyPhotos[0]!;
    expect(mail!.html).toContain(`<img src="https://sakhli.test${cover.thumbnailUrl}"`);
    // One-click unsubscribe (RFC 8058), the same address as the mail's own link.
    const unsubscribe = /^<(https:\/\/sakhli\.test\/unsubscribe\/[^>]+)>$/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(unsubscribe);
  });

  it('mails neither the owner, nor an unconfirmed address, nor someone who turned the mails off', async () => {
    const listing = await favouritedListing(90_000);
    await setPrice(listing, 80_000);
    expect(mailsAbout('other', listing)).toHaveLength(1);
    expect(mailsAbout('owner', listing)).toHaveLength(0);
    expect(mailsAbout('admin', listing)).toHaveLength(0);
    expect(mailsAbout('moderator', listing)).toHaveLength(0);
  });

  it('mails at most once a Tbilisi day per listing, and never for a raise or a change of currency', async () => {
    const listing = await favouritedListing(300_000);
    await setPrice(listing, 290_000);
    await setPrice(listing, 280_000);
    await setPrice(listing, 310_000);
    expect(mailsAbout('other', listing)).toHaveLength(1);

    // The next day: the mark of the day before no longer holds a drop back; a raise still mails nothing.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const markYesterday = () =>
      t.db
        .update(favorites)
        .set({ priceDropMailedOn: yesterday })
        .where(eq(favorites.propertyId, listing.id));
    await markYesterday();
    await setPrice(listing, 320_000);
    await setPrice(listing, 800_000, { currency: 'GEL' });
    expect(mailsAbout('other', listing)).toHaveLength(1);
    await setPrice(listing, 760_000, { currency: 'GEL' });
    const mails = mailsAbout('other', listing);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text.replace(/\s+/g, ' ')).toContain('Стало: 760 000 ₾ (−5 %)');
  });

  it('turns the mails off with the one-click link and on again in the settings', async () => {
    const listing = await favouritedListing(50_000);
    await setPrice(listing, 45_000);
    const [mail] = mailsAbout('other', listing);
    const link = new URL(/^<([^>]+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!);
    // What a mail client sends (RFC 8058): no session, the signed link is the permission.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toEqual({ kind: 'price-drops', found: true });
    const settings = await t.call('other', 'GET', '/api/Auth/mail-settings');
    expect(settings.json()).toEqual({ priceDropMails: false });

    const next = await favouritedListing(60_000);
    await setPrice(next, 55_000);
    expect(mailsAbout('other', next)).toHaveLength(0);

    const turnedOn = await t.call('other', 'PUT', '/api/Auth/mail-settings', { priceDropMails: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toEqual({ priceDropMails: true });
    await setPrice(next, 50_000);
    expect(mailsAbout('other', next)).toHaveLength(1);
  });

  it('keeps the settings to their owner and refuses a bad value naming the field', async () => {
    expect((await t.call('guest', 'GET', '/api/Auth/mail-settings')).statusCode).toBe(401);
    const guestPut = await t.call('guest', 'PUT', '/api/Auth/mail-settings', { priceDropMails: false });
    expect(guestPut.statusCode).toBe(401);
    const bad = await t.call('admin', 'PUT', '/api/Auth/mail-settings', { priceDropMails: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('priceDropMails');
  });
});
