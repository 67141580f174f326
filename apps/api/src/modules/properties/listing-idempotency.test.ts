import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { idempotencyKeys, properties } from '../../db/schema/index';
import { createListingTestContext, type Account, type ListingTestContext } from './testing/listing-test-kit';

/** CONTRACT.md section 3: a retry with the same Idempotency-Key returns the first listing, never a second. */
describe('POST /api/Property with an Idempotency-Key', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  const listingsOf = async (account: Account) =>
    (
      await t.db.select({ total: count() }).from(properties).where(eq(properties.userId, t.users[account].id))
    )[0]!.total;

  const create = (account: Account, body: Record<string, unknown>, key: string) =>
    t.call(account, 'POST', '/api/Property', body, { 'idempotency-key': key });

  it('answers a retry with the listing the first call created', async () => {
    const before = await listingsOf('owner');
    const key = randomUUID();
    const body = t.payload(await t.uploadPhotos('owner', 2));
    const first = await create('owner', body, key);
    const retry = await create('owner', body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json<Property>().id).toBe(first.json<Property>().id);
    expect(retry.json<Property>().code).toBe(first.json<Property>().code);
    expect(await listingsOf('owner')).toBe(before + 1);
  });

  it('creates one listing from concurrent retries with the same key', async () => {
    const before = await listingsOf('owner');
    const key = randomUUID();
    const body = t.payload(await t.uploadPhotos('owner', 2));
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('owner', body, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json<Property>().id));
    expect(ids.size).toBe(1);
    expect(await listingsOf('owner')).toBe(before + 1);
  });

  it('keeps keys apart per user: the same key by two users makes two listings', async () => {
    const key = randomUUID();
    const mine = await create('owner', t.payload(await t.uploadPhotos('owner', 1)), key);
    const theirs = await create('other', t.payload(await t.uploadPhotos('other', 1)), key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Property>().id).not.toBe(mine.json<Property>().id);
    expect(theirs.json<Property>().userId).toBe(t.users.other.id);
  });

  it('makes a new listing for a new key, and without a key every call', async () => {
    const before = await listingsOf('owner');
    await create('owner', t.payload(await t.uploadPhotos('owner', 1)), randomUUID());
    await create('owner', t.payload(await t.uploadPhotos('owner', 1)), randomUUID());
    await t.call('owner', 'POST', '/api/Property', t.payload(await t.uploadPhotos('owner', 1)));
    expect(await listingsOf('owner')).toBe(before + 3);
  });

  it('does not spend a key on a refused request: the corrected retry creates the listing', async () => {
    const key = randomUUID();
    const photos = await t.uploadPhotos('owner', 1);
    const refused = await create('owner', t.payload(photos, { location: { districtId: 999_999 } }), key);
    expect(refused.statusCode).toBe(400);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toBeUndefined();
    const corrected = await create('owner', t.payload(photos), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
  });
});
