import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance } from '../../test/test-app';
import { claimJob, completeJob } from './photo-jobs.repository';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { jpeg } from './testing/test-images';

/**
 * Uploads go to a web instance (it only queues, ROLE=web), so that each test decides when a worker
 * instance on the same database and DATA_DIR takes the jobs, as in a deployment.
 */
describe('photo rendering jobs on the durable queue', () => {
  let kit: PhotoTestContext;
  let token: string;
  beforeAll(async () => {
    kit = await createPhotoTestContext({}, {}, { ROLE: 'web' });
    ({ token } = await kit.signUp('jobs@example.ge'));
  });
  afterAll(() => kit.close());

  async function uploadPhoto() {
    const { body } = await kit.upload(token, [imageFile(await jpeg(800, 600))]);
    expect(body.success).toBe(true);
    return body.imageId!;
  }
  /** A worker instance; leases run out and are taken back within a second or two. */
  const startWorker = () =>
    startAppInstance(
      kit.database,
      { ROLE: 'worker' },
      {},
      { jobTimings: { maintenanceIntervalSeconds: 1 } },
      kit.config.dataDir,
    );
  /** The photo's queued job, as a worker that took it `ago` seconds ago and then died leaves it. */
  async function takeAndDie(photoId: number, retryCount: number, ago = 600) {
    await kit.database.executeSql(
      `UPDATE pgboss.job SET state = 'active', retry_count = $2, started_on = now() - $3 * interval '1 second'
       WHERE name = 'photo-renditions' AND (data->>'photoId')::int = $1`,
      [photoId, retryCount, ago],
    );
    const claimed = await claimJob(kit.db, photoId, retryCount + 1);
    expect(claimed).toMatchObject({ photoId, retryCount });
  }
  /** Makes the photo's job, waiting for a retry's backoff, due now. */
  const makeDue = (photoId: number) =>
    kit.database.executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'photo-renditions'
       AND state = 'retry' AND (data->>'photoId')::int = $1`,
      [photoId],
    );

  it('writes the job with the photo and leaves it queued in a web instance', async () => {
    const photoId = await uploadPhoto();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await kit.jobOf(photoId)).toMatchObject({ status: 'pending', retryCount: 0 });
    const worker = await startWorker();
    try {
      await worker.app.jobs.drain();
    } finally {
      await worker.close();
    }
    expect(await kit.jobOf(photoId)).toMatchObject({ status: 'completed', errorMessage: null });
    expect((await kit.photoRow(photoId)).thumbnailKey).toMatch(/-thumb\.webp$/);
  });

  it('resumes a job whose worker died: taken again once its lease ran out, then completed', async () => {
    const photoId = await uploadPhoto();
    await takeAndDie(photoId, 0);
    const worker = await startWorker();
    try {
      await expect.poll(async () => (await kit.jobOf(photoId)).status, { timeout: 20_000 }).toBe('completed');
    } finally {
      await worker.close();
    }
    const job = await kit.jobOf(photoId);
    expect(job).toMatchObject({ status: 'completed', retryCount: 1, errorMessage: null });
    expect((await kit.photoRow(photoId)).thumbnailKey).toMatch(/-thumb\.webp$/);
  });

  it('fails a photo for good when its last attempt was interrupted too (no endless loop)', async () => {
    const photoId = await uploadPhoto();
    await takeAndDie(photoId, 3);
    const worker = await startWorker();
    try {
      await expect.poll(async () => (await kit.jobOf(photoId)).status, { timeout: 20_000 }).toBe('failed');
    } finally {
      await worker.close();
    }
    expect(await kit.jobOf(photoId)).toMatchObject({
      errorMessage: 'Processing was interrupted too many times',
    });
  });

  it('lets no attempt that outlived its lease write over the one that took the job after it', async () => {
    const photoId = await uploadPhoto();
    const keys = { displayKey: 'stale-display.webp', thumbnailKey: 'stale-thumb.webp', phash: null };
    const first = await claimJob(kit.db, photoId, 1);
    const second = await claimJob(kit.db, photoId, 2);
    expect(second).toMatchObject({ retryCount: 1, wasInterrupted: true });
    expect(await claimJob(kit.db, photoId, 1)).toBeUndefined();
    expect(await completeJob(kit.db, first!, keys)).toBeUndefined();
    expect(await kit.jobOf(photoId)).toMatchObject({ status: 'processing', retryCount: 1 });
    expect(await completeJob(kit.db, second!, keys)).toEqual({ propertyId: null });
    expect(await claimJob(kit.db, photoId, 3)).toBeUndefined();
  });

  it('retries a failing photo after a backoff, then marks it failed with the reason', async () => {
    const photoId = await uploadPhoto();
    // The stored original gets damaged: every attempt fails.
    await kit.storage.put(
      (await kit.photoRow(photoId)).originalKey,
      Buffer.from('not a photo'),
      'image/jpeg',
    );
    const worker = await startWorker();
    try {
      for (const retry of [1, 2, 3]) {
        await worker.app.jobs.drain();
        const job = await kit.jobOf(photoId);
        expect(job).toMatchObject({ status: 'pending', retryCount: retry });
        expect(job.errorMessage).toMatch(/unsupported image format/i);
        // The next attempt waits: a drain finds nothing due until the backoff has passed.
        const { rows } = await kit.database.executeSql(
          `SELECT start_after > now() AS waits FROM pgboss.job WHERE name = 'photo-renditions'
           AND (data->>'photoId')::int = $1`,
          [photoId],
        );
        expect(rows).toEqual([{ waits: true }]);
        await makeDue(photoId);
      }
      await worker.app.jobs.drain();
    } finally {
      await worker.close();
    }
    const failed = await kit.jobOf(photoId);
    expect(failed).toMatchObject({ status: 'failed', retryCount: 3, maxRetries: 3 });
    expect(failed.errorMessage).toMatch(/unsupported image format/i);
    expect(failed.errorMessage).not.toContain(kit.config.dataDir);
  });

  it('says why when the original is missing from storage, without server paths', async () => {
    const photoId = await uploadPhoto();
    await kit.storage.delete((await kit.photoRow(photoId)).originalKey);
    const worker = await startWorker();
    try {
      await worker.app.jobs.drain();
    } finally {
      await worker.close();
    }
    expect(await kit.jobOf(photoId)).toMatchObject({
      status: 'pending',
      errorMessage: 'The original photo is missing from storage',
    });
  });
});
