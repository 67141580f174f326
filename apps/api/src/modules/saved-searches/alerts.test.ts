import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { savedSearchHits, savedSearches, users } from '../../db/schema/index';
import {
  createListingTestContext,
  type Account,
  type ListingTestContext,
} from '../properties/testing/listing-test-kit';

const APP_URL = 'http://localhost:3000';

/**
 * Alerts end to end: listings published through the API, matched in the job queue, mailed through the
 * outbox to a real SMTP server. `other` (English) alerts instantly, `admin` (Russian) once a day,
 * `moderator` has not confirmed their address.
 */
describe('saved-search alerts', () => {
  let t: ListingTestContext;
  const email = (account: Account) => `${account}@listings.test`;

  const save = async (account: Account, body: Record<string, unknown>) => {
    const response = await t.call(account, 'POST', '/api/SavedSearch', {
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
      frequency: 'instant',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedSearch>();
  };
  const read = async (account: Account, id: number) =>
    (await t.call(account, 'GET', `/api/SavedSearch/${id}`)).json<SavedSearch>();
  const hitsOf = (savedSearchId: number) =>
    t.db.select().from(savedSearchHits).where(eq(savedSearchHits.savedSearchId, savedSearchId));
  /** Publishes a Vake apartment for sale (REVIEW_MODE auto: Active at once) and runs the queue. */
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const listing = await t.createListing('owner', overrides);
    expect(listing.publishStatus).toBe('Active');
    await t.app.jobs.drain();
    return listing;
  };
  /** Fifteen minutes pass for search `id`: its last alert is older, its deferred run is due. */
  const windowPasses = async (id: number) => {
    await t.db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(savedSearches.id, id));
    await t.context.database.executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'saved-search-alert' AND state = 'created'`,
    );
    await t.app.jobs.drain();
  };

  let instant: SavedSearch,
    daily: SavedSearch,
    off: SavedSearch,
    elsewhere: SavedSearch,
    unconfirmed: SavedSearch;
  let first: Property;

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'auto', APP_URL });
    for (const [account, language] of [
      ['other', 'en'],
      ['admin', 'ru'],
    ] as const) {
      await t.db
        .update(users)
        .set({ emailConfirmed: true, language })
        .where(eq(users.email, email(account)));
    }
    const vake = t.districts.vakeId;
    instant = await save('other', {
      name: 'Vake, 2+ rooms',
      filter: { districtId: vake, minRooms: 2, maxPrice: 200_000, currency: 'USD' },
    });
    daily = await save('admin', {
      name: 'Ваке до 500 000 лари',
      filter: { districtId: vake, maxPrice: 500_000, currency: 'GEL' },
      frequency: 'daily',
    });
    off = await save('other', { name: 'Quiet', filter: { minSize: 50 }, frequency: 'off' });
    elsewhere = await save('other', { name: 'Saburtalo', filter: { districtId: t.districts.saburtaloId } });
    unconfirmed = await save('moderator', { name: 'Unconfirmed', filter: {} });
    first = await publish();
  });
  afterAll(() => t.close());

  it("mails an instant search's first match in the owner's language, with the listing's facts and links", async () => {
    const mail = await t.inbox.waitForMail(email('other'));
    expect(mail.subject).toBe('New listings for “Vake, 2+ rooms”: 1');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('New listings match your saved search “Vake, 2+ rooms”:');
    expect(text).toContain('3-room apartment for sale, 75 m²');
    expect(text).toContain('$150,000 (₾405,000)');
    expect(text).toContain('Rooms: 3 · Size: 75 m²');
    expect(text).toContain('12 Chavchavadze Avenue, Vake, Tbilisi');
    expect(text).toContain(`${APP_URL}/property/${first.id}?lang=en`);
    expect(text).toContain(`Manage alerts: ${APP_URL}/dashboard/saved-searches`);
    const cover = new URL(first.propertyPhotos[0]!.originalUrl, APP_URL).toString();
    expect(mail.html).toContain(`<img src="${cover}"`);
    // RFC 8058: a one-click address of our own, the same as the mail's own "turn off" link.
    const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${APP_URL}/unsubscribe/[\\w-]+\\.[\\w-]+$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(`Turn these alerts off: ${unsubscribe}`);
  });

  it('records the match for every search whose rules it meets, and only those', async () => {
    for (const search of [instant, daily, off, unconfirmed]) {
      expect(
        (await hitsOf(search.id)).map((hit) => hit.propertyId),
        search.name,
      ).toEqual([first.id]);
    }
    expect(await hitsOf(elsewhere.id)).toEqual([]);
    // `off` counts the match as new, but mails nothing; nor is an unconfirmed address mailed.
    expect((await read('other', off.id)).newCount).toBe(1);
    expect(t.inbox.mailsTo(email('other'))).toHaveLength(1);
    expect(t.inbox.mailsTo(email('moderator'))).toHaveLength(0);
    expect(t.inbox.mailsTo(email('admin'))).toHaveLength(0);
  });

  it('never alerts a listing twice to one search, even when it goes live again', async () => {
    expect((await t.call('owner', 'POST', `/api/Property/${first.id}/deactivate`)).statusCode).toBe(200);
    expect((await t.call('owner', 'POST', `/api/Property/${first.id}/activate`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    await windowPasses(instant.id);
    expect(await hitsOf(instant.id)).toHaveLength(1);
    expect(t.inbox.mailsTo(email('other'))).toHaveLength(1);
  });

  it('batches later matches into one mail per search per 15 minutes', async () => {
    await t.db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date() })
      .where(eq(savedSearches.id, instant.id));
    const second = await publish({ price: 140_000 });
    const third = await publish({ price: 130_000, rooms: 2 });
    expect(t.inbox.mailsTo(email('other'))).toHaveLength(1);

    await windowPasses(instant.id);
    const mail = await t.inbox.waitForMail(email('other'), { skip: 1 });
    expect(mail.subject).toBe('New listings for “Vake, 2+ rooms”: 2');
    expect(mail.text).toContain(`/property/${second.id}?lang=en`);
    expect(mail.text).toContain(`/property/${third.id}?lang=en`);
    expect(mail.text).not.toContain(`/property/${first.id}?`);
    await windowPasses(instant.id);
    expect(t.inbox.mailsTo(email('other'))).toHaveLength(2);
  });

  it('sends the daily digest at 09:00 Tbilisi time, in Russian, with every match of the day once', async () => {
    const [schedule] = (
      await t.context.database.executeSql(
        `SELECT cron, timezone FROM pgboss.schedule WHERE name = 'saved-search-digest'`,
      )
    ).rows;
    expect(schedule).toEqual({ cron: '0 9 * * *', timezone: 'Asia/Tbilisi' });
    expect(t.inbox.mailsTo(email('admin'))).toHaveLength(0);

    await t.app.jobs.enqueue('saved-search-digest', {});
    await t.app.jobs.drain();
    const mail = await t.inbox.waitForMail(email('admin'));
    expect(mail.subject).toBe('Новые объявления по поиску «Ваке до 500 000 лари»: 3');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'За последние сутки по вашему сохранённому поиску «Ваке до 500 000 лари» появились объявления:',
    );
    expect(text).toContain('Комнат: 3 · Площадь: 75 м²');
    expect(text).toContain(`${APP_URL}/property/${first.id}?lang=ru`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await t.app.jobs.enqueue('saved-search-digest', {});
    await t.app.jobs.drain();
    expect(t.inbox.mailsTo(email('admin'))).toHaveLength(1);
  });

  it('matches a listing a moderator approves and one its owner reactivates', async () => {
    const pending = await t.createListing('owner', { price: 99_000 });
    const reactivated = await t.createListing('owner', { price: 98_000 });
    await t.app.jobs.drain();
    const later = await save('other', { name: 'Later', filter: { maxPrice: 99_500 }, frequency: 'off' });
    await t.setStatus(pending.id, 'Pending');
    await t.setStatus(reactivated.id, 'Inactive');

    expect((await t.call('moderator', 'POST', `/api/moderation/${pending.id}/approve`)).statusCode).toBe(200);
    expect((await t.call('owner', 'POST', `/api/Property/${reactivated.id}/activate`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const matched = (await hitsOf(later.id)).map((hit) => hit.propertyId).sort((a, b) => a - b);
    expect(matched).toEqual([pending.id, reactivated.id].sort((a, b) => a - b));
    expect((await read('other', later.id)).newCount).toBe(2);
    const opened = await t.call('other', 'POST', `/api/SavedSearch/${later.id}/opened`);
    expect(opened.json<SavedSearch>().newCount).toBe(0);
  });

  it('one-click unsubscribe turns the search off (it stays listed) and stops the next mail', async () => {
    await windowPasses(instant.id);
    const mailed = t.inbox.mailsTo(email('other')).length;
    const [mail] = t.inbox.mailsTo(email('other'));
    const link = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')![1]!;
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', found: true });
    expect((await read('other', instant.id)).frequency).toBe('off');

    const next = await publish({ price: 120_000 });
    await windowPasses(instant.id);
    expect(t.inbox.mailsTo(email('other'))).toHaveLength(mailed);
    const [hit] = await t.db
      .select()
      .from(savedSearchHits)
      .where(and(eq(savedSearchHits.savedSearchId, instant.id), eq(savedSearchHits.propertyId, next.id)));
    expect(hit?.notifiedAt).not.toBeNull();
  });

  it('answers found: false to the link of a search deleted since the mail', async () => {
    const [mail] = t.inbox.mailsTo(email('other'));
    const link = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')![1]!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/SavedSearch/${instant.id}`,
      headers: { authorization: `Bearer ${t.users.other.token}` },
    });
    const token = new URL(link).pathname.split('/').pop()!;
    const response = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', found: false });
  });
});
