import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { toRetryAfterSeconds } from '../../lib/limit-checks';
import type { RateLimiter } from '../../lib/rate-limiter';
import { SafeFetchError, type UrlFetcher } from '../../lib/safe-fetch';
import { cleanOriginal, PhotoRejection } from './original-image';
import type { PhotoJobRunner } from './photo-job-runner';
import type { PhotoMessage } from './photo-messages';
import { insertUploadedPhoto } from './photos.repository';

/** Full decodes at once: one per core, so uploads queue instead of exhausting memory. */
const DECODES_AT_ONCE = 2;

export interface UploadInput {
  file?: Buffer;
  url?: string;
}

export interface UploadOutcome {
  imageId: number;
  warnings: PhotoMessage[];
}

export function createPhotoUploadService(deps: {
  db: Db;
  storage: Storage;
  fetcher: UrlFetcher;
  jobs: PhotoJobRunner;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Uploads per user (RATE_LIMIT_PHOTO_UPLOADS_PER_USER): stops one account from filling the disk. */
  limiter: RateLimiter;
}) {
  const { limiter } = deps;
  const decodeGate = createConcurrencyLimit(DECODES_AT_ONCE);

  async function download(url: string): Promise<Buffer> {
    try {
      return await deps.fetcher.fetch(url);
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // The reason stays in the log; the caller learns only that the address gave no photo.
      deps.log.info({ reason: error.reason }, 'photo URL refused');
      if (error.isTooLarge) throw new PhotoRejection('IMAGE_TOO_LARGE', 413);
      throw new PhotoRejection('IMAGE_URL_UNAVAILABLE', 400);
    }
  }

  return {
    /** Checks, cleans and stores one photo of `uploaderId`, queues its processing, answers its id. */
    async upload(uploaderId: string, input: UploadInput): Promise<UploadOutcome> {
      const retryAfterMs = await limiter.retryAfterMs(uploaderId);
      if (retryAfterMs > 0) throw new PhotoRejection('RATE_LIMITED', 429, toRetryAfterSeconds(retryAfterMs));
      const url = input.url?.trim();
      if (!input.file && !url) throw new PhotoRejection('IMAGE_REQUIRED', 400);
      await limiter.record(uploaderId);
      const warnings: PhotoMessage[] = input.file && url ? [{ code: 'URL_IGNORED' }] : [];
      const bytes = input.file ?? (await download(url!));
      const original = await decodeGate(() => cleanOriginal(bytes));
      const id = randomUUID();
      const originalKey = `photos/${id.slice(0, 2)}/${id}.${original.extension}`;
      await deps.storage.put(originalKey, original.body, original.contentType);
      const imageId = await insertUploadedPhoto(deps.db, {
        uploaderId,
        originalKey,
        width: original.width,
        height: original.height,
      }).catch(async (error: unknown) => {
        await deps.storage.delete(originalKey).catch(() => undefined);
        throw error;
      });
      deps.jobs.wake();
      return { imageId, warnings: [...warnings, ...original.warnings] };
    },
  };
}
export type PhotoUploadService = ReturnType<typeof createPhotoUploadService>;
