import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import type { ListingStatistics } from '@sakhli/shared/schemas/statistics';
import { propertyInterestDays } from '../../db/schema/index';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';
import { createStatisticsService } from './statistics.service';

const INQUIRY = { name: 'Nino', email: 'nino@example.ge', phone: '+995555123456', message: 'Still free?' };

/** The owner's statistics (decision 041): 30 Tbilisi days from the daily counts, zeros filled. */
describe('GET /api/Property/{id}/statistics', () => {
  let t: ListingTestContext;
  let listing: Property;

  beforeAll(async () => {
    t = await createListingTestContext();
    listing = await t.createListing('owner');
    await t.setStatus(listing.id, 'Active');
  });
  afterAll(() => t.close());

  const statistics = async (id: number, actor: Parameters<ListingTestContext['call']>[0] = 'owner') =>
    t.call(actor, 'GET', `/api/Property/${id}/statistics`);
  const visit = (path: string, client: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url: path, remoteAddress: client, ...(payload ? { payload } : {}) });

  it("counts today's views, phone reveals, messenger clicks, inquiries and new favourites", async () => {
    const id = listing.id;
    await visit(`/api/Property/${id}`, '10.2.0.1');
    await visit(`/api/Property/${id}`, '10.2.0.2');
    await visit(`/api/Property/${id}`, '10.2.0.2');
    await visit(`/api/Property/${id}/contact`, '10.2.0.1', 'POST', { channel: 'phone' });
    await visit(`/api/Property/${id}/contact`, '10.2.0.1', 'POST', { channel: 'whatsapp' });
    await visit(`/api/Property/${id}/contact`, '10.2.0.2', 'POST', { channel: 'viber' });
    expect((await visit(`/api/Property/${id}/inquiry`, '10.2.0.3', 'POST', INQUIRY)).statusCode).toBe(200);
    expect((await t.call('other', 'POST', '/api/Favorite', { propertyId: id })).statusCode).toBe(201);
    // Saving it again, and the owner saving their own listing, are no new interest.
    expect((await t.call('other', 'POST', '/api/Favorite', { propertyId: id })).statusCode).toBe(200);
    expect((await t.call('owner', 'POST', '/api/Favorite', { propertyId: id })).statusCode).toBe(201);

    const response = await statistics(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<ListingStatistics>();
    expect(body.days).toHaveLength(30);
    const today = tbilisiDay(new Date());
    expect(body.days.at(-1)).toEqual({
      day: today,
      views: 2,
      phoneReveals: 1,
      messengerClicks: 2,
      inquiries: 1,
      favorites: 1,
    });
    expect(body.days[0]!.day < today).toBe(true);
    expect(body.days.slice(0, -1).every((day) => day.views + day.favorites === 0)).toBe(true);
    expect(body.totals).toEqual({
      views: 2,
      phoneReveals: 1,
      messengerClicks: 2,
      inquiries: 1,
      favorites: 1,
    });
  });

  it('shows an Admin the statistics of any listing', async () => {
    const response = await statistics(listing.id, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json<ListingStatistics>().totals.views).toBe(2);
  });

  it('answers 401 to a guest, 403 to another user and a moderator, 404 where the listing is hidden', async () => {
    expect((await statistics(listing.id, 'guest')).statusCode).toBe(401);
    for (const actor of ['other', 'moderator'] as const) {
      const response = await statistics(listing.id, actor);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('PROPERTY_NOT_OWNED');
    }
    const pending = await t.createListing('owner');
    await t.setStatus(pending.id, 'Pending');
    expect((await statistics(pending.id, 'other')).statusCode).toBe(404);
    expect((await statistics(pending.id, 'owner')).statusCode).toBe(200);
    expect((await statistics(999_999)).statusCode).toBe(404);
    const bad = await statistics(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/"id"/);
  });

  it('leaves out counts older than 30 days, and prunes them once a day', async () => {
    await t.db
      .insert(propertyInterestDays)
      .values([{ propertyId: listing.id, day: '2020-01-01', inquiries: 5, favorites: 5 }]);
    expect((await statistics(listing.id)).json<ListingStatistics>().totals.inquiries).toBe(1);
    expect(await createStatisticsService(t.db).prune()).toBe(1);
    const kept = await t.db
      .select()
      .from(propertyInterestDays)
      .where(eq(propertyInterestDays.propertyId, listing.id));
    expect(kept.map((row) => row.day)).toEqual([tbilisiDay(new Date())]);
  });

  it("prunes, at the daily schedule's run, only the days before the oldest one the statistics show", async () => {
    const shown = async () => (await statistics(listing.id)).json<ListingStatistics>();
    const oldestShown = (await shown()).days[0]!.day;
    const dayBefore = new Date(Date.parse(`${oldestShown}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.insert(propertyInterestDays).values([
      { propertyId: listing.id, day: oldestShown, inquiries: 3, favorites: 2 },
      { propertyId: listing.id, day: dayBefore, inquiries: 7, favorites: 7 },
    ]);
    const before = await shown();
    expect(before.days[0]).toMatchObject({ day: oldestShown, inquiries: 3, favorites: 2 });
    expect(before.totals).toMatchObject({ inquiries: 4, favorites: 3 });

    await t.app.jobs.enqueue('interest-pruning', {});
    await t.app.jobs.drain();
    const kept = await t.db
      .select({ day: propertyInterestDays.day })
      .from(propertyInterestDays)
      .where(eq(propertyInterestDays.propertyId, listing.id))
      .orderBy(propertyInterestDays.day);
    expect(kept.map((row) => row.day)).toEqual([oldestShown, tbilisiDay(new Date())]);
    // What the owner sees is what it was: nothing shown was pruned.
    expect(await shown()).toEqual(before);
  });
});
