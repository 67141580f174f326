import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { renderRenditions, renditionKeys } from './image-renditions';
import {
  claimDueJobs,
  completeJob,
  isEveryPropertyPhotoProcessed,
  recordFailure,
  type ClaimedJob,
} from './photo-jobs.repository';

export interface PhotoJobRunnerOptions {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Called after a job completes once every photo attached to that listing is processed (REVIEW_MODE=auto
   * publishes it). It may be called more than once for a listing (e.g. when the listing's own save saw the
   * same moment), so it must be idempotent. Its failure is logged and does not fail the job.
   */
  onPropertyPhotosReady?: (propertyId: number) => Promise<void>;
  /** A job left `processing` this long by a worker is taken back (the worker died or hung). */
  leaseMs?: number;
  /** Wait before retry n (n = 1, 2, …) is backoffBaseMs × 2^(n-1). */
  backoffBaseMs?: number;
  /** How often the background loop looks for due jobs (new uploads of this process wake it at once). */
  pollIntervalMs?: number;
  /** Jobs processed side by side; libvips already spreads one photo over the cores. */
  concurrency?: number;
}

export interface PhotoJobRunner {
  /** Claims the jobs due now (up to `concurrency`) and processes them; answers how many it took. */
  runOnce(): Promise<number>;
  /** Processes until no job is due and the background loop is idle (tests, shutdown). */
  drain(): Promise<void>;
  /** Starts the background loop (the server does when it listens). */
  start(): void;
  /** Stops the loop and waits for the jobs under way. */
  stop(): Promise<void>;
  /** A job was just queued: look now instead of at the next poll. */
  wake(): void;
}

const MISSING_ORIGINAL = 'The original photo is missing from storage';

/** What moderators read in the record: the cause without file-system paths of this server. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? '';
  return (
    firstLine.replace(/(?:[A-Za-z]:)?[\\/][^\s'"]*[\\/][^\s'"]*/g, '<path>').slice(0, 300) ||
    'Processing failed'
  );
}

export function createPhotoJobRunner(options: PhotoJobRunnerOptions): PhotoJobRunner {
  const { db, storage, log } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const concurrency = options.concurrency ?? 1;

  async function notifyIfReady(propertyId: number) {
    if (!options.onPropertyPhotosReady || !(await isEveryPropertyPhotoProcessed(db, propertyId))) return;
    await options
      .onPropertyPhotosReady(propertyId)
      .catch((error: unknown) => log.error({ err: error, propertyId }, 'photos ready handler failed'));
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
    return keys;
  }

  async function fail(job: ClaimedJob, error: unknown) {
    const message = describeFailure(error);
    const outcome = await recordFailure(db, job, message, backoffBaseMs * 2 ** job.retryCount);
    log.warn({ jobId: job.jobId, photoId: job.photoId, outcome, err: error }, 'photo job failed');
  }

  async function process(job: ClaimedJob) {
    // Reclaimed once too often: the photo keeps killing or hanging its worker, so it is not tried again.
    if (job.wasReclaimed && job.retryCount > job.maxRetries) {
      return fail(job, new Error('Processing was interrupted too many times'));
    }
    try {
      const keys = await render(job);
      const done = await completeJob(db, job, keys);
      if (done?.propertyId != null) await notifyIfReady(done.propertyId);
    } catch (error) {
      await fail(job, error).catch((failure: unknown) =>
        log.error({ err: failure }, 'photo job bookkeeping failed'),
      );
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimDueJobs(db, concurrency, leaseMs);
    await Promise.all(jobs.map(process));
    return jobs.length;
  }

  let isRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let isPassRequested = false;

  /** One background pass at a time; a wake during a pass asks for another right after it. */
  function requestPass() {
    if (pass) {
      isPassRequested = true;
      return;
    }
    pass = (async () => {
      do {
        isPassRequested = false;
        while ((await runOnce()) > 0 && isRunning);
      } while (isPassRequested && isRunning);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'photo job pass failed'))
      .finally(() => {
        pass = undefined;
      });
  }

  return {
    runOnce,
    async drain() {
      for (;;) {
        await pass;
        if ((await runOnce()) === 0 && !pass) return;
      }
    },
    start() {
      if (isRunning) return;
      isRunning = true;
      requestPass();
      timer = setInterval(requestPass, pollIntervalMs);
      timer.unref();
    },
    async stop() {
      isRunning = false;
      clearInterval(timer);
      await pass;
    },
    wake() {
      if (isRunning) requestPass();
    },
  };
}
