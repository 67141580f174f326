import type { SharedSlots } from '../../adapters/shared-slots';
import type { FastifyInstance } from 'fastify';
import { PHOTOS } from '@sakhli/shared/constants';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSafeFetcher, type UrlFetcher } from '../../lib/safe-fetch';
import { createTempFiles } from '../../lib/temp-files';
import { createImageRecordsService } from './image-records.service';
import { imageRoutes } from './image.routes';
import type { JobQueue } from '../../jobs/queue';
import { createPhotoUploadService } from './photo-upload.service';
import { registerPhotoHashBackfill } from './photo-hash-backfill';
import { registerPhotoJobs, type PhotoJobsOptions } from './photos.jobs';

export interface PhotosModuleOptions {
  database: Database;
  storage: Storage;
  /** Downloads ImageUrl (default: public internet only, 3 redirects, 20 MB, 15 s). */
  urlFetcher?: UrlFetcher;
  /** Where upload bodies are written while they are checked (DATA_DIR/tmp/uploads). */
  uploadsDirectory: string;
  /** UPLOAD_CONCURRENCY_PER_USER. */
  uploadSlots: SharedSlots;
  /** See PhotoJobsOptions: REVIEW_MODE=auto publishes a listing from here. */
  onPropertyPhotosReady?: PhotoJobsOptions['onPropertyPhotosReady'];
  /** Uploads per user. */
  uploadLimiter: RateLimiter;
  /** The app's durable queue: each upload's rendering is a job of it (run where ROLE runs jobs). */
  queue: JobQueue;
}

/**
 * POST /api/Image, GET /api/Image/{propertyId} and the rendering of uploaded photos, queued; answers how
 * to ask for the hash backfill (decision 043), which the app does where jobs run, at its start.
 */
export async function registerPhotos(app: FastifyInstance, options: PhotosModuleOptions) {
  const { database, storage } = options;
  const log = app.log.child({ module: 'photos' });
  const jobs = registerPhotoJobs(options.queue, {
    db: database.db,
    storage,
    log,
    onPropertyPhotosReady: options.onPropertyPhotosReady,
  });
  const fetcher =
    options.urlFetcher ??
    createSafeFetcher({ maxBytes: PHOTOS.maxBytes, timeoutMs: 15_000, maxRedirects: 3 });
  const files = createTempFiles(options.uploadsDirectory);
  const uploads = createPhotoUploadService({
    db: database.db,
    storage,
    fetcher,
    files,
    jobs,
    log,
    limiter: options.uploadLimiter,
    inFlight: options.uploadSlots,
  });
  // No upload lives an hour (60 s to arrive, seconds to check): older files are a stopped process's leftovers.
  app.addHook('onReady', () => files.prepare(3_600_000));
  await app.register(imageRoutes(uploads, createImageRecordsService(database.db, storage)));
  const hashBackfill = registerPhotoHashBackfill(options.queue, { db: database.db, storage, log });
  app.addHook('onClose', async () => hashBackfill.stop());
  return { queueHashBackfill: hashBackfill.queue };
}
