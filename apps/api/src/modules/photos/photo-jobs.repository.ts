import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageProcessingJobs, photoHashBands, propertyPhotos } from '../../db/schema/index';
import { bandKeysOf } from './photo-hash-bands';

/**
 * The record of a photo's rendering that one attempt of its queued job now holds: `retryCount` (the
 * attempt's number less one) is its fence, since a later attempt of the same job raises it.
 */
export interface ClaimedJob {
  jobId: number;
  photoId: number;
  originalKey: string;
  propertyId: number | null;
  retryCount: number;
  maxRetries: number;
  /** True when an earlier attempt took the record and never finished (its worker died or hung). */
  wasInterrupted: boolean;
}

/**
 * Marks the photo's record processing for attempt `attempt` (1, 2, …) of its queued job. Answers
 * undefined when there is nothing to do: the record is completed or failed, or a later attempt holds it
 * (this one outlived its lease). The queue gives a job to one worker at a time; the fence keeps an attempt
 * that outlived its lease from writing over the one that took the job after it.
 */
export async function claimJob(db: Db, photoId: number, attempt: number): Promise<ClaimedJob | undefined> {
  const result = await db.execute(sql`
    with held as (
      select job.id, job.status as previous_status
      from ${imageProcessingJobs} job
      where job.photo_id = ${photoId} and job.status in ('pending', 'processing')
        and job.retry_count <= ${attempt - 1}
      for update
    )
    update ${imageProcessingJobs} job
    set status = 'processing', started_at = now(), retry_count = ${attempt - 1}
    from held, ${propertyPhotos} photo
    where job.id = held.id and photo.id = job.photo_id
    returning job.id as "jobId", job.photo_id as "photoId", photo.original_key as "originalKey",
      photo.property_id as "propertyId", job.retry_count as "retryCount", job.max_retries as "maxRetries",
      held.previous_status = 'processing' as "wasInterrupted"`);
  return (result as { rows: ClaimedJob[] }).rows[0];
}

/** Only while this attempt still holds the record (no later attempt took it meanwhile). */
const heldBy = (job: ClaimedJob) =>
  and(
    eq(imageProcessingJobs.id, job.jobId),
    eq(imageProcessingJobs.status, 'processing'),
    eq(imageProcessingJobs.retryCount, job.retryCount),
  );

/**
 * Records the renditions and the perceptual hash (with its band keys) and completes the record. Answers the photo's listing as it is now (it may have
 * been attached while the job ran), or undefined when a later attempt took the record over meanwhile.
 */
export async function completeJob(
  db: Db,
  job: ClaimedJob,
  { phash, ...renditions }: { displayKey: string; thumbnailKey: string; phash: bigint | null },
): Promise<{ propertyId: number | null } | undefined> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(imageProcessingJobs)
      .set({ status: 'completed', completedAt: sql`now()`, errorMessage: null })
      .where(heldBy(job))
      .returning({ id: imageProcessingJobs.id });
    if (done.length === 0) return undefined;
    const [photo] = await tx
      .update(propertyPhotos)
      .set({ ...renditions, phash, lacksDetail: phash === null })
      .where(eq(propertyPhotos.id, job.photoId))
      .returning({ propertyId: propertyPhotos.propertyId });
    if (phash !== null) await insertHashBands(tx, job.photoId, phash);
    return photo;
  });
}

/** A photo's hash in the look-up index (decision 038): one row per band key. */
export async function insertHashBands(tx: Db, photoId: number, phash: bigint) {
  await tx
    .insert(photoHashBands)
    .values(bandKeysOf(phash).map((bandKey) => ({ bandKey, photoId, phash })))
    .onConflictDoNothing();
}

/**
 * After a failed attempt: pending another (the queue retries it after its backoff), or failed for good
 * once `maxRetries` retries are spent. The message is what moderators see in the record.
 */
export async function recordFailure(
  db: Db,
  job: ClaimedJob,
  errorMessage: string,
): Promise<'retry' | 'failed' | 'lost'> {
  const isFinal = job.retryCount >= job.maxRetries;
  const rows = await db
    .update(imageProcessingJobs)
    .set(
      isFinal
        ? { status: 'failed', errorMessage }
        : { status: 'pending', errorMessage, retryCount: job.retryCount + 1 },
    )
    .where(heldBy(job))
    .returning({ id: imageProcessingJobs.id });
  if (rows.length === 0) return 'lost';
  return isFinal ? 'failed' : 'retry';
}

/** The queue gave up on the photo's job: its record, unless already settled, fails with `errorMessage`. */
export async function recordGivenUp(db: Db, photoId: number, errorMessage: string) {
  await db
    .update(imageProcessingJobs)
    .set({ status: 'failed', errorMessage })
    .where(
      and(
        eq(imageProcessingJobs.photoId, photoId),
        inArray(imageProcessingJobs.status, ['pending', 'processing']),
      ),
    );
}

/** True when the listing has photos and every one of them is processed. */
export async function isEveryPropertyPhotoProcessed(db: Db, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({
      photos: sql<number>`count(*)::int`,
      // A photo without a job row (seeded before jobs existed) counts as processed once it has a thumbnail.
      unfinished: sql<number>`count(*) filter (where not coalesce(${imageProcessingJobs.status} = 'completed', ${propertyPhotos.thumbnailKey} is not null))::int`,
    })
    .from(propertyPhotos)
    .leftJoin(imageProcessingJobs, eq(imageProcessingJobs.photoId, propertyPhotos.id))
    .where(eq(propertyPhotos.propertyId, propertyId));
  return Boolean(row && row.photos > 0 && row.unfinished === 0);
}
