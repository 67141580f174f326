import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { idempotencyKeys, properties } from '../../db/schema/index';
import { createListingModule } from './listing.module';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('listing expiry', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const expireAt = (id: number, expiryDate: Date) =>
    t.db.update(properties).set({ expiryDate }).where(eq(properties.id, id));
  const yesterday = () => new Date(Date.now() - DAY_MS);

  it('the sweep turns expired Active listings Inactive and nothing else', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const sweep = createListingModule({
      db: t.db,
      storage: t.context.storage,
      config: { reviewMode: 'auto' },
      log: silentLog,
      goingLive: { enqueue: () => Promise.resolve(), wake: () => undefined },
      now: () => now,
    });
    const [expired, due, live, pending, inactive] = await Promise.all(
      Array.from({ length: 5 }, () => t.createListing('owner')),
    );
    await expireAt(expired!.id, new Date('2030-05-01T00:00:00Z'));
    await expireAt(due!.id, now);
    await expireAt(live!.id, new Date('2030-06-01T12:00:01Z'));
    await t.db
      .update(properties)
      .set({ publishStatus: 'Pending', expiryDate: new Date('2030-01-01') })
      .where(eq(properties.id, pending!.id));
    await t.db
      .update(properties)
      .set({ publishStatus: 'Inactive', expiryDate: new Date('2030-01-01') })
      .where(eq(properties.id, inactive!.id));

    expect(await sweep.actions.expireDue()).toBe(2);

    const rows = await t.db
      .select({ id: properties.id, status: properties.publishStatus })
      .from(properties)
      .where(inArray(properties.id, [expired!.id, due!.id, live!.id, pending!.id, inactive!.id]));
    const statusOf = (id: number) => rows.find((row) => row.id === id)?.status;
    expect(statusOf(expired!.id)).toBe('Inactive');
    expect(statusOf(due!.id)).toBe('Inactive');
    expect(statusOf(live!.id)).toBe('Active');
    expect(statusOf(pending!.id)).toBe('Pending');
    expect(statusOf(inactive!.id)).toBe('Inactive');
    // Idempotency keys are forgotten a day after.
    await t.db
      .insert(idempotencyKeys)
      .values({ userId: t.users.owner.id, key: 'old', createdAt: new Date('2030-05-30') });
    await sweep.actions.expireDue();
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old'))).toEqual([]);
  });

  it('runs the sweep as the listing-expiry schedule of the job queue', async () => {
    const listing = await t.createListing('owner');
    await expireAt(listing.id, yesterday());
    await t.context.app.jobs.enqueue('listing-expiry', {});
    await t.context.app.jobs.drain();
    expect((await rowOf(listing.id)).publishStatus).toBe('Inactive');
  });

  it('expires a listing on read when the sweep has not reached it yet', async () => {
    const listing = await t.createListing('owner');
    await expireAt(listing.id, yesterday());
    expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(404);
    expect((await rowOf(listing.id)).publishStatus).toBe('Inactive');
    const owners = await t.call('owner', 'GET', `/api/Property/${listing.id}`);
    expect(owners.json()).toMatchObject({ publishStatus: 'Inactive' });
  });

  it('shows the owner expired listings as Inactive in my properties', async () => {
    const listing = await t.createListing('owner');
    await expireAt(listing.id, yesterday());
    const page = await t.call('owner', 'GET', '/api/Property/my-properties/paginated?pageSize=100');
    const item = page.json<{ items: Property[] }>().items.find((candidate) => candidate.id === listing.id);
    expect(item?.publishStatus).toBe('Inactive');
  });

  it('lets the owner renew an expired listing by activating it: a new lifetime by listing type', async () => {
    for (const [listingType, days] of [
      ['Sale', 60],
      ['DailyRent', 30],
    ] as const) {
      const listing = await t.createListing('owner', { listingType, price: 100 });
      await expireAt(listing.id, yesterday());
      await t.call('owner', 'GET', `/api/Property/${listing.id}`);
      const before = Date.now();
      const answer = await t.call('owner', 'POST', `/api/Property/${listing.id}/activate`);
      expect(answer.json()).toBe(true);
      const row = await rowOf(listing.id);
      expect(row.publishStatus).toBe('Active');
      expect(row.expiryDate!.getTime()).toBeGreaterThanOrEqual(before + days * DAY_MS - 1000);
      expect(row.expiryDate!.getTime()).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
      expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(200);
    }
  });
});
