import type { JobQueue } from '../../jobs/queue';
import type { StatisticsService } from './statistics.service';

/** Inquiry and favourite counts older than the statistics' window go once a day, on one instance. */
export function registerStatisticsJobs(queue: JobQueue, statistics: Pick<StatisticsService, 'prune'>) {
  queue.schedule('interest-pruning', '20 0 * * *', {
    handle: async () => void (await statistics.prune()),
  });
}
