import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, type ModerationQueue } from '@sakhli/shared/schemas/moderation';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties, users } from '../../db/schema/index';
import {
  ACCOUNTS,
  createListingTestContext,
  type Account,
  type ListingTestContext,
} from '../properties/testing/listing-test-kit';

/** CONTRACT.md section 4: the queue of Pending listings, approve = publish, reject = archive with a reason. */
describe('moderation API', () => {
  let t: ListingTestContext;
  let pending: Property[];

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'manual', APP_URL: 'https://sakhli.test' });
    await t.db.update(users).set({ displayName: 'Nino' }).where(eq(users.id, t.users.owner.id));
    pending = [];
    for (const account of ['owner', 'other', 'owner'] as const) pending.push(await t.createListing(account));
    const live = await t.createListing('owner');
    await t.call('moderator', 'POST', `/api/moderation/${live.id}/approve`);
  });
  afterAll(() => t.close());

  const queue = async (query = '') => {
    const response = await t.call('moderator', 'GET', `/api/moderation/queue${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationQueue>();
  };
  const setLanguage = (account: Account, language: string) =>
    t.db.update(users).set({ language }).where(eq(users.id, t.users[account].id));

  it('lists the Pending listings oldest first, with photos, owner and photo progress', async () => {
    const answer = await queue();
    expect(answer).toMatchObject({ totalCount: 3, totalPages: 1, pageSize: 15, page: 1 });
    expect(answer.items.map((item) => item.id)).toEqual(pending.map((listing) => listing.id));
    expect(answer.items[0]).toMatchObject({
      publishStatus: 'Pending',
      owner: { id: t.users.owner.id, email: ACCOUNTS.owner, displayName: 'Nino' },
      photoCount: 2,
      processedPhotoCount: 2,
      hideCadastralCode: false,
    });
    expect(answer.items[0]!.propertyPhotos).toHaveLength(2);
    // Without a display name, the local part of the e-mail.
    expect(answer.items[1]!.owner.displayName).toBe('other');
  });

  it('pages the queue and bounds the page size', async () => {
    const second = await queue('?page=2&pageSize=1');
    expect(second).toMatchObject({ totalCount: 3, totalPages: 3, pageSize: 1, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([pending[1]!.id]);
    const tooMany = await t.call('moderator', 'GET', '/api/moderation/queue?pageSize=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ errors: { pageSize: expect.any(Array) as unknown } });
  });

  it('approves: the listing goes live with a fresh expiry date and leaves the queue', async () => {
    const [first] = pending;
    const answer = await t.call('moderator', 'POST', `/api/moderation/${first!.id}/approve`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe(true);
    const detail = await t.call('guest', 'GET', `/api/Property/${first!.id}`);
    expect(detail.json()).toMatchObject({ publishStatus: 'Active' });
    expect((await queue()).items.map((item) => item.id)).not.toContain(first!.id);
    const again = await t.call('admin', 'POST', `/api/moderation/${first!.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect((await t.call('admin', 'POST', '/api/moderation/999999/approve')).statusCode).toBe(404);
  });

  it.each([
    [{}, MODERATION_MESSAGES.reasonRequired],
    [{ reason: '   ' }, MODERATION_MESSAGES.reasonRequired],
    [{ reason: 'x'.repeat(1001) }, MODERATION_MESSAGES.reasonTooLong],
  ])('refuses a rejection without a proper reason (%o)', async (body, message) => {
    const response = await t.call('moderator', 'POST', `/api/moderation/${pending[1]!.id}/reject`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { reason: [message] } });
    expect((await t.snapshot(pending[1]!.id)).listing?.publishStatus).toBe('Pending');
  });

  it.each([
    ['ru', 'Объявление №', 'Причина: Фото другой квартиры', 'Открыть объявление'],
    ['en', 'Your listing #', 'Reason: Фото другой квартиры', 'View the listing'],
    ['ka', 'განცხადება №', 'მიზეზი: Фото другой квартиры', 'განცხადების ნახვა'],
  ])(
    'rejects: archived with the reason, shown to the owner and mailed in their language (%s)',
    async (language, subject, reasonLine, button) => {
      await setLanguage('other', language);
      const listing = await t.createListing('other');
      const mailsBefore = t.inbox.mailsTo(ACCOUNTS.other).length;
      const reason = 'Фото другой квартиры';
      const answer = await t.call('admin', 'POST', `/api/moderation/${listing.id}/reject`, {
        reason: ` ${reason} `,
      });
      expect(answer.json()).toBe(true);

      const own = await t.call('other', 'GET', `/api/Property/${listing.id}`);
      expect(own.json()).toMatchObject({ publishStatus: 'Archived', rejectionReason: reason });
      const mine = await t.call('other', 'GET', `/api/Property/my-properties?code=${listing.code}`);
      expect(mine.json<Property[]>()[0]).toMatchObject({ rejectionReason: reason });
      expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(404);

      const mail = await t.inbox.waitForMail(ACCOUNTS.other, { skip: mailsBefore });
      expect(mail.subject).toContain(`${subject}${listing.code}`);
      expect(mail.text).toContain(reasonLine);
      expect(mail.text).toContain(button);
      expect(mail.text).toContain(`https://sakhli.test/property/${listing.id}`);
      expect(mail.html).toContain(`lang="${language}"`);
    },
  );

  it('keeps a rejected listing archived: no edit, no action, no second rejection', async () => {
    const listing = await t.createListing('owner');
    await t.call('moderator', 'POST', `/api/moderation/${listing.id}/reject`, {
      reason: 'Duplicate listing',
    });
    const photos = listing.propertyPhotos.map((photo) => photo.id);
    const edit = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photos));
    expect(edit.statusCode).toBe(409);
    expect((await t.call('owner', 'POST', `/api/Property/${listing.id}/activate`)).statusCode).toBe(409);
    const again = await t.call('moderator', 'POST', `/api/moderation/${listing.id}/reject`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ publishStatus: 'Archived', rejectionReason: 'Duplicate listing' });
  });

  it('can take down a live listing with a reason', async () => {
    const listing = await t.createListing('owner');
    await t.call('moderator', 'POST', `/api/moderation/${listing.id}/approve`);
    const answer = await t.call('moderator', 'POST', `/api/moderation/${listing.id}/reject`, {
      reason: 'Sold long ago',
    });
    expect(answer.statusCode).toBe(200);
    expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(404);
  });
});
