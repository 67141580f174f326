import type { Language, Role } from '@sakhli/shared/enums';
import { canManageListing, isExpired } from '@sakhli/shared/rules/listing-status';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { selectFavoritedIds } from '../favorites/favorites.repository';
import { hasReported } from '../listing-reports/listing-reports.repository';
import { expireListings } from './listing.repository';
import { selectPhotoRows, selectPropertyRow } from './property.repository';
import { pruneFinishedViewDays, recordPropertyView } from './property-views.repository';
import { selectPriceHistory } from './price-history.repository';
import type { VersionedProperty } from './property-loader';
import type { PropertyRow } from './property-row';
import { groupPhotos, toProperty } from './property-read-model';

/** Who is looking: undefined for the public (accounts issue: the signed-in user). */
export type Viewer = { userId: string; role: Role } | undefined;

export interface ViewContext {
  viewer: Viewer;
  /** One key per visitor (visitor-key.ts): a view is counted once per visitor, listing and Tbilisi day. */
  visitorKey: string;
  language: Language;
}

/** Active listings are public; the others only their owner and moderators see (favourites use it too). */
export function canView(row: Pick<PropertyRow, 'publishStatus' | 'userId'>, viewer: Viewer): boolean {
  if (row.publishStatus === 'Active') return true;
  return viewer !== undefined && (viewer.userId === row.userId || viewer.role !== 'User');
}

export function createPropertyService(db: Db, storage: Storage, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** An Active listing past its expiry date turns Inactive on the spot: the sweep may not have run yet. */
  async function expireIfDue(row: PropertyRow): Promise<PropertyRow> {
    if (row.publishStatus !== 'Active' || !isExpired(row.expiryDate, now())) return row;
    await expireListings(db, now(), { id: row.id });
    return { ...row, publishStatus: 'Inactive' };
  }

  return {
    /**
     * The full read model; listings the viewer may not see are reported as missing, not forbidden. The
     * photos are read after the row, so the version is never newer than what the answer shows.
     */
    async getProperty(id: number, context: ViewContext): Promise<VersionedProperty> {
      const found = await selectPropertyRow(db, id);
      const row = found && (await expireIfDue(found));
      if (!row || !canView(row, context.viewer)) {
        throw new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');
      }
      let viewCount = row.viewCount;
      const isCounted = row.publishStatus === 'Active' && context.viewer?.userId !== row.userId;
      if (isCounted && (await recordPropertyView(db, id, context.visitorKey, tbilisiDay(now())))) {
        viewCount += 1;
      }
      const [photoRows, favorited, priceHistory, reported] = await Promise.all([
        selectPhotoRows(db, [id]),
        context.viewer ? selectFavoritedIds(db, context.viewer.userId, [id]) : undefined,
        selectPriceHistory(db, id),
        // One probe of the unique index (decision 037); guests cannot report, so they are not asked.
        context.viewer ? hasReported(db, context.viewer.userId, id) : undefined,
      ]);
      const photos = groupPhotos(photoRows, storage).get(id) ?? [];
      const isManager = context.viewer !== undefined && canManageListing(row, context.viewer);
      const property = toProperty({ ...row, viewCount }, photos, context.language, { isManager });
      return {
        property: {
          ...property,
          isFavorite: favorited?.has(id) ?? false,
          priceHistory,
          ...(reported === undefined ? {} : { hasReported: reported }),
        },
        version: row.version,
      };
    },

    /**
     * Forgets who was counted on days that are over (only the daily totals stay). Cheap when there is
     * nothing to prune; a queue schedule runs it (properties.jobs.ts). Returns how many rows went.
     */
    pruneFinishedViews(): Promise<number> {
      return pruneFinishedViewDays(db, tbilisiDay(now()));
    },
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;
