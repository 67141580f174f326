import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import type { SharedSlots } from '../../adapters/shared-slots';
import { toRetryAfterSeconds } from '../../lib/limit-checks';
import type { RateLimiter } from '../../lib/rate-limiter';
import { SafeFetchError, type UrlFetcher } from '../../lib/safe-fetch';
import type { TempFile, TempFiles } from '../../lib/temp-files';
import { cleanOriginal, PhotoRejection } from './original-image';
import type { PhotoMessage } from './photo-messages';
import type { PhotoJobs } from './photos.jobs';
import { insertUploadedPhoto } from './photos.repository';

/** Full decodes at once: one per core, so uploads queue instead of exhausting memory. */
const DECODES_AT_ONCE = 2;
/** A refused upload comes back after this: a photo takes a few seconds to send from a phone. */
const IN_PROGRESS_RETRY_SECONDS = 5;

export interface UploadInput {
  /** The ImageFile part, already on disk; `upload` removes it. */
  file?: TempFile;
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
  files: TempFiles;
  jobs: PhotoJobs;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Uploads per user (RATE_LIMIT_PHOTO_UPLOADS_PER_USER): stops one account from filling the disk. */
  limiter: RateLimiter;
  /** UPLOAD_CONCURRENCY_PER_USER (CONTRACT.md section 6): uploads in flight per user, across instances. */
  inFlight: SharedSlots;
}) {
  const { limiter } = deps;
  const decodeGate = createConcurrencyLimit(DECODES_AT_ONCE);

  async function download(url: string): Promise<TempFile> {
    try {
      return await deps.files.save(await deps.fetcher.fetch(url));
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // The reason stays in the log; the caller learns only that the address gave no photo.
      deps.log.info({ reason: error.reason }, 'photo URL refused');
      if (error.isTooLarge) throw new PhotoRejection('IMAGE_TOO_LARGE', 413);
      throw new PhotoRejection('IMAGE_URL_UNAVAILABLE', 400);
    }
  }

  async function store(uploaderId: string, file: TempFile): Promise<UploadOutcome> {
    const original = await decodeGate(() => cleanOriginal(file.path));
    const id = randomUUID();
    const originalKey = `photos/${id.slice(0, 2)}/${id}.${original.extension}`;
    await deps.storage.put(originalKey, original.body, original.contentType);
    const imageId = await insertUploadedPhoto(
      deps.db,
      {
        uploaderId,
        originalKey,
        width: original.width,
        height: original.height,
      },
      deps.jobs.enqueue,
    ).catch(async (error: unknown) => {
      await deps.storage.delete(originalKey).catch(() => undefined);
      throw error;
    });
    deps.jobs.wake();
    return { imageId, warnings: original.warnings };
  }

  return {
    /**
     * Lets an upload of `uploaderId` begin, before a byte of its body is read: refused (429) past the
     * hourly count, or while the user's UPLOAD_CONCURRENCY_PER_USER uploads are in flight. Answers the
     * release of the slot it takes, for the caller to call once the upload is answered, whatever happened.
     */
    async admit(uploaderId: string): Promise<() => void> {
      const retryAfterMs = await limiter.retryAfterMs(uploaderId);
      if (retryAfterMs > 0) throw new PhotoRejection('RATE_LIMITED', 429, toRetryAfterSeconds(retryAfterMs));
      const release = await deps.inFlight.tryAcquire(uploaderId);
      if (!release) throw new PhotoRejection('UPLOADS_IN_PROGRESS', 429, IN_PROGRESS_RETRY_SECONDS);
      return release;
    },
    /** Writes an uploaded file to disk as it arrives; see TempFiles.save. */
    receive: (source: Readable) => deps.files.save(source),
    /**
     * Checks, cleans and stores one photo of `uploaderId` (admitted), queues its processing, answers its
     * id. The file, uploaded or downloaded, is removed afterwards whatever the outcome.
     */
    async upload(uploaderId: string, input: UploadInput): Promise<UploadOutcome> {
      const url = input.url?.trim();
      if (!input.file && !url) throw new PhotoRejection('IMAGE_REQUIRED', 400);
      await limiter.record(uploaderId);
      const warnings: PhotoMessage[] = input.file && url ? [{ code: 'URL_IGNORED' }] : [];
      const file = input.file ?? (await download(url!));
      try {
        const outcome = await store(uploaderId, file);
        return { ...outcome, warnings: [...warnings, ...outcome.warnings] };
      } finally {
        await file.remove();
      }
    },
  };
}
export type PhotoUploadService = ReturnType<typeof createPhotoUploadService>;
