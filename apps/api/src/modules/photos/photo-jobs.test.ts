import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProcessingJobs, propertyPhotos } from '../../db/schema/index';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { createPhotoJobRunner } from './photo-job-runner';
import { claimDueJobs } from './photo-jobs.repository';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { jpeg } from './testing/test-images';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('photo processing jobs', () => {
  let kit: PhotoTestContext;
  let token: string;
  beforeAll(async () => {
    kit = await createPhotoTestContext();
    ({ token } = await kit.signUp('jobs@example.ge'));
  });
  afterAll(() => kit.close());

  async function uploadPhoto() {
    const { body } = await kit.upload(token, [imageFile(await jpeg(800, 600))]);
    expect(body.success).toBe(true);
    return body.imageId!;
  }
  const setJob = (photoId: number, values: PgUpdateSetSource<typeof imageProcessingJobs>) =>
    kit.db.update(imageProcessingJobs).set(values).where(eq(imageProcessingJobs.photoId, photoId));
  const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;

  it('resumes a job whose worker died: taken back once its lease has expired, then completed', async () => {
    const photoId = await uploadPhoto();
    // A worker claims the job and dies before finishing it.
    const [claimed] = await claimDueJobs(kit.db, 1, 120_000);
    expect(claimed).toMatchObject({ photoId, wasReclaimed: false });
    expect(await kit.jobOf(photoId)).toMatchObject({ status: 'processing' });
    // Within the lease nobody else touches it.
    expect(await kit.app.photoJobs.runOnce()).toBe(0);

    await setJob(photoId, { startedAt: ago(121_000) });
    await kit.app.photoJobs.drain();
    const job = await kit.jobOf(photoId);
    expect(job).toMatchObject({ status: 'completed', retryCount: 1, errorMessage: null });
    expect(job.completedAt!.getTime()).toBeGreaterThanOrEqual(job.startedAt!.getTime());
    expect((await kit.photoRow(photoId)).thumbnailKey).toMatch(/-thumb\.webp$/);
  });

  it('never gives one job to two workers claiming at the same moment', async () => {
    const uploaded = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const [one, two] = await Promise.all([
      claimDueJobs(kit.db, 2, 120_000),
      claimDueJobs(kit.db, 2, 120_000),
    ]);
    const claimed = [...one, ...two].map((job) => job.photoId);
    expect(claimed.toSorted()).toEqual(uploaded.toSorted());
    for (const photoId of uploaded) await setJob(photoId, { status: 'pending' });
    await kit.app.photoJobs.drain();
  });

  it('fails a job for good when it was interrupted more often than maxRetries allows', async () => {
    const photoId = await uploadPhoto();
    await setJob(photoId, { status: 'processing', startedAt: ago(600_000), retryCount: 3 });
    await kit.app.photoJobs.drain();
    expect(await kit.jobOf(photoId)).toMatchObject({
      status: 'failed',
      errorMessage: 'Processing was interrupted too many times',
    });
  });

  it('retries a failing job with exponential backoff, then marks it failed with the reason', async () => {
    const photoId = await uploadPhoto();
    const photo = await kit.photoRow(photoId);
    // The stored original gets damaged: every attempt fails.
    await kit.storage.put(photo.originalKey, Buffer.from('no longer a photo'), 'image/jpeg');

    for (const [retry, backoffMs] of [
      [1, 5_000],
      [2, 10_000],
      [3, 20_000],
    ] as const) {
      expect(await kit.app.photoJobs.runOnce()).toBe(1);
      const job = await kit.jobOf(photoId);
      expect(job).toMatchObject({ status: 'pending', retryCount: retry });
      expect(job.errorMessage).toMatch(/unsupported image format/i);
      const wait = job.nextAttemptAt.getTime() - job.startedAt!.getTime();
      expect(wait).toBeGreaterThanOrEqual(backoffMs);
      expect(wait).toBeLessThan(backoffMs + 3_000);
      // Not due yet: nothing to do until the backoff has passed.
      expect(await kit.app.photoJobs.runOnce()).toBe(0);
      await setJob(photoId, { nextAttemptAt: ago(1) });
    }
    expect(await kit.app.photoJobs.runOnce()).toBe(1);
    const failed = await kit.jobOf(photoId);
    expect(failed).toMatchObject({ status: 'failed', retryCount: 3, maxRetries: 3 });
    expect(failed.errorMessage).toMatch(/unsupported image format/i);
    expect(failed.errorMessage).not.toContain(kit.config.dataDir);
    expect(await kit.app.photoJobs.runOnce()).toBe(0);
  });

  it('says why when the original is missing from storage, without server paths', async () => {
    const photoId = await uploadPhoto();
    await kit.storage.delete((await kit.photoRow(photoId)).originalKey);
    await setJob(photoId, { maxRetries: 0 });
    await kit.app.photoJobs.drain();
    expect(await kit.jobOf(photoId)).toMatchObject({
      status: 'failed',
      errorMessage: 'The original photo is missing from storage',
    });
  });

  it('tells the listing side once every photo attached to a listing is processed', async () => {
    const fixtures = await insertSearchFixtures(kit.db);
    const [propertyId] = await insertListings(kit.db, [
      createListingBuilder(fixtures)({ publishStatus: 'Pending' }),
    ]);
    const first = await uploadPhoto();
    const second = await uploadPhoto();
    const unattached = await uploadPhoto();
    await kit.db
      .update(propertyPhotos)
      .set({ propertyId })
      .where(sql`${propertyPhotos.id} in (${first}, ${second})`);
    const ready: number[] = [];
    const runner = createPhotoJobRunner({
      db: kit.db,
      storage: kit.storage,
      log: quietLog,
      onPropertyPhotosReady: async (id) => void ready.push(id),
    });
    expect(await runner.runOnce()).toBe(1);
    expect(ready).toEqual([]);
    await runner.drain();
    expect(ready).toEqual([propertyId]);
    expect(await kit.jobOf(unattached)).toMatchObject({ status: 'completed' });
  });

  it('processes in the background once the server listens, and stops with the app', async () => {
    const own = await createPhotoTestContext();
    try {
      const { token: ownToken } = await own.signUp('listening@example.ge');
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { body } = await own.upload(ownToken, [imageFile(await jpeg(800, 600))]);
      const deadline = Date.now() + 10_000;
      while ((await own.jobOf(body.imageId!)).status !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await own.jobOf(body.imageId!)).toMatchObject({ status: 'completed' });
    } finally {
      await own.close();
    }
  });

  it('leaves the rendering to the workers in a web instance (ROLE=web)', async () => {
    const web = await createPhotoTestContext({}, {}, { ROLE: 'web' });
    try {
      const { token: webToken } = await web.signUp('web-role@example.ge');
      await web.app.listen({ port: 0, host: '127.0.0.1' });
      const { body } = await web.upload(webToken, [imageFile(await jpeg(800, 600))]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await web.jobOf(body.imageId!)).toMatchObject({ status: 'pending' });
    } finally {
      await web.close();
    }
  });
});
