import type { JobQueue } from '../../jobs/queue';
import type { ContactsService } from './contacts.service';

/** Who was counted on finished days is forgotten hourly, once whatever the number of instances. */
export function registerContactJobs(queue: JobQueue, contacts: Pick<ContactsService, 'pruneFinished'>) {
  queue.schedule('contact-pruning', '10 * * * *', {
    handle: async () => void (await contacts.pruneFinished()),
  });
}
