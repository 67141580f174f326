import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageUploadResult } from '@sakhli/shared/schemas/image';
import type { ModerationQueue } from '@sakhli/shared/schemas/moderation';
import type { OwnPhotoMatches } from '@sakhli/shared/schemas/photo-matches';
import type { Property } from '@sakhli/shared/schemas/property';
import { photoHashBands, propertyPhotos } from '../../db/schema/index';
import { bedroom } from '../../db/seed/photos/bedrooms';
import { kitchen } from '../../db/seed/photos/kitchens';
import { livingRoom } from '../../db/seed/photos/living-rooms';
import { createRandom } from '../../db/seed/random';
import { hammingDistance } from '../photos/perceptual-hash';
import { insertHashBands } from '../photos/photo-jobs.repository';
import { imageFile, multipartBody } from '../photos/testing/photo-test-kit';
import { createListingTestContext, type Account, type ListingTestContext } from './testing/listing-test-kit';

/** A demo scene as a phone would send it. */
const scene = (draw: (random: ReturnType<typeof createRandom>) => string, seed: number) =>
  sharp(Buffer.from(draw(createRandom(seed))))
    .removeAlpha()
    .jpeg({ quality: 88 })
    .toBuffer();

/** The same photo saved again by someone else: smaller and recompressed at quality 60. */
const copyOf = (photo: Buffer) => sharp(photo).resize(900).jpeg({ quality: 60 }).toBuffer();

