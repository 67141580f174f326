import type { Language, Role } from '@sakhli/shared/enums';
import type { PropertyPayload } from '@sakhli/shared/schemas/property-payload';
import {
  canManageListing,
  expiryDateFrom,
  isAutoPublishable,
  statusAfterEdit,
  type ListingActor,
  type ReviewMode,
} from '@sakhli/shared/rules/listing-status';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { loadUsdGelRate } from '../../db/seed/reference';
import { AppError } from '../../lib/app-error';
import { actorOf, authorizeAction, listingChanged, propertyNotFound } from './listing-access';
import { checkAgainstDatabase } from './listing-checks';
import { holdForDuplicates } from './duplicate-review';
import { countPhotoProgress, replaceListingPhotos } from './listing-photos.repository';
import { listingValuesOf, listingWishesOf } from './listing-values';
import { insertListing, lockListingState, saveListingContent, updateListing } from './listing.repository';
import { claimIdempotencyKey, findIdempotentListing, settleIdempotencyKey } from './idempotency.repository';
import { loadVersionedProperty, type VersionedProperty } from './property-loader';
import { ownPriceOf, recordPriceChange } from './price-changes';
import { insertFirstPrice } from './price-history.repository';

/**
 * Told when a listing becomes Active (published without review, approved, reactivated): `enqueue` in the
 * transaction that makes it so (the saved searches' matching exists exactly when the change commits), `wake`
 * after that transaction committed.
 */
export interface GoingLive {
  enqueue(tx: Db, propertyId: number): Promise<unknown>;
  wake(): void;
}

export interface ListingServiceOptions {
  db: Db;
  storage: Storage;
  reviewMode: ReviewMode;
  goingLive: GoingLive;
  now?: () => Date;
  /** A listing's price fell (decision 035): called in the edit's transaction, to queue what follows. */
  onPriceDrop?: (tx: Db, propertyId: number) => Promise<void>;
}

/** The signed-in caller of a listing call. */
export interface Caller {
  id: string;
  role: Role;
}

/**
 * Creating and editing listings (SPEC.md sections 3 and 5, CONTRACT.md section 3) and the review rule of
 * REVIEW_MODE. Each write is one transaction: the listing, its photos and the idempotency key together.
 */
export function createListingService({
  db,
  storage,
  reviewMode,
  goingLive,
  now = () => new Date(),
  onPriceDrop,
}: ListingServiceOptions) {
  /** The read model as the caller sees it (they manage it: hidden code and rejection reason included). */
  async function read(id: number, actor: ListingActor, language: Language): Promise<VersionedProperty> {
    const found = await loadVersionedProperty(db, storage, id, language, (row) =>
      canManageListing(row, actor),
    );
    if (!found) throw propertyNotFound();
    return found;
  }

  /**
   * Called after each save and by the photo job runner when a listing's photos are done. Once every photo
   * is processed they are checked for other accounts' photos (duplicate-review.ts), in every review mode.
   * Then REVIEW_MODE `auto`: a Pending listing that was never rejected and is not held goes Active, with
   * a fresh expiry date. True when it published the listing.
   */
  async function promoteIfReady(propertyId: number): Promise<boolean> {
    const isPromoted = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const listing = await lockListingState(tx, propertyId);
      if (!listing) return false;
      const progress = (await countPhotoProgress(tx, [propertyId])).get(propertyId);
      const photoCount = progress?.total ?? 0;
      const processedPhotoCount = progress?.processed ?? 0;
      const isProcessed = photoCount > 0 && processedPhotoCount === photoCount;
      if (isProcessed && (await holdForDuplicates(tx, listing, now()))) return false;
      const isReady = isAutoPublishable({
        publishStatus: listing.publishStatus,
        isRejected: listing.rejectionReason !== null,
        isHeldByReports: listing.reportsHeldAt !== null,
        reviewMode,
        photoCount,
        processedPhotoCount,
      });
      if (!isReady) return false;
      const at = now();
      await updateListing(tx, propertyId, {
        publishStatus: 'Active',
        expiryDate: expiryDateFrom(listing.listingType, at),
        updatedAt: at,
      });
      await goingLive.enqueue(tx, propertyId);
      return true;
    });
    if (isPromoted) goingLive.wake();
    return isPromoted;
  }

  return {
    promoteIfReady,

    /**
     * POST /api/Property: a new Pending listing of the caller. With an idempotency key, a retry (even a
     * concurrent one) answers the listing the first request created.
     */
    async create(
      caller: Caller,
      payload: PropertyPayload,
      language: Language,
      idempotencyKey?: string,
    ): Promise<VersionedProperty> {
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (idempotencyKey && !(await claimIdempotencyKey(tx, caller.id, idempotencyKey))) {
          const existing = await findIdempotentListing(tx, caller.id, idempotencyKey);
          if (existing === null) {
            throw new AppError(
              'IDEMPOTENCY_CONFLICT',
              409,
              'A request with this Idempotency-Key is under way',
            );
          }
          return existing;
        }
        const city = await checkAgainstDatabase(tx, payload, { callerId: caller.id });
        const at = now();
        const values = listingValuesOf(payload, city, await loadUsdGelRate(tx));
        const listingId = await insertListing(tx, caller.id, {
          ...values,
          listingWishes: listingWishesOf(values),
          publishStatus: 'Pending',
          expiryDate: expiryDateFrom(payload.listingType, at),
          updatedAt: at,
        });
        await insertFirstPrice(tx, listingId, ownPriceOf(values), at);
        await replaceListingPhotos(tx, listingId, payload.photos);
        if (idempotencyKey) await settleIdempotencyKey(tx, caller.id, idempotencyKey, listingId);
        return listingId;
      });
      await promoteIfReady(id);
      return read(id, actorOf(caller), language);
    },

    /**
     * PUT /api/Property/{id}: the owner, a moderator or an admin replaces the listing's content. With
     * `expectedVersions` (If-Match), only while the listing is at one of them (412 otherwise): checked
     * under the row's lock, so of two saves from the same version exactly one goes through. A save that
     * changes nothing writes nothing.
     */
    async update(
      caller: Caller,
      id: number,
      payload: PropertyPayload,
      language: Language,
      expectedVersions?: number[],
    ): Promise<VersionedProperty> {
      const actor = actorOf(caller);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const listing = await lockListingState(tx, id);
        if (!listing) throw propertyNotFound();
        authorizeAction('edit', listing, actor);
        if (expectedVersions && !expectedVersions.includes(listing.version)) throw listingChanged();
        const city = await checkAgainstDatabase(tx, payload, {
          callerId: caller.id,
          listingId: id,
          currentDistrictId: listing.districtId,
        });
        const changedPhotos = await replaceListingPhotos(tx, id, payload.photos);
        const values = listingValuesOf(payload, city, await loadUsdGelRate(tx));
        const at = now();
        const priceChange = await recordPriceChange(tx, id, ownPriceOf(listing), ownPriceOf(values), at);
        await saveListingContent(
          tx,
          id,
          values,
          {
            publishStatus: statusAfterEdit(listing.publishStatus, actor, reviewMode),
            updatedAt: at,
            listingWishes: listingWishesOf(values),
            // Other photos make another photo report: its wishes are computed again (wish-masks.ts).
            ...(changedPhotos > 0 ? { photoWishes: null } : {}),
            ...priceChange?.columns,
          },
          changedPhotos > 0,
        );
        if (priceChange?.isDrop) await onPriceDrop?.(tx, id);
      });
      await promoteIfReady(id);
      return read(id, actor, language);
    },
  };
}
export type ListingService = ReturnType<typeof createListingService>;
