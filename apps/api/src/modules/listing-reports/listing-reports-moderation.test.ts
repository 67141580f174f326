import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueue } from '@sakhli/shared/schemas/moderation';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { listingReports, properties, savedSearchHits } from '../../db/schema/index';
import {
  ACCOUNTS,
  createListingTestContext,
  type Account,
  type ListingTestContext,
} from '../properties/testing/listing-test-kit';

/** Decision 037: three reporters hide a listing; the moderation queue groups reports; dismiss or archive. */
describe('reports in moderation', () => {
  let t: ListingTestContext;

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'auto', APP_URL: 'https://sakhli.test' });
  });
  afterAll(() => t.close());

  const report = async (account: Account, id: number, reason = 'Fraud', details?: string) => {
    const response = await t.call(account, 'POST', `/api/Property/${id}/report`, { reason, details });
    expect(response.statusCode, response.body).toBe(201);
  };
  const holdByThree = async (id: number) => {
    await report('other', id, 'Fraud', 'Asked for a deposit before any viewing');
    await report('moderator', id, 'Fraud');
    await report('admin', id, 'Duplicate');
  };
  const queueItem = async (id: number) => {
    const response = await t.call('moderator', 'GET', '/api/moderation/queue?pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationQueue>().items.find((item) => item.id === id);
  };
  const searchIds = async () => {
    const response = await t.call(
      'guest',
      'GET',
      '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment',
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyChunk>().items.map((item) => item.id);
  };
  const ownView = async (id: number) =>
    (await t.call('owner', 'GET', `/api/Property/${id}`)).json<Property>();
  const dismiss = (account: Account | 'guest', id: number) =>
    t.call(account, 'POST', `/api/moderation/${id}/dismiss-reports`);

  it('shows a reported listing that is still live in the queue, with its reports', async () => {
    const listing = await t.createListing('owner');
    await report('other', listing.id, 'AlreadySold', 'Sold last week, the owner told me');
    const item = await queueItem(listing.id);
    expect(item).toMatchObject({
      publishStatus: 'Active',
      reports: {
        count: 1,
        isHeld: false,
        reasons: [{ reason: 'AlreadySold', count: 1 }],
        entries: [
          {
            reason: 'AlreadySold',
            details: 'Sold last week, the owner told me',
            reporter: { id: t.users.other.id, email: ACCOUNTS.other, displayName: 'other' },
          },
        ],
      },
    });
    expect(await searchIds()).toContain(listing.id);
  });

  it('keeps the queue and dismissal to moderators and admins', async () => {
    const listing = await t.createListing('owner');
    await report('other', listing.id);
    expect((await t.call('other', 'GET', '/api/moderation/queue')).statusCode).toBe(403);
    expect((await t.call('guest', 'GET', '/api/moderation/queue')).statusCode).toBe(401);
    expect((await dismiss('owner', listing.id)).statusCode).toBe(403);
    expect((await dismiss('guest', listing.id)).statusCode).toBe(401);
    expect((await queueItem(listing.id))?.reports?.count).toBe(1);
  });

  it('hides a listing from search at the third reporter and brings it back on dismissal', async () => {
    const listing = await t.createListing('owner');
    const { listing: before } = await t.snapshot(listing.id);
    await report('other', listing.id);
    await report('moderator', listing.id);
    expect(await searchIds()).toContain(listing.id);
    await report('admin', listing.id, 'Duplicate');

    expect(await searchIds()).not.toContain(listing.id);
    expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(404);
    expect(await ownView(listing.id)).toMatchObject({ publishStatus: 'Pending', isHeldByReports: true });
    const mine = await t.call('owner', 'GET', `/api/Property/my-properties?code=${listing.code}`);
    expect(mine.json<Property[]>()[0]).toMatchObject({ isHeldByReports: true });
    expect((await queueItem(listing.id))?.reports).toMatchObject({
      count: 3,
      isHeld: true,
      reasons: [
        { reason: 'Fraud', count: 2 },
        { reason: 'Duplicate', count: 1 },
      ],
    });

    // The owner's edit does not put it back under REVIEW_MODE auto: only a moderator decides.
    const photos = await t.uploadPhotos('owner', 2);
    const edit = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(photos, { price: 140_000 }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ publishStatus: 'Pending', isHeldByReports: true });

    const answer = await dismiss('moderator', listing.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe(true);
    expect(await searchIds()).toContain(listing.id);
    expect(await ownView(listing.id)).toMatchObject({ publishStatus: 'Active', isHeldByReports: false });
    expect(await queueItem(listing.id)).toBeUndefined();
    const { listing: after } = await t.snapshot(listing.id);
    expect(after!.expiryDate!.getTime()).toBeGreaterThanOrEqual(before!.expiryDate!.getTime());

    // Dismissed reporters cannot report again; a new reporter starts a new count.
    const again = await t.call('other', 'POST', `/api/Property/${listing.id}/report`, { reason: 'Fraud' });
    expect(again.statusCode).toBe(409);
    const newcomer = (await t.signUp('newcomer@listings.test')).accessToken!;
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/Property/${listing.id}/report`,
      payload: { reason: 'Offensive' },
      headers: { authorization: `Bearer ${newcomer}` },
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((await queueItem(listing.id))?.reports).toMatchObject({ count: 1, isHeld: false });
  });

  it('announces a held listing put back by a dismissal to the saved searches it matches', async () => {
    const listing = await t.createListing('owner');
    await t.app.jobs.drain();
    await holdByThree(listing.id);
    // Saved while the listing is held: only its coming back can tell these searches of it.
    const save = async (city: string) => {
      const response = await t.call('other', 'POST', '/api/SavedSearch', {
        name: city,
        city,
        listingType: 'Sale',
        propertyType: 'Apartment',
        frequency: 'instant',
        filter: {},
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<SavedSearch>().id;
    };
    const matching = await save('Tbilisi');
    const elsewhere = await save('Batumi');
    const hitsOf = async (savedSearchId: number) =>
      (await t.db.select().from(savedSearchHits).where(eq(savedSearchHits.savedSearchId, savedSearchId)))
        .map((hit) => hit.propertyId)
        .filter((id) => id === listing.id);
    await t.app.jobs.drain();
    expect(await hitsOf(matching)).toEqual([]);

    expect((await dismiss('moderator', listing.id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await hitsOf(matching)).toEqual([listing.id]);
    expect(await hitsOf(elsewhere)).toEqual([]);
  });

  it('refuses to dismiss what has no open reports (409) or does not exist (404)', async () => {
    const listing = await t.createListing('owner');
    const none = await dismiss('moderator', listing.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_OPEN_REPORTS' });
    expect((await dismiss('admin', 999_999)).statusCode).toBe(404);
  });

  it('archives a reported listing with a reason: the owner is mailed and the reports are closed', async () => {
    const listing = await t.createListing('owner');
    await holdByThree(listing.id);
    const mailsBefore = t.inbox.mailsTo(ACCOUNTS.owner).length;
    const reason = 'The photos belong to another flat';
    const answer = await t.call('moderator', 'POST', `/api/moderation/${listing.id}/reject`, { reason });
    expect(answer.statusCode, answer.body).toBe(200);

    expect(await ownView(listing.id)).toMatchObject({
      publishStatus: 'Archived',
      rejectionReason: reason,
      isHeldByReports: false,
    });
    expect(await queueItem(listing.id)).toBeUndefined();
    const mail = await t.inbox.waitForMail(ACCOUNTS.owner, { skip: mailsBefore });
    // The owner's language (Georgian by default); the mail says the listing was reported.
    expect(mail.subject).toContain(`№${listing.code}`);
    expect(mail.text).toContain('მომხმარებლების საჩივრების');
    expect(mail.text).toContain(`მიზეზი: ${reason}`);
    const closed = await t.db.select().from(listingReports).where(eq(listingReports.propertyId, listing.id));
    expect(closed.map((row) => [row.resolution, row.resolvedBy])).toEqual(
      Array.from({ length: 3 }, () => ['Archived', t.users.moderator.id]),
    );
  });

  it('holds exactly once when three reporters report at the same moment', async () => {
    const listing = await t.createListing('owner');
    const answers = await Promise.all(
      (['other', 'moderator', 'admin'] as const).map((account) =>
        t.call(account, 'POST', `/api/Property/${listing.id}/report`, { reason: 'Fraud' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ publishStatus: 'Pending', reportsHeldAt: expect.any(Date) as unknown });
    expect(await searchIds()).not.toContain(listing.id);
  });
});
