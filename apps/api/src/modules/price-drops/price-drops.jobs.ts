import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PriceDrops } from './price-drops.service';

const PRICE_DROP_QUEUE = 'price-drop-mails';

interface PriceDropJob extends Record<string, unknown> {
  propertyId: number;
}

/**
 * The mails of a price drop are sent from the queue, not from the edit: the edit only queues the job, in
 * its own transaction. One job per listing at a time (a second drop before it ran changes nothing: the job
 * reads the listing as it is then).
 */
export function registerPriceDropJobs(queue: JobQueue, priceDrops: PriceDrops) {
  queue.define<PriceDropJob>(PRICE_DROP_QUEUE, {
    policy: 'perKey',
    retryLimit: 5,
    handle: ({ propertyId }) => priceDrops.mailPriceDrop(propertyId),
  });
  return {
    /** For the listing service: queued exactly when the edit that lowered the price commits. */
    async announce(tx: Db, propertyId: number): Promise<void> {
      await queue.enqueue(PRICE_DROP_QUEUE, { propertyId }, { tx, singletonKey: String(propertyId) });
    },
  };
}
