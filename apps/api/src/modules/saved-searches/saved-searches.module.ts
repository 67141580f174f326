import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';
import type { MailOutbox } from '../mail/mail.jobs';
import type { Unsubscribes } from '../mail/unsubscribe';
import type { GoingLive } from '../properties/listing.service';
import { createAlertMails, UNSUBSCRIBE_KIND } from './alerts';
import { createMatcher } from './matching';
import { turnAlertsOff } from './saved-searches.repository';
import { savedSearchRoutes } from './saved-searches.routes';
import { createSavedSearchesService } from './saved-searches.service';
import { registerSavedSearchJobs } from './saved-searches.jobs';

export interface SavedSearchesModuleOptions {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  outbox: MailOutbox;
  unsubscribes: Unsubscribes;
  appUrl: string;
  log: Log;
}

/**
 * Saved searches and their alerts, wired: the routes, the jobs, the one-click unsubscribe of kind
 * 'saved-search' (the search's frequency becomes `off`; it stays listed), and the hook the listings call
 * when a listing becomes Active.
 */
export function createSavedSearchesModule({
  db,
  storage,
  jobs,
  outbox,
  unsubscribes,
  appUrl,
  log,
}: SavedSearchesModuleOptions) {
  unsubscribes.define(UNSUBSCRIBE_KIND, async (subject) => {
    const id = Number(subject);
    if (!Number.isSafeInteger(id)) return false;
    return db.transaction((tx) => turnAlertsOff(tx as unknown as Db, id));
  });
  const queued = registerSavedSearchJobs(jobs, {
    db,
    matcher: createMatcher(db),
    alerts: createAlertMails({ db, storage, outbox, unsubscribes, appUrl }),
    log,
  });
  const goingLive: GoingLive = { enqueue: queued.enqueueMatching, wake: queued.wakeMatching };
  return { routes: savedSearchRoutes(createSavedSearchesService(db)), goingLive };
}
