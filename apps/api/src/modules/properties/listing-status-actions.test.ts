import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishStatus } from '@sakhli/shared/enums';
import { properties } from '../../db/schema/index';
import { createListingTestContext, type Account, type ListingTestContext } from './testing/listing-test-kit';

type Action = 'deactivate' | 'activate' | 'publish' | 'archive';
/** [status before, action, who, HTTP status, status after] per SPEC.md section 4. */
type Case = [PublishStatus, Action, Account, number, PublishStatus];

const managerCases = (who: Account): Case[] => [
  ['Active', 'deactivate', who, 200, 'Inactive'],
  ['Active', 'archive', who, 200, 'Archived'],
  ['Active', 'activate', who, 409, 'Active'],
  ['Active', 'publish', who, 409, 'Active'],
  ['Inactive', 'activate', who, 200, 'Active'],
  ['Inactive', 'archive', who, 200, 'Archived'],
  ['Inactive', 'deactivate', who, 409, 'Inactive'],
  ['Inactive', 'publish', who, 409, 'Inactive'],
  ['Pending', 'archive', who, 200, 'Archived'],
  ['Pending', 'activate', who, 409, 'Pending'],
  ['Pending', 'deactivate', who, 409, 'Pending'],
  ['Archived', 'activate', who, 409, 'Archived'],
  ['Archived', 'deactivate', who, 409, 'Archived'],
  ['Archived', 'publish', who, 409, 'Archived'],
  ['Archived', 'archive', who, 409, 'Archived'],
];

const CASES: Case[] = [
  ...managerCases('owner'),
  ['Pending', 'publish', 'owner', 403, 'Pending'],
  ...managerCases('moderator'),
  ['Pending', 'publish', 'moderator', 200, 'Active'],
  ...managerCases('admin'),
  ['Pending', 'publish', 'admin', 200, 'Active'],
];

describe('status actions: the table of SPEC.md section 4 per role', () => {
  let t: ListingTestContext;
  let id: number;

  beforeAll(async () => {
    t = await createListingTestContext();
    id = (await t.createListing('owner')).id;
  });
  afterAll(() => t.close());

  const statusOf = async (listingId: number) =>
    (await t.db.select().from(properties).where(eq(properties.id, listingId)))[0]!;

  it.each(CASES)('%s → %s by %s answers %i and leaves it %s', async (before, action, who, code, after) => {
    await t.setStatus(id, before);
    const response = await t.call(who, 'POST', `/api/Property/${id}/${action}`);
    expect(response.statusCode, response.body).toBe(code);
    if (code === 200) expect(response.json()).toBe(true);
    if (code === 409 && before === 'Archived') {
      expect(response.json()).toMatchObject({
        code: 'PROPERTY_ARCHIVED',
        message: 'This property has been archived and cannot be modified.',
      });
    }
    if (code === 403) expect(response.json()).toMatchObject({ code: 'MODERATOR_REQUIRED' });
    expect((await statusOf(id)).publishStatus).toBe(after);
  });

  it('refuses to edit an archived listing with 409, for the owner and an admin alike', async () => {
    await t.setStatus(id, 'Archived');
    const photos = (await t.snapshot(id)).photos.map((photo) => photo.id);
    for (const who of ['owner', 'admin'] as const) {
      const response = await t.call(who, 'PUT', `/api/Property/${id}`, t.payload(photos, { price: 1 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_ARCHIVED' });
    }
    expect((await statusOf(id)).priceUsd).toBe(150_000);
  });

  it('renews the expiry date on activate and publish, and keeps it on deactivate', async () => {
    const past = new Date('2026-01-01T00:00:00Z');
    await t.db
      .update(properties)
      .set({ publishStatus: 'Inactive', expiryDate: past })
      .where(eq(properties.id, id));
    await t.call('owner', 'POST', `/api/Property/${id}/activate`);
    const renewed = (await statusOf(id)).expiryDate!;
    expect(renewed.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    await t.call('owner', 'POST', `/api/Property/${id}/deactivate`);
    expect((await statusOf(id)).expiryDate).toEqual(renewed);
  });

  it('lets exactly one of two concurrent actions win', async () => {
    await t.setStatus(id, 'Active');
    const answers = await Promise.all([
      t.call('owner', 'POST', `/api/Property/${id}/deactivate`),
      t.call('moderator', 'POST', `/api/Property/${id}/deactivate`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for a missing listing and 400 for an id that is not one', async () => {
    expect((await t.call('owner', 'POST', '/api/Property/999999/archive')).statusCode).toBe(404);
    const bad = await t.call('owner', 'POST', '/api/Property/abc/archive');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { id: ['Must be a listing id'] } });
  });
});