describe('duplicate and stolen photos (decision 038), REVIEW_MODE=auto', () => {
  let t: ListingTestContext;
  let photos: { living: Buffer; bedroom: Buffer; kitchen: Buffer; other: Buffer };
  beforeAll(async () => {
    // ROLE=web: uploads stay queued until the test drains the queue, as in listing-review-mode.test.ts.
    t = await createListingTestContext({ REVIEW_MODE: 'auto', ROLE: 'web' });
    photos = {
      living: await scene(livingRoom, 11),
      bedroom: await scene(bedroom, 12),
      kitchen: await scene(kitchen, 13),
      other: await scene(livingRoom, 14),
    };
  });
  afterAll(() => t.close());

  async function upload(account: Account, data: Buffer): Promise<number> {
    const { payload, headers } = multipartBody([imageFile(data)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Image',
      payload,
      headers: { ...headers, authorization: `Bearer ${t.users[account].token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImageUploadResult>().imageId!;
  }

  /** A listing of `account` with these photos, after the photo worker processed them. */
  async function listingWith(account: Account, images: Buffer[]): Promise<Property> {
    const ids = [];
    for (const image of images) ids.push(await upload(account, image));
    const created = await t.call(account, 'POST', '/api/Property', t.payload(ids));
    expect(created.statusCode, created.body).toBe(201);
    await t.app.jobs.drain();
    return (await t.call(account, 'GET', `/api/Property/${created.json<Property>().id}`)).json<Property>();
  }

  async function queued(id: number) {
    const queue = await t.call('moderator', 'GET', '/api/moderation/queue?pageSize=100');
    return queue.json<ModerationQueue>().items.find((item) => item.id === id);
  }

  it("holds a listing whose photo copies another account's, and shows it in the queue", async () => {
    const original = await listingWith('owner', [photos.living, photos.bedroom]);
    expect(original.publishStatus).toBe('Active');
    const copy = await listingWith('other', [await copyOf(photos.living), photos.kitchen]);
    expect(copy.publishStatus).toBe('Pending');

    const item = await queued(copy.id);
    expect(item?.possibleDuplicates).toEqual([
      {
        id: original.id,
        code: original.code,
        matchingPhotos: [
          {
            thumbnailUrl: expect.stringMatching(/-thumb\.webp$/) as unknown,
            otherThumbnailUrl: expect.stringMatching(/-thumb\.webp$/) as unknown,
          },
        ],
      },
    ]);
    // The original is not held for its copy, and its owner's edits keep it live.
    expect((await queued(original.id))?.possibleDuplicates).toBeUndefined();
    const ids = original.propertyPhotos.map((photo) => photo.id);
    const edited = await t.call('owner', 'PUT', `/api/Property/${original.id}`, t.payload(ids, { price: 1 }));
    expect(edited.json()).toMatchObject({ publishStatus: 'Active' });

    // A moderator approving clears the marker; the same match does not send it back on the next edit.
    expect((await t.call('moderator', 'POST', `/api/moderation/${copy.id}/approve`)).json()).toBe(true);
    expect(await queued(copy.id)).toBeUndefined();
    const copyIds = copy.propertyPhotos.map((photo) => photo.id);
    const again = await t.call('other', 'PUT', `/api/Property/${copy.id}`, t.payload(copyIds, { price: 2 }));
    expect(again.json()).toMatchObject({ publishStatus: 'Active' });
  });

  it("stores each processed photo's hash with its 4 band keys; a plain photo gets none", async () => {
    const detailed = await upload('owner', photos.bedroom);
    const plain = await upload(
      'owner',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3278c8' } })
        .jpeg()
        .toBuffer(),
    );
    await t.app.jobs.drain();
    const rows = await t.db
      .select({
        id: propertyPhotos.id,
        isHashed: sql<boolean>`${propertyPhotos.phash} is not null`,
        bands: sql<number>`count(${photoHashBands.photoId})::int`,
      })
      .from(propertyPhotos)
      .leftJoin(photoHashBands, eq(photoHashBands.photoId, propertyPhotos.id))
      .where(inArray(propertyPhotos.id, [detailed, plain]))
      .groupBy(propertyPhotos.id)
      .orderBy(propertyPhotos.id);
    expect(rows).toEqual([
      { id: detailed, isHashed: true, bands: 4 },
      { id: plain, isHashed: false, bands: 0 },
    ]);
  });

  it('publishes different photos of another account as usual', async () => {
    const listing = await listingWith('other', [photos.other]);
    expect(listing.publishStatus).toBe('Active');
  });

  it('sends a live listing back to review when an edit adds a copied photo', async () => {
    const original = await listingWith('owner', [await scene(bedroom, 21)]);
    const live = await listingWith('other', [await scene(kitchen, 22)]);
    expect(live.publishStatus).toBe('Active');
    const copied = await upload('other', await copyOf(await scene(bedroom, 21)));
    const ids = [...live.propertyPhotos.map((photo) => photo.id), copied];
    const edited = await t.call('other', 'PUT', `/api/Property/${live.id}`, t.payload(ids));
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.jobs.drain();
    expect((await t.call('other', 'GET', `/api/Property/${live.id}`)).json()).toMatchObject({
      publishStatus: 'Pending',
    });
    expect((await queued(live.id))?.possibleDuplicates.map((duplicate) => duplicate.code)).toEqual([
      original.code,
    ]);
  });

  it('ignores archived listings', async () => {
    const archived = await listingWith('owner', [await scene(kitchen, 31)]);
    await t.setStatus(archived.id, 'Archived');
    const listing = await listingWith('other', [await copyOf(await scene(kitchen, 31))]);
    expect(listing.publishStatus).toBe('Active');
  });

  it('publishes the same owner posting again, and tells the form which listing they already have', async () => {
    const first = await listingWith('owner', [await scene(livingRoom, 41)]);
    const photo = await upload('owner', await copyOf(await scene(livingRoom, 41)));
    const before = await t.call('owner', 'GET', `/api/Property/own-matches?imageIds=${photo}`);
    expect(before.json<OwnPhotoMatches>()).toEqual({ pendingCount: 1, listings: [] });
    await t.app.jobs.drain();

    const answer = await t.call('owner', 'GET', `/api/Property/own-matches?imageIds=${photo}`);
    expect(answer.json<OwnPhotoMatches>()).toEqual({
      pendingCount: 0,
      listings: [{ id: first.id, code: first.code }],
    });
    const second = await t.call('owner', 'POST', '/api/Property', t.payload([photo]));
    expect(second.json()).toMatchObject({ publishStatus: 'Active' });
    const { id } = second.json<Property>();
    const editing = await t.call(
      'owner',
      'GET',
      `/api/Property/own-matches?imageIds=${photo}&exceptId=${id}`,
    );
    expect(editing.json<OwnPhotoMatches>().listings).toEqual([{ id: first.id, code: first.code }]);
    // Someone else asking about the owner's photo learns nothing.
    const stranger = await t.call('other', 'GET', `/api/Property/own-matches?imageIds=${photo}`);
    expect(stranger.json<OwnPhotoMatches>()).toEqual({ pendingCount: 0, listings: [] });
  });

  it('hashes, after a start, photos processed before hashes existed, so a copy of them is caught', async () => {
    const older = await listingWith('owner', [await scene(bedroom, 51)]);
    // As before migration 0020: processed, no hash, no band rows.
    const [photoId] = older.propertyPhotos.map((photo) => photo.id);
    const [stored] = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId!));
    await t.db.update(propertyPhotos).set({ phash: null }).where(eq(propertyPhotos.id, photoId!));
    await t.db.delete(photoHashBands).where(eq(photoHashBands.photoId, photoId!));

    t.app.startBackgroundWork();
    await t.app.jobs.drain();
    const [backfilled] = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId!));
    // Read from the display rendition: within a bit or two of the original's hash.
    expect(hammingDistance(backfilled!.phash!, stored!.phash!)).toBeLessThanOrEqual(2);
    expect(await t.db.$count(photoHashBands, eq(photoHashBands.photoId, photoId!))).toBe(4);

    const copy = await listingWith('other', [await copyOf(await scene(bedroom, 51))]);
    expect(copy.publishStatus).toBe('Pending');
    expect((await queued(copy.id))?.possibleDuplicates.map((duplicate) => duplicate.code)).toEqual([
      older.code,
    ]);
  });

  it('marks a plain photo without a hash as without detail, so later passes do not read it again', async () => {
    const plain = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c83278' } })
      .jpeg()
      .toBuffer();
    const listing = await listingWith('owner', [plain]);
    const [photoId] = listing.propertyPhotos.map((photo) => photo.id);
    await t.db.update(propertyPhotos).set({ lacksDetail: false }).where(eq(propertyPhotos.id, photoId!));
    t.app.startBackgroundWork();
    await t.app.jobs.drain();
    const [row] = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId!));
    expect(row).toMatchObject({ phash: null, lacksDetail: true });
  });

  it("does not take the same stored file (the demo pool) for a copy of another account's photo", async () => {
    const first = await listingWith('owner', [await scene(kitchen, 61)]);
    const second = await listingWith('other', [await scene(livingRoom, 62)]);
    // As the demo seed does: the second listing shows the first one's stored picture.
    const [shared] = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, first.id));
    const { originalKey, displayKey, thumbnailKey, phash } = shared!;
    const [secondPhoto] = second.propertyPhotos.map((photo) => photo.id);
    await t.db
      .update(propertyPhotos)
      .set({ originalKey, displayKey, thumbnailKey, phash })
      .where(eq(propertyPhotos.id, secondPhoto!));
    await t.db.delete(photoHashBands).where(eq(photoHashBands.photoId, secondPhoto!));
    await insertHashBands(t.db, secondPhoto!, phash!);

    const edited = await t.call('other', 'PUT', `/api/Property/${second.id}`, t.payload([secondPhoto!]));
    expect(edited.json()).toMatchObject({ publishStatus: 'Active' });
    expect(await queued(second.id)).toBeUndefined();
  });

  it('refuses a guest and names a bad field', async () => {
    expect((await t.call('guest', 'GET', '/api/Property/own-matches?imageIds=1')).statusCode).toBe(401);
    const bad = await t.call('owner', 'GET', '/api/Property/own-matches?imageIds=1,x');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('imageIds');
    const missing = await t.call('owner', 'GET', '/api/Property/own-matches');
    expect(missing.statusCode).toBe(400);
    const exceptId = await t.call('owner', 'GET', '/api/Property/own-matches?imageIds=1&exceptId=0');
    expect(JSON.stringify(exceptId.json())).toContain('exceptId');
  });
});
