import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';
import type { AlertMails } from './alerts';
import { selectDigestsDue } from './alerts.repository';
import type { Matcher } from './matching';

const MATCHING = 'saved-search-matching';
const ALERT = 'saved-search-alert';
const DIGEST = 'saved-search-digest';

interface MatchingJob extends Record<string, unknown> {
  propertyId: number;
}
interface AlertJob extends Record<string, unknown> {
  savedSearchId: number;
  isDigest: boolean;
}

const alertJob = (data: AlertJob) => ({ data, singletonKey: alertKey(data) });
const alertKey = ({ savedSearchId, isDigest }: AlertJob) =>
  `${isDigest ? 'digest' : 'instant'}:${savedSearchId}`;

/**
 * The saved searches' work in the job queue (decision 033):
 * - a listing that became Active is matched (enqueued by the listing's own transaction);
 * - each search it is new to and that is `instant` gets an alert run: at once for its first match, then at
 *   most one mail per 15 minutes (a run inside the window is deferred to its end; while one waits, further
 *   matches add no run, they wait in the hits table and go in that mail);
 * - at 09:00 Asia/Tbilisi every `daily` search with matches waiting gets its digest run.
 */
export function registerSavedSearchJobs(
  queue: JobQueue,
  { db, matcher, alerts, log }: { db: Db; matcher: Matcher; alerts: AlertMails; log: Log },
) {
  const enqueueAlert = (job: AlertJob, delaySeconds?: number) =>
    queue.enqueue(ALERT, job, { singletonKey: alertKey(job), delaySeconds });

  queue.define<AlertJob>(ALERT, {
    policy: 'perKey',
    retryDelaySeconds: 10,
    async handle(job) {
      const { deferSeconds } = await alerts.send(job.savedSearchId, job.isDigest);
      if (deferSeconds !== undefined) await enqueueAlert(job, deferSeconds);
    },
  });
  queue.define<MatchingJob>(MATCHING, {
    policy: 'perKey',
    retryDelaySeconds: 5,
    async handle({ propertyId }) {
      const fresh = await matcher.match(propertyId);
      // One statement for all of them: a listing may be new to thousands of searches.
      await queue.enqueueMany(
        ALERT,
        fresh
          .filter((search) => search.frequency === 'instant')
          .map((search) => alertJob({ savedSearchId: search.id, isDigest: false })),
      );
      if (fresh.length > 0)
        log.info({ propertyId, matches: fresh.length }, 'saved searches matched a listing');
    },
  });
  queue.schedule(
    DIGEST,
    '0 9 * * *',
    {
      async handle() {
        const due = await selectDigestsDue(db);
        await queue.enqueueMany(
          ALERT,
          due.map((savedSearchId) => alertJob({ savedSearchId, isDigest: true })),
        );
      },
    },
    'Asia/Tbilisi',
  );

  return {
    /** For the listings: in the transaction that makes a listing Active, so its matching exists exactly then. */
    enqueueMatching: (tx: Db, propertyId: number) =>
      queue.enqueue(MATCHING, { propertyId }, { tx, singletonKey: String(propertyId) }),
    /** After that transaction committed: this process matches at once instead of at its next poll. */
    wakeMatching: () => queue.wake(MATCHING),
  };
}
export type SavedSearchJobs = ReturnType<typeof registerSavedSearchJobs>;
