import type { Role } from '@sakhli/shared/enums';
import {
  ARCHIVED_NOTE,
  canManageListing,
  judgeListingAction,
  type ListingAction,
  type ListingActor,
} from '@sakhli/shared/rules/listing-status';
import { AppError } from '../../lib/app-error';
import type { ListingState } from './listing.repository';

/** The signed-in caller as the status table sees them. */
export const actorOf = (user: { id: string; role: Role }): ListingActor => ({
  userId: user.id,
  role: user.role,
});

export const propertyNotFound = () => new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');

/** If-Match named a version the listing has left (CONTRACT.md section 6): someone saved it meanwhile. */
export const listingChanged = () =>
  new AppError(
    'PRECONDITION_FAILED',
    412,
    'The listing has changed since you loaded it; load the latest version and make your changes again',
  );

const PAST_TENSE: Record<ListingAction, string> = {
  edit: 'edited',
  deactivate: 'deactivated',
  activate: 'activated',
  publish: 'published',
  archive: 'archived',
};

/**
 * The status table decides (shared rule): 403 for whoever may not manage the listing or may not take a
 * moderator's action, 409 for an action no one may take from the listing's status.
 */
export function authorizeAction(action: ListingAction, listing: ListingState, actor: ListingActor): void {
  const verdict = judgeListingAction(action, listing, actor);
  if (verdict === 'allowed') return;
  if (verdict === 'forbidden') {
    throw canManageListing(listing, actor)
      ? new AppError('MODERATOR_REQUIRED', 403, 'Moderator access required')
      : new AppError('PROPERTY_NOT_OWNED', 403, 'You can only manage your own properties');
  }
  if (listing.publishStatus === 'Archived') throw new AppError('PROPERTY_ARCHIVED', 409, ARCHIVED_NOTE);
  throw new AppError(
    'INVALID_STATUS_TRANSITION',
    409,
    `A listing that is ${listing.publishStatus} cannot be ${PAST_TENSE[action]}`,
  );
}
