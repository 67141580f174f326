import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';
import type { ListingActions } from './listing-actions.service';
import type { PropertyService } from './property.service';

/**
 * The listings' scheduled work, each run once per period whatever the number of instances: expired
 * listings turn Inactive within a minute (a read expires one sooner), and who was counted on finished
 * days is forgotten hourly (decision 020).
 */
export function registerPropertyJobs(
  queue: JobQueue,
  {
    actions,
    properties,
    log,
  }: {
    actions: Pick<ListingActions, 'expireDue'>;
    properties: Pick<PropertyService, 'pruneFinishedViews'>;
    log: Log;
  },
) {
  queue.schedule('listing-expiry', '* * * * *', {
    async handle() {
      const expired = await actions.expireDue();
      if (expired > 0) log.info({ expired }, 'expired listings turned inactive');
    },
  });
  queue.schedule('view-pruning', '5 * * * *', {
    handle: async () => void (await properties.pruneFinishedViews()),
  });
}
