import type { ReviewMode } from '@sakhli/shared/rules/listing-status';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { Log } from '../../lib/log';
import { createListingActions } from './listing-actions.service';
import { createListingService, type GoingLive } from './listing.service';
import { createMyPropertiesService } from './my-properties.service';

export interface ListingModuleOptions {
  db: Db;
  storage: Storage;
  /** REVIEW_MODE (CONTRACT.md section 2). */
  config: { reviewMode: ReviewMode };
  log: Log;
  /** Told of every listing that becomes Active (the saved searches' matching). */
  goingLive: GoingLive;
  now?: () => Date;
  /** A listing's price fell: called in the edit's transaction (price-drops.jobs.ts queues the mails). */
  onPriceDrop?: (tx: Db, propertyId: number) => Promise<void>;
}

/** Wires the listing management services together; app.ts registers their routes and the photo hook. */
export function createListingModule({ config, ...common }: ListingModuleOptions) {
  const options = { ...common, reviewMode: config.reviewMode };
  const listings = createListingService(options);
  const actions = createListingActions(options);
  return {
    db: common.db,
    storage: common.storage,
    log: common.log,
    listings,
    actions,
    myProperties: createMyPropertiesService(options),
    /** For the photo job runner: a listing's photos are all done, it may go live (REVIEW_MODE auto). */
    onPropertyPhotosReady: async (propertyId: number): Promise<void> => {
      await listings.promoteIfReady(propertyId);
    },
  };
}
export type ListingModule = ReturnType<typeof createListingModule>;
