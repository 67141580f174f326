import type { PublishStatus } from '../enums';

/** Distinct reporters whose open reports hide a listing until a moderator decides (issue 16). */
export const REPORTS_TO_HOLD = 3;

/** After a report: whether the listing, live until now, is to be held for moderation (decision 037). */
export function isHeldAfterReport(listing: {
  publishStatus: PublishStatus;
  openReportCount: number;
}): boolean {
  return listing.publishStatus === 'Active' && listing.openReportCount >= REPORTS_TO_HOLD;
}

/**
 * The expiry date of a held listing a moderator restores: its lifetime is moved on by the time it was
 * held, so an owner does not lose the days unfounded reports kept the listing hidden.
 */
export function expiryAfterHold(expiryDate: Date | null, heldAt: Date, restoredAt: Date): Date | null {
  if (expiryDate === null) return null;
  const heldFor = Math.max(0, restoredAt.getTime() - heldAt.getTime());
  return new Date(expiryDate.getTime() + heldFor);
}
