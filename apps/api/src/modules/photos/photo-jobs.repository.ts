import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageProcessingJobs, propertyPhotos } from '../../db/schema/index';

/** A job this worker now holds: `retryCount` is its fence (a reclaim by another worker changes it). */
export interface ClaimedJob {
  jobId: number;
  photoId: number;
  originalKey: string;
  propertyId: number | null;
  retryCount: number;
  maxRetries: number;
  /** True when the job was taken back from a worker whose lease ran out (it crashed or hung). */
  wasReclaimed: boolean;
}

/**
 * Claims up to `limit` due jobs: pending ones whose next attempt has come, and processing ones whose
 * lease expired. SKIP LOCKED lets several workers (processes, or app instances on one PostgreSQL) claim
 * side by side without waiting on each other or taking the same job. A reclaim counts as an attempt, so a
 * photo that kills its worker every time ends as failed instead of looping forever.
 */
export async function claimDueJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    with due as (
      select job.id, job.status as previous_status
      from ${imageProcessingJobs} job
      where (job.status = 'pending' and job.next_attempt_at <= now())
         or (job.status = 'processing' and job.started_at < now() - ${leaseMs} * interval '1 millisecond')
      order by job.next_attempt_at, job.id
      limit ${limit}
      for update skip locked
    )
    update ${imageProcessingJobs} job
    set status = 'processing',
        started_at = now(),
        retry_count = case when due.previous_status = 'processing' then job.retry_count + 1 else job.retry_count end
    from due, ${propertyPhotos} photo
    where job.id = due.id and photo.id = job.photo_id
    returning job.id as "jobId", job.photo_id as "photoId", photo.original_key as "originalKey",
      photo.property_id as "propertyId", job.retry_count as "retryCount", job.max_retries as "maxRetries",
      due.previous_status = 'processing' as "wasReclaimed"`);
  return (result as { rows: ClaimedJob[] }).rows;
}

/** Only while this worker still holds the job (not reclaimed meanwhile). */
const heldBy = (job: ClaimedJob) =>
  and(
    eq(imageProcessingJobs.id, job.jobId),
    eq(imageProcessingJobs.status, 'processing'),
    eq(imageProcessingJobs.retryCount, job.retryCount),
  );

/**
 * Records the renditions and completes the job. Answers the photo's listing as it is now (it may have
 * been attached while the job ran), or undefined when another worker took the job over meanwhile.
 */
export async function completeJob(
  db: Db,
  job: ClaimedJob,
  renditions: { displayKey: string; thumbnailKey: string },
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
      .set(renditions)
      .where(eq(propertyPhotos.id, job.photoId))
      .returning({ propertyId: propertyPhotos.propertyId });
    return photo;
  });
}

/**
 * After a failed attempt: another try after `backoffMs`, or failed for good once `maxRetries` retries
 * are spent. The message is what moderators see in the processing record.
 */
export async function recordFailure(
  db: Db,
  job: ClaimedJob,
  errorMessage: string,
  backoffMs: number,
): Promise<'retry' | 'failed' | 'lost'> {
  const isFinal = job.retryCount >= job.maxRetries;
  const rows = await db
    .update(imageProcessingJobs)
    .set(
      isFinal
        ? { status: 'failed', errorMessage }
        : {
            status: 'pending',
            errorMessage,
            retryCount: job.retryCount + 1,
            nextAttemptAt: sql`now() + ${backoffMs} * interval '1 millisecond'`,
          },
    )
    .where(heldBy(job))
    .returning({ id: imageProcessingJobs.id });
  if (rows.length === 0) return 'lost';
  return isFinal ? 'failed' : 'retry';
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
