import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { imageProcessingJobs } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';
import { renderRenditions, renditionKeys } from './image-renditions';
import {
  claimJob,
  completeJob,
  isEveryPropertyPhotoProcessed,
  recordFailure,
  recordGivenUp,
  type ClaimedJob,
} from './photo-jobs.repository';

/** The queue of photo renditions (benchmarks run its jobs one by one). */
export const PHOTO_RENDITIONS = 'photo-renditions';
const GIVEN_UP = 'photo-renditions-given-up';
/** The record's own limit: the queue retries as often as a record allows by default. */
const MAX_RETRIES = imageProcessingJobs.maxRetries.default as number;
const MISSING_ORIGINAL = 'The original photo is missing from storage';
const INTERRUPTED = 'Processing was interrupted too many times';

interface RenditionJob extends Record<string, unknown> {
  photoId: number;
}

/** What moderators read in the record: the cause without file-system paths of this server. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? '';
  return (
    firstLine.replace(/(?:[A-Za-z]:)?[\\/][^\s'"]*[\\/][^\s'"]*/g, '<path>').slice(0, 300) ||
    'Processing failed'
  );
}

export interface PhotoJobsOptions {
  db: Db;
  storage: Storage;
  log: Log;
  /**
   * Called after a photo's rendering completes once every photo attached to its listing is processed
   * (REVIEW_MODE=auto publishes it). It may be called more than once for a listing, so it must be
   * idempotent. Its failure is logged and does not fail the job.
   */
  onPropertyPhotosReady?: (propertyId: number) => Promise<void>;
}

/**
 * Photo renditions on the durable queue (decision 029): a job per uploaded photo, written with the
 * photo's row; `image_processing_jobs` is the record moderators read, kept by the handler.
 */
export function registerPhotoJobs(
  queue: JobQueue,
  { db, storage, log, onPropertyPhotosReady }: PhotoJobsOptions,
) {
  async function notifyIfReady(propertyId: number) {
    if (!onPropertyPhotosReady || !(await isEveryPropertyPhotoProcessed(db, propertyId))) return;
    await onPropertyPhotosReady(propertyId).catch((error: unknown) =>
      log.error({ err: error, propertyId }, 'photos ready handler failed'),
    );
  }

  async function render(job: ClaimedJob) {
    const object = await storage.get(job.originalKey);
    if (!object) throw new Error(MISSING_ORIGINAL);
    const renditions = await renderRenditions(await buffer(object.body));
    const keys = renditionKeys(job.originalKey);
    await Promise.all([
      storage.put(keys.displayKey, renditions.display, 'image/webp'),
      storage.put(keys.thumbnailKey, renditions.thumbnail, 'image/webp'),
    ]);
    return { ...keys, phash: renditions.phash };
  }

  async function fail(job: ClaimedJob, error: unknown): Promise<never> {
    const reason = describeFailure(error);
    const outcome = await recordFailure(db, job, reason);
    log.warn({ photoId: job.photoId, outcome, reason }, 'photo job failed');
    // The queue counts the failure and retries after its backoff (a record failed for good ignores it).
    throw error;
  }

  // Before the queue that names it: it gets the jobs the queue gave up on, leases run out included.
  queue.define<RenditionJob>(GIVEN_UP, {
    handle: ({ photoId }) => recordGivenUp(db, photoId, INTERRUPTED),
  });
  queue.define<RenditionJob>(PHOTO_RENDITIONS, {
    retryLimit: MAX_RETRIES,
    retryDelaySeconds: 5,
    // A photo renders in seconds: one held two minutes has a dead or hung worker, and goes to another.
    leaseSeconds: 120,
    deadLetter: GIVEN_UP,
    async handle({ photoId }, { attempt }) {
      const job = await claimJob(db, photoId, attempt);
      if (!job) return;
      // The photo keeps killing or hanging its workers: not tried again.
      if (job.wasInterrupted && job.retryCount > job.maxRetries) return fail(job, new Error(INTERRUPTED));
      const rendered = await render(job).catch((error: unknown) => fail(job, error));
      const done = await completeJob(db, job, rendered);
      if (done?.propertyId != null) await notifyIfReady(done.propertyId);
    },
  });

  return {
    /** Queues the rendering of `photoId` in `tx`, the transaction that stores the photo (the outbox). */
    enqueue: (tx: Db, photoId: number) => queue.enqueue(PHOTO_RENDITIONS, { photoId }, { tx }),
    /** The transaction committed: this process's workers take the job now rather than at their next poll. */
    wake: () => queue.wake(PHOTO_RENDITIONS),
  };
}
export type PhotoJobs = ReturnType<typeof registerPhotoJobs>;
