import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import { PropertyChunk, type Property } from '@sakhli/shared/schemas/property';
import { properties, propertyPhotos, wishFeaturesState } from '../../db/schema/index';
import { listingWishMask, WISH_FEATURES_VERSION, wishBit } from '../assistant/score/wish-features';
import {
  brightWarmRoom,
  createReportTestContext,
  darkRoom,
  type ReportTestContext,
} from '../reports/testing/report-test-kit';
import { createListingBuilder, insertListings } from './test-fixtures';
import { createWishMasks } from './wish-masks';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

describe('wish masks stored per listing for the AI Score (decision 024)', () => {
  let t: ReportTestContext;

  beforeAll(async () => {
    t = await createReportTestContext({ REVIEW_MODE: 'auto' });
  });
  afterAll(() => t.close());

  const stored = async (id: number) => {
    const [row] = await t.db
      .select({
        listingWishes: properties.listingWishes,
        photoWishes: properties.photoWishes,
        version: properties.version,
      })
      .from(properties)
      .where(eq(properties.id, id));
    return row!;
  };
  const searchVersion = async () => {
    const result = await t.db.execute(sql`select version::int as version from search_state where id = 1`);
    return (result as { rows: { version: number }[] }).rows[0]!.version;
  };
  const photosOf = async (id: number) =>
    (await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, id))).map((row) => row.id);

  /** A chat of the owner's on the Tbilisi sale-apartment page (or the next message of `chatId`). */
  async function chat(message: string, chatId?: string): Promise<ChatResponse> {
    const response = await t.call('owner', 'POST', '/api/Chat', {
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
      message,
      ...(chatId ? { chatId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatResponse>();
  }

  async function ranked(chatId: string) {
    const response = await t.call(
      'owner',
      'GET',
      `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore&pageSize=50`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { items } = PropertyChunk.parse(response.json());
    const scores = items.map((item) => item.semanticScore!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    return items;
  }

  it('stores a listing’s own wishes with it, and an edit that makes it meet a wish ranks it accordingly', async () => {
    const listing = await t.createListing('owner', { description: 'A flat in Vake, fourth floor.' });
    expect((await stored(listing.id)).listingWishes).toBe(
      listingWishMask({ description: 'A flat in Vake, fourth floor.', floor: 4, totalFloorsBuilding: 12 }),
    );
    const conversation = await chat('a flat, ideally with a balcony');
    const before = (await ranked(conversation.id)).find((item) => item.id === listing.id)!;
    expect(before.scoreExplanation).toEqual({ matched: [], missed: ['balcony'] });

    const edited = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(await photosOf(listing.id), { description: 'A flat in Vake with a sunny balcony.' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await stored(listing.id)).listingWishes! & wishBit('balcony')).not.toBe(0);
    const after = await ranked(conversation.id);
    expect(after[0]).toMatchObject({
      id: listing.id,
      semanticScore: 100,
      scoreExplanation: { matched: ['balcony'], missed: [] },
    });
  });

  it('computes in the background the masks of listings written without them, and all again for new words', async () => {
    const build = createListingBuilder(t.districts);
    const descriptions = ['Quiet flat by the metro.', 'Flat with a garden view.', 'No lift, no balcony.'];
    const ids = await insertListings(
      t.db,
      descriptions.map((description) => build({ description })),
    );
    expect((await stored(ids[0]!)).listingWishes).toBeNull();
    // Until then a search computes them itself: the quiet flat by the metro comes first.
    const conversation = await chat('quiet, near the metro');
    expect((await ranked(conversation.id))[0]!.id).toBe(ids[0]);

    const versions = await Promise.all(ids.map(async (id) => (await stored(id)).version));
    const searchVersionBefore = await searchVersion();
    t.app.wishMasks.schedule();
    await t.app.wishMasks.drain();
    for (const [index, id] of ids.entries()) {
      expect(await stored(id)).toEqual({
        listingWishes: listingWishMask({
          description: descriptions[index]!,
          floor: null,
          totalFloorsBuilding: null,
        }),
        photoWishes: 0,
        // Masks alone are no change of the listing: its version (ETag) stays, and so does the search's.
        version: versions[index],
      });
    }
    expect(await searchVersion()).toBe(searchVersionBefore);
    expect(await t.db.select().from(wishFeaturesState)).toEqual([
      { id: 1, version: WISH_FEATURES_VERSION, nextId: 2_147_483_647 },
    ]);

    // Masks of another version of the wish words are computed again, every listing's.
    await t.db.update(properties).set({ listingWishes: 0 }).where(inArray(properties.id, ids));
    await t.db.update(wishFeaturesState).set({ version: WISH_FEATURES_VERSION - 1, nextId: 0 });
    t.app.wishMasks.schedule();
    await t.app.wishMasks.drain();
    expect((await stored(ids[0]!)).listingWishes).toBe(wishBit('quiet') | wishBit('metro'));
    expect((await t.db.select().from(wishFeaturesState))[0]!.version).toBe(WISH_FEATURES_VERSION);
  });

  it('computes again the photo masks of listings whose shared photos the pass over unmeasured ones measured', async () => {
    const [first, second] = [await t.createListing('owner'), await t.createListing('other')];
    t.app.wishMasks.schedule();
    await t.app.wishMasks.drain();
    // Their photos could not be measured (not in storage): no report, no photo wish.
    expect((await stored(first.id)).photoWishes).toBe(0);
    await t.context.storage.put(
      'seed/shared-bright-room.webp',
      await sharp(await brightWarmRoom())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await t.db
      .update(propertyPhotos)
      .set({ displayKey: 'seed/shared-bright-room.webp', width: 1280, height: 853 })
      .where(inArray(propertyPhotos.propertyId, [first.id, second.id]));
    expect(await t.app.processReports.measureUnmeasured()).toBe(1);
    await t.app.wishMasks.drain();
    for (const id of [first.id, second.id])
      expect((await stored(id)).photoWishes! & wishBit('sunny')).not.toBe(0);

    // Shown by more listings than a pass writes between two VACUUMs: the pass over every listing starts
    // over instead, so even a listing that does not show them is computed again.
    const unrelated = await t.createListing('owner', { description: 'A quiet flat.' });
    await t.db
      .update(properties)
      .set({ listingWishes: wishBit('pool') })
      .where(eq(properties.id, unrelated.id));
    const masks = createWishMasks({ db: t.db, log: t.app.log, vacuumEvery: 1 });
    masks.onPhotosMeasured(['seed/shared-bright-room.webp']);
    await masks.drain();
    expect((await stored(unrelated.id)).listingWishes! & wishBit('quiet')).not.toBe(0);
    expect((await t.db.select().from(wishFeaturesState))[0]!.nextId).toBe(2_147_483_647);
  });

  it('writes masks without waiting for the log to reach the disk, for that write only', async () => {
    const listing = await t.createListing('owner', { description: 'A flat with a balcony.' });
    await t.db.update(properties).set({ listingWishes: null }).where(eq(properties.id, listing.id));
    t.app.wishMasks.refresh([listing.id]);
    await t.app.wishMasks.drain();
    expect((await stored(listing.id)).listingWishes! & wishBit('balcony')).not.toBe(0);
    // The setting is the write's own transaction's: the connection's next statements commit as before.
    const result = await t.db.execute(sql`select current_setting('synchronous_commit') as setting`);
    expect((result as { rows: { setting: string }[] }).rows).toEqual([{ setting: 'on' }]);
  });

  it('follows the photo report: photos that turn out bright add "sunny", other photos take it back', async () => {
    const photos = await t.uploadImages('owner', [await brightWarmRoom(), await brightWarmRoom()]);
    const created = await t.call(
      'owner',
      'POST',
      '/api/Property',
      t.payload(photos, { description: 'A flat.' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json<Property>();
    // The photo jobs finish the photos, the report measures them, its texts say "bright".
    await t.app.jobs.drain();
    await t.app.processReports.drain();
    await t.app.wishMasks.drain();
    expect((await stored(listing.id)).photoWishes! & wishBit('sunny')).not.toBe(0);
    const conversation = await chat('a sunny flat');
    expect((await ranked(conversation.id))[0]).toMatchObject({
      id: listing.id,
      scoreExplanation: { matched: ['sunny'], missed: [] },
    });

    const dark = await t.uploadImages('owner', [await darkRoom(), await darkRoom()]);
    const edited = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(dark, { description: 'A flat.' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Other photos, another report: the photo mask waits for it, then no longer says sunny.
    expect((await stored(listing.id)).photoWishes).toBeNull();
    await t.app.jobs.drain();
    await t.app.processReports.drain();
    await t.app.wishMasks.drain();
    expect((await stored(listing.id)).photoWishes! & wishBit('sunny')).toBe(0);
    const item = (await ranked((await chat('a sunny flat')).id)).find((entry) => entry.id === listing.id)!;
    expect(item.scoreExplanation).toEqual({ matched: [], missed: ['sunny'] });
  });
});
