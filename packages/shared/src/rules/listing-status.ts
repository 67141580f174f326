import { LISTING_LIFETIME_DAYS } from '../constants';
import type { ListingType, PublishStatus, Role } from '../enums';
import { hasRole } from './roles';

/**
 * SPEC.md section 4 'Listing publishStatus and actions': which action is legal from which status and for
 * whom. The server enforces it; the web shows exactly the buttons it allows.
 */

export const LISTING_ACTIONS = ['edit', 'deactivate', 'activate', 'publish', 'archive'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const STATUS_ACTIONS = ['deactivate', 'activate', 'publish', 'archive'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** CONTRACT.md section 2, REVIEW_MODE. */
export const REVIEW_MODES = ['auto', 'manual'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

export const ARCHIVED_NOTE = 'This property has been archived and cannot be modified.';

/** Who looks at or acts on a listing: nobody signed in is `{ userId: null, role: null }`. */
export interface ListingActor {
  userId: string | null;
  role: Role | null;
}

/** Where the buttons are: the my-properties list limits archiving a Pending listing to moderators. */
export type ActionPlace = 'detail' | 'list';

/** 'manager' = the owner, a Moderator or an Admin; 'moderator' = a Moderator or an Admin only. */
type Who = 'manager' | 'moderator';
const TABLE: Record<PublishStatus, Partial<Record<ListingAction, Who>>> = {
  Active: { edit: 'manager', deactivate: 'manager', archive: 'manager' },
  Inactive: { edit: 'manager', activate: 'manager', archive: 'manager' },
  Pending: { edit: 'manager', archive: 'manager', publish: 'moderator' },
  Archived: {},
};
/** 'missing or other' statuses: edit only. */
const UNKNOWN_STATUS: Partial<Record<ListingAction, Who>> = { edit: 'manager' };

export const STATUS_AFTER: Record<StatusAction, PublishStatus> = {
  deactivate: 'Inactive',
  activate: 'Active',
  publish: 'Active',
  archive: 'Archived',
};

export const isModerator = (actor: ListingActor): boolean => hasRole(actor.role, 'Moderator');

/** 'Can manage': the owner, or a Moderator or Admin (SPEC.md section 6). */
export function canManageListing(listing: { userId: string }, actor: ListingActor): boolean {
  if (actor.userId === null || !hasRole(actor.role, 'User')) return false;
  return actor.userId === listing.userId || isModerator(actor);
}

/**
 * 'allowed'; 'forbidden' when this actor may not (not a manager, or a moderator's action): the server's
 * 403; 'illegal' when nobody may from this status: the server's 409. A non-manager always gets
 * 'forbidden', so a refusal tells strangers nothing about the listing's state.
 */
export type ActionVerdict = 'allowed' | 'forbidden' | 'illegal';

export function judgeListingAction(
  action: ListingAction,
  listing: { userId: string; publishStatus: string },
  actor: ListingActor,
  place: ActionPlace = 'detail',
): ActionVerdict {
  if (!canManageListing(listing, actor)) return 'forbidden';
  const row = Object.hasOwn(TABLE, listing.publishStatus)
    ? TABLE[listing.publishStatus as PublishStatus]
    : UNKNOWN_STATUS;
  let who = row[action];
  if (!who) return 'illegal';
  if (place === 'list' && listing.publishStatus === 'Pending' && action === 'archive') who = 'moderator';
  return who === 'moderator' && !isModerator(actor) ? 'forbidden' : 'allowed';
}

/** The buttons to show, in the order of LISTING_ACTIONS. */
export function availableListingActions(
  listing: { userId: string; publishStatus: string },
  actor: ListingActor,
  place: ActionPlace = 'detail',
): ListingAction[] {
  return LISTING_ACTIONS.filter((action) => judgeListingAction(action, listing, actor, place) === 'allowed');
}

/**
 * The status after a saved edit. Under `manual` review an owner's change to a listing a moderator has
 * approved (Active or Inactive) is reviewed again: it goes back to Pending (docs/decisions). A moderator's
 * own edit, and any edit under `auto`, keeps the status.
 */
export function statusAfterEdit(
  status: PublishStatus,
  actor: ListingActor,
  reviewMode: ReviewMode,
): PublishStatus {
  const isReapproved = status === 'Active' || status === 'Inactive';
  return reviewMode === 'manual' && isReapproved && !isModerator(actor) ? 'Pending' : status;
}

/**
 * REVIEW_MODE `auto`: a Pending listing that was never rejected goes live once every photo is processed.
 * Under `manual` only a moderator publishes. A listing held by reports waits for a moderator either way
 * (decision 037): an owner's edit must not put it back on the site.
 */
export function isAutoPublishable(listing: {
  publishStatus: PublishStatus;
  isRejected: boolean;
  isHeldByReports: boolean;
  reviewMode: ReviewMode;
  photoCount: number;
  processedPhotoCount: number;
}): boolean {
  return (
    listing.reviewMode === 'auto' &&
    listing.publishStatus === 'Pending' &&
    !listing.isRejected &&
    !listing.isHeldByReports &&
    listing.photoCount > 0 &&
    listing.processedPhotoCount === listing.photoCount
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a listing published (or renewed) at `from` expires: 60 days for Sale and Rent, 30 for DailyRent. */
export function expiryDateFrom(listingType: ListingType, from: Date): Date {
  return new Date(from.getTime() + LISTING_LIFETIME_DAYS[listingType] * DAY_MS);
}

/** An Active listing past its expiry date is due to become Inactive; the owner renews it by activating. */
export function isExpired(expiryDate: Date | string | null, now: Date): boolean {
  return expiryDate !== null && new Date(expiryDate).getTime() <= now.getTime();
}
