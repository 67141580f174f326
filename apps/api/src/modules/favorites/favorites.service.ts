import { MAX_FAVORITES_PER_USER } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import { canManageListing } from '@sakhli/shared/rules/listing-status';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { selectPropertyRow } from '../properties/property.repository';
import { loadProperties } from '../properties/property-loader';
import { canView, type Viewer } from '../properties/property.service';
import { recordInterest } from '../statistics/statistics.repository';
import {
  countFavorites,
  deleteFavorite,
  findFavorite,
  insertFavorite,
  selectFavoritedIds,
  selectFavorites,
  updateFavoriteNote,
  type FavoriteRow,
} from './favorites.repository';

export type FavoriteViewer = NonNullable<Viewer>;

const propertyNotFound = () => new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');

/**
 * A user's saved listings. Only listings the user may see can be saved (Active ones, or their own:
 * properties/property.service.ts `canView`), and the list shows only those the user may still see: a
 * listing deactivated by its owner disappears from it and comes back when it is active again.
 */
export function createFavoritesService(db: Db, storage: Storage) {
  /** 404 unless the listing exists and the viewer may see it, so hidden listings are not revealed. */
  async function assertVisible(propertyId: number, viewer: FavoriteViewer): Promise<void> {
    const row = await selectPropertyRow(db, propertyId);
    if (!row || !canView(row, viewer)) throw propertyNotFound();
  }

  /**
   * The read models of these listings the viewer may see, marked as their favourites; whoever manages a
   * listing sees in it what the detail page shows them (properties/property-loader.ts).
   */
  async function visibleProperties(ids: number[], viewer: FavoriteViewer, language: Language) {
    const loaded = await loadProperties(db, storage, ids, language, (row) => canManageListing(row, viewer));
    return new Map(
      loaded
        .filter((property) => canView(property, viewer))
        .map((property) => [property.id, { ...property, isFavorite: true }]),
    );
  }

  const toFavorite = (favorite: FavoriteRow, property: Property): Favorite => ({
    id: favorite.id,
    addedAt: favorite.addedAt,
    note: favorite.note,
    property,
  });

  return {
    /** Saves the listing; saving it again changes nothing. `created` tells the two apart. */
    async add(viewer: FavoriteViewer, propertyId: number, language: Language) {
      const property = (await visibleProperties([propertyId], viewer, language)).get(propertyId);
      if (!property) throw propertyNotFound();
      const existing = await findFavorite(db, viewer.userId, propertyId);
      if (!existing && (await countFavorites(db, viewer.userId)) >= MAX_FAVORITES_PER_USER) {
        throw new AppError(
          'FAVORITES_LIMIT_REACHED',
          409,
          `At most ${MAX_FAVORITES_PER_USER} listings can be saved; remove some first`,
        );
      }
      const inserted = existing ? undefined : await insertFavorite(db, viewer.userId, propertyId);
      // A new favourite is interest in the owner's statistics (decision 041); their own is not.
      if (inserted && property.userId !== viewer.userId) {
        await recordInterest(db, propertyId, 'favorites', tbilisiDay(new Date()));
      }
      // A concurrent add of the same listing won the insert: its row is the one.
      const favorite = existing ?? inserted ?? (await findFavorite(db, viewer.userId, propertyId));
      if (!favorite) throw new AppError('FAVORITE_NOT_FOUND', 404, 'Favorite not found');
      return { favorite: toFavorite(favorite, property), created: inserted !== undefined };
    },

    /** Removes the caller's own favourite of this listing; 404 when they had not saved it. */
    async remove(viewer: FavoriteViewer, propertyId: number): Promise<void> {
      if (!(await deleteFavorite(db, viewer.userId, propertyId))) {
        throw new AppError('FAVORITE_NOT_FOUND', 404, 'Favorite not found');
      }
    },

    /**
     * Writes the caller's private note on their favourite of this listing (blank: no note). 404 when they
     * have not saved it or may no longer see it, as the list would not show it.
     */
    async setNote(viewer: FavoriteViewer, propertyId: number, note: string, language: Language) {
      const property = (await visibleProperties([propertyId], viewer, language)).get(propertyId);
      const trimmed = note.trim();
      const favorite =
        property &&
        (await updateFavoriteNote(db, viewer.userId, propertyId, trimmed === '' ? null : trimmed));
      if (!property || !favorite) throw new AppError('FAVORITE_NOT_FOUND', 404, 'Favorite not found');
      return toFavorite(favorite, property);
    },

    async list(viewer: FavoriteViewer, language: Language): Promise<Favorite[]> {
      const saved = await selectFavorites(db, viewer.userId);
      const properties = await visibleProperties(
        saved.map((favorite) => favorite.propertyId),
        viewer,
        language,
      );
      return saved.flatMap((favorite) => {
        const property = properties.get(favorite.propertyId);
        return property ? [toFavorite(favorite, property)] : [];
      });
    },

    /** Whether the caller saved the listing; 404 for a listing the caller may not see. */
    async isFavorite(viewer: FavoriteViewer, propertyId: number): Promise<boolean> {
      await assertVisible(propertyId, viewer);
      return (await selectFavoritedIds(db, viewer.userId, [propertyId])).has(propertyId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
