import {
  expiryDateFrom,
  isModerator,
  STATUS_AFTER,
  ARCHIVED_NOTE,
  type StatusAction,
} from '@sakhli/shared/rules/listing-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clearDuplicateFlags } from './duplicate-listings.repository';
import { deleteIdempotencyKeysBefore } from './idempotency.repository';
import { actorOf, authorizeAction, propertyNotFound } from './listing-access';
import { changeStatus, expireListings, selectListingState, type ListingState } from './listing.repository';
import type { Caller, GoingLive } from './listing.service';

const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const changedMeanwhile = () =>
  new AppError('STATUS_CHANGED', 409, 'The listing was changed meanwhile. Reload it and try again.');

/**
 * The status actions of SPEC.md section 4 (deactivate, activate, publish, archive), the moderator's
 * rejection, and expiry. Activating or publishing starts a new lifetime: that is how an owner renews an
 * expired listing (docs/decisions).
 */
export function createListingActions({
  db,
  goingLive,
  now = () => new Date(),
}: {
  db: Db;
  goingLive: GoingLive;
  now?: () => Date;
}) {
  return {
    async act(caller: Caller, id: number, action: StatusAction): Promise<true> {
      const listing = await selectListingState(db, id);
      if (!listing) throw propertyNotFound();
      authorizeAction(action, listing, actorOf(caller));
      const at = now();
      const isGoingLive = STATUS_AFTER[action] === 'Active';
      await db.transaction(async (tx) => {
        const changed = await changeStatus(tx, id, listing.publishStatus, STATUS_AFTER[action], {
          updatedAt: at,
          ...(isGoingLive ? { expiryDate: expiryDateFrom(listing.listingType, at) } : {}),
        });
        if (!changed) throw changedMeanwhile();
        // A moderator approving a listing settles its possible duplicates (decision 038).
        if (action === 'publish') await clearDuplicateFlags(tx, id, at);
        if (isGoingLive) await goingLive.enqueue(tx, id);
      });
      if (isGoingLive) goingLive.wake();
      return true;
    },

    /**
     * A moderator turns a listing down: it is archived with the reason its owner sees. Any listing not yet
     * archived can be rejected (a Pending one from the queue, or a live one taken down). `andThen` runs in
     * the same transaction with the listing as it was (the owner's mail is accepted with the change).
     */
    async reject(
      caller: Caller,
      id: number,
      reason: string,
      andThen: (listing: ListingState, tx: Db) => Promise<void>,
    ): Promise<void> {
      if (!isModerator(actorOf(caller))) throw new AppError('FORBIDDEN', 403, 'Moderator access required');
      const listing = await selectListingState(db, id);
      if (!listing) throw propertyNotFound();
      if (listing.publishStatus === 'Archived') throw new AppError('PROPERTY_ARCHIVED', 409, ARCHIVED_NOTE);
      await db.transaction(async (tx) => {
        const changed = await changeStatus(tx, id, listing.publishStatus, 'Archived', {
          rejectionReason: reason,
          updatedAt: now(),
        });
        if (!changed) throw changedMeanwhile();
        await andThen(listing, tx);
      });
    },

    /** The periodic sweep: expired Active listings become Inactive; old idempotency keys are dropped. */
    async expireDue(): Promise<number> {
      const at = now();
      await deleteIdempotencyKeysBefore(db, new Date(at.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
      return expireListings(db, at);
    },
  };
}
export type ListingActions = ReturnType<typeof createListingActions>;
