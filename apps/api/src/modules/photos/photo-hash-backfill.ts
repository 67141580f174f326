import sharp from 'sharp';
import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';
import { DECODE_OPTIONS } from './image-formats';
import { perceptualHash } from './perceptual-hash';
import { saveRenditionHash, selectUnhashedPhotos } from './photo-hash-backfill.repository';

/**
 * The perceptual hash of a stored display rendition, as the rendition job computes it (null: no detail);
 * undefined when storage does not hold it.
 */
export async function storedRenditionHash(
  storage: Storage,
  displayKey: string,
): Promise<bigint | null | undefined> {
  const object = await storage.get(displayKey);
  if (!object) return undefined;
  return perceptualHash(sharp(await buffer(object.body), DECODE_OPTIONS));
}

/** The pass over processed photos without a hash: one job at a time across instances. */
export const PHOTO_HASH_BACKFILL = 'photo-hash-backfill';
/** Photos read from the index per batch. */
const BATCH = 100;

export interface PhotoHashBackfillOptions {
  db: Db;
  storage: Storage;
  log: Log;
}

/**
 * The perceptual hashes of photos processed before they were computed (decision 043): every processed
 * photo without a hash gets the hash of its display rendition, read through the storage adapter, with the
 * function the rendition job uses (decision 038). A job every job-running instance asks for at its start
 * (after a deploy, with no operator) and one runs; progress is the data itself (a hashed photo leaves the
 * partial index), so a pass cut short is resumed by the next, and a photo written twice is written alike.
 */
export function registerPhotoHashBackfill(queue: JobQueue, { db, storage, log }: PhotoHashBackfillOptions) {
  let isStopped = false;

  /** Hashes every processed photo without one; answers how many photos it wrote and how many it could not read. */
  async function runPass(): Promise<{ written: number; unreadable: number }> {
    let written = 0;
    let unreadable = 0;
    for (let afterId = 0; ;) {
      const photos = await selectUnhashedPhotos(db, afterId, BATCH);
      if (photos.length === 0) return { written, unreadable };
      // The app is closing: the job runs again later (here or on another instance) from what is left.
      if (isStopped) throw new Error(`stopped after hashing ${written} photos`);
      for (const displayKey of new Set(photos.map((photo) => photo.displayKey))) {
        const phash = await storedRenditionHash(storage, displayKey).catch((error: unknown) => {
          log.warn({ err: error, displayKey }, 'photo hash backfill: rendition not readable');
          return undefined;
        });
        if (phash === undefined) unreadable += 1;
        else written += await saveRenditionHash(db, displayKey, phash);
      }
      afterId = photos.at(-1)!.id;
    }
  }

  queue.define(PHOTO_HASH_BACKFILL, {
    policy: 'perKey',
    retryLimit: 2,
    // Reading a large archive of renditions takes minutes; past this another instance takes the job over.
    leaseSeconds: 1800,
    async handle() {
      const started = performance.now();
      const { written, unreadable } = await runPass();
      if (written + unreadable > 0)
        log.info(
          { written, unreadable },
          `photo hash backfill: ${written} photos hashed in ${Math.round(performance.now() - started)} ms`,
        );
    },
  });

  return {
    /** Asks for the pass; instances that ask while it waits share one job. */
    queue: () =>
      queue.enqueue(PHOTO_HASH_BACKFILL, {}, { singletonKey: PHOTO_HASH_BACKFILL }).then(() => undefined),
    stop() {
      isStopped = true;
    },
  };
}
export type PhotoHashBackfill = ReturnType<typeof registerPhotoHashBackfill>;
