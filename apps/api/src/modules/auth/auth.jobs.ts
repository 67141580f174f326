import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { pruneExpiredCredentials } from './sessions.repository';

/** Expired sessions, link tokens and sign-in states are deleted hourly, by one instance. */
export function registerAuthJobs(queue: JobQueue, db: Db) {
  queue.schedule('credential-pruning', '35 * * * *', {
    handle: () => pruneExpiredCredentials(db, new Date()),
  });
}
