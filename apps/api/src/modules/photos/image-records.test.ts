import { eq, sql } from 'drizzle-orm';
import { ImageProcessingRecords } from '@sakhli/shared/schemas/image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProcessingJobs, propertyPhotos } from '../../db/schema/index';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { jpeg } from './testing/test-images';

describe('GET /api/Image/{propertyId}', () => {
  let kit: PhotoTestContext;
  let owner: string;
  let moderator: string;
  let admin: string;
  let propertyId: number;
  let photoIds: number[];
  let listing: ReturnType<typeof createListingBuilder>;

  beforeAll(async () => {
    // ROLE=web: an upload stays queued until the test drains the queue (no worker renders it first).
    kit = await createPhotoTestContext({}, {}, { ROLE: 'web' });
    owner = (await kit.signUp('owner@example.ge')).token;
    moderator = (await kit.signUp('moderator@example.ge')).token;
    admin = (await kit.signUp('admin@example.ge')).token;
    listing = createListingBuilder(await insertSearchFixtures(kit.db));
    [propertyId] = (await insertListings(kit.db, [listing({ publishStatus: 'Pending' })])) as [number];
    photoIds = [];
    for (const sortOrder of [1, 0, 2]) {
      const { body } = await kit.upload(owner, [imageFile(await jpeg(800, 600))]);
      await kit.db
        .update(propertyPhotos)
        .set({ propertyId, sortOrder })
        .where(eq(propertyPhotos.id, body.imageId!));
      photoIds.push(body.imageId!);
    }
  });
  afterAll(() => kit.close());

  const records = (token: string | undefined, id: number | string = propertyId) =>
    kit.app.inject({
      method: 'GET',
      url: `/api/Image/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('is for Moderators and Admins only: 401 for guests, 403 for other users, the listing owner included', async () => {
    const guest = await records(undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await records(owner);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await records(moderator)).statusCode).toBe(200);
    expect((await records(admin)).statusCode).toBe(200);
  });

  it('lists every photo in display order with its processing record', async () => {
    const [first, second, third] = photoIds as [number, number, number];
    const pending = ImageProcessingRecords.parse((await records(moderator)).json());
    expect(pending.map((record) => record.propertyPhotoId)).toEqual([second, first, third]);
    expect(pending[0]).toEqual({
      propertyPhotoId: second,
      originalUrl: expect.stringMatching(/^\/media\/photos\/.+\.jpg$/) as unknown,
      thumbnailUrl: null,
      sortOrder: 0,
      processingStatus: 'pending',
      processingStartedAt: null,
      processingCompletedAt: null,
      retryCount: 0,
      maxRetries: 3,
      errorMessage: null,
    });

    await kit.app.jobs.drain();
    await kit.db
      .update(imageProcessingJobs)
      .set({
        status: 'failed',
        errorMessage: 'Input buffer contains unsupported image format',
        retryCount: 3,
      })
      .where(eq(imageProcessingJobs.photoId, third));
    const done = ImageProcessingRecords.parse((await records(admin)).json());
    expect(done[0]).toMatchObject({ processingStatus: 'completed', retryCount: 0 });
    expect(done[0]!.thumbnailUrl).toMatch(/^\/media\/photos\/.+-thumb\.webp$/);
    expect(Date.parse(done[0]!.processingCompletedAt!)).toBeGreaterThanOrEqual(
      Date.parse(done[0]!.processingStartedAt!),
    );
    expect(done[2]).toMatchObject({
      processingStatus: 'failed',
      retryCount: 3,
      errorMessage: 'Input buffer contains unsupported image format',
    });
    const thumbnail = await kit.app.inject({ method: 'GET', url: done[0]!.thumbnailUrl! });
    expect(thumbnail.statusCode).toBe(200);
  });

  it('reports a photo rendered before jobs existed (demo seed) as completed', async () => {
    await kit.db.execute(sql`delete from ${imageProcessingJobs} where photo_id = ${photoIds[0]!}`);
    const list = ImageProcessingRecords.parse((await records(moderator)).json());
    expect(list.find((record) => record.propertyPhotoId === photoIds[0])).toMatchObject({
      processingStatus: 'completed',
      retryCount: 0,
      maxRetries: 3,
    });
  });

  it('answers 404 for a listing that does not exist and 400 for an id that is not one', async () => {
    const missing = await records(moderator, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    const invalid = await records(moderator, 'abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { propertyId: expect.any(Array) as unknown },
    });
    // A listing without photos exists and has no records.
    const [bare] = await insertListings(kit.db, [listing()]);
    const empty = await records(moderator, bare);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });
});
