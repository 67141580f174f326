import { expiryAfterHold, isHeldAfterReport } from '@sakhli/shared/rules/listing-reports';
import { isModerator } from '@sakhli/shared/rules/listing-status';
import type { ListingReportFields } from '@sakhli/shared/schemas/listing-report';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeLimits } from '../../lib/limit-checks';
import type { RateLimiter } from '../../lib/rate-limiter';
import { actorOf, propertyNotFound } from '../properties/listing-access';
import { lockListingState } from '../properties/listing.repository';
import type { Caller, GoingLive } from '../properties/listing.service';
import {
  countOpenReports,
  holdListing,
  insertReport,
  resolveOpenReports,
  restoreHeldListing,
} from './listing-reports.repository';

export interface ListingReportsOptions {
  db: Db;
  /** Told when a dismissal puts a held listing back on the site (the saved searches' matching). */
  goingLive: GoingLive;
  /** RATE_LIMIT_REPORTS_PER_USER. */
  limiter: RateLimiter;
  now?: () => Date;
}

/**
 * Reports of listings (CONTRACT.md section 7, decision 037). Each report and each dismissal is one
 * transaction under the listing's row lock: parallel reports of one listing are counted one after another,
 * so the third distinct reporter holds it exactly once.
 */
export function createListingReportsService({
  db,
  goingLive,
  limiter,
  now = () => new Date(),
}: ListingReportsOptions) {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((transaction) => work(transaction as unknown as Db));

  return {
    /** Only someone else's Active listing can be reported, once per user; the third holds it. */
    async report(caller: Caller, propertyId: number, fields: ListingReportFields): Promise<{ id: number }> {
      return inTransaction(async (tx) => {
        const listing = await lockListingState(tx, propertyId);
        if (listing?.userId === caller.id) {
          throw new AppError('CANNOT_REPORT_OWN_LISTING', 403, 'You cannot report your own listing');
        }
        if (!listing || listing.publishStatus !== 'Active') throw propertyNotFound();
        await consumeLimits([limiter, caller.id]);
        const at = now();
        const id = await insertReport(tx, { ...fields, propertyId, reporterId: caller.id, createdAt: at });
        if (id === undefined) {
          throw new AppError('ALREADY_REPORTED', 409, 'You have already reported this listing');
        }
        const openReportCount = await countOpenReports(tx, propertyId);
        if (isHeldAfterReport({ publishStatus: listing.publishStatus, openReportCount })) {
          await holdListing(tx, propertyId, at);
        }
        return { id };
      });
    },

    /**
     * A moderator finds the open reports unfounded: they are closed (their reporters cannot report the
     * listing again) and a listing they held goes live again, its lifetime moved on by the time it was held.
     */
    async dismiss(caller: Caller, propertyId: number): Promise<true> {
      if (!isModerator(actorOf(caller))) throw new AppError('FORBIDDEN', 403, 'Moderator access required');
      const isRestored = await inTransaction(async (tx) => {
        const listing = await lockListingState(tx, propertyId);
        if (!listing) throw propertyNotFound();
        const at = now();
        const resolved = await resolveOpenReports(tx, propertyId, {
          resolution: 'Dismissed',
          resolvedBy: caller.id,
          resolvedAt: at,
        });
        if (resolved === 0) throw new AppError('NO_OPEN_REPORTS', 409, 'The listing has no open reports');
        if (listing.reportsHeldAt === null || listing.publishStatus !== 'Pending') return false;
        const expiry = expiryAfterHold(listing.expiryDate, listing.reportsHeldAt, at);
        await restoreHeldListing(tx, propertyId, expiry, at);
        await goingLive.enqueue(tx, propertyId);
        return true;
      });
      if (isRestored) goingLive.wake();
      return true;
    },

    /** The moderator archived the listing (the rejection): its open reports are closed with it. */
    closeOnArchive: (tx: Db, propertyId: number, moderatorId: string) =>
      resolveOpenReports(tx, propertyId, {
        resolution: 'Archived',
        resolvedBy: moderatorId,
        resolvedAt: now(),
      }),
  };
}
export type ListingReportsService = ReturnType<typeof createListingReportsService>;
