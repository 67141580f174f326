import type { FastifyInstance } from 'fastify';
import { PHOTOS } from '@sakhli/shared/constants';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSafeFetcher, type UrlFetcher } from '../../lib/safe-fetch';
import { createTempFiles } from '../../lib/temp-files';
import { createImageRecordsService } from './image-records.service';
import { imageRoutes } from './image.routes';
import { createPhotoJobRunner, type PhotoJobRunner, type PhotoJobRunnerOptions } from './photo-job-runner';
import { createPhotoUploadService } from './photo-upload.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo processing jobs: tests call `drain()` to process what is queued, deterministically. */
    photoJobs: PhotoJobRunner;
  }
}

export interface PhotosModuleOptions {
  database: Database;
  storage: Storage;
  /** Downloads ImageUrl (default: public internet only, 3 redirects, 20 MB, 15 s). */
  urlFetcher?: UrlFetcher;
  /** Where upload bodies are written while they are checked (DATA_DIR/tmp/uploads). */
  uploadsDirectory: string;
  /** UPLOAD_CONCURRENCY_PER_USER. */
  uploadConcurrencyPerUser: number;
  /** See PhotoJobRunnerOptions: REVIEW_MODE=auto publishes a listing from here. */
  onPropertyPhotosReady?: (propertyId: number) => Promise<void>;
  /** Uploads per user. */
  uploadLimiter: RateLimiter;
  jobs?: Pick<PhotoJobRunnerOptions, 'leaseMs' | 'backoffBaseMs' | 'pollIntervalMs' | 'concurrency'>;
}

/**
 * POST /api/Image, GET /api/Image/{propertyId} and the processing worker. The worker runs in the
 * background once the server listens, where ROLE runs jobs, and stops (finishing its jobs) when the app
 * closes; an app that
 * only answers `inject()` (tests) processes when told to, through `app.photoJobs`.
 */
export async function registerPhotos(
  app: FastifyInstance,
  options: PhotosModuleOptions,
): Promise<PhotoJobRunner> {
  const { database, storage } = options;
  const log = app.log.child({ module: 'photos' });
  const jobs = createPhotoJobRunner({
    db: database.db,
    storage,
    log,
    onPropertyPhotosReady: options.onPropertyPhotosReady,
    ...options.jobs,
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
    concurrencyPerUser: options.uploadConcurrencyPerUser,
  });
  app.decorate('photoJobs', jobs);
  // No upload lives an hour (60 s to arrive, seconds to check): older files are a stopped process's leftovers.
  app.addHook('onReady', () => files.prepare(3_600_000));
  app.addHook('onClose', async () => jobs.stop());
  await app.register(imageRoutes(uploads, createImageRecordsService(database.db, storage)));
  return jobs;
}
