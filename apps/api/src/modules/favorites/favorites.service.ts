import { MAX_FAVORITES_PER_USER } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { selectPhotoRows, selectPropertyRow, selectPropertyRows } from '../properties/property.repository';
import { groupPhotos, toProperty } from '../properties/property-read-model';
import type { PropertyRow } from '../properties/property-row';
import { canView, type Viewer } from '../properties/property.service';
import {
  countFavorites,
  deleteFavorite,
  findFavorite,
  insertFavorite,
  selectFavoritedIds,
  selectFavorites,
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
  /** The listing when the viewer may see it; 404 otherwise, so hidden listings are not revealed. */
  async function visibleRow(propertyId: number, viewer: FavoriteViewer): Promise<PropertyRow> {
    const row = await selectPropertyRow(db, propertyId);
    if (!row || !canView(row, viewer)) throw propertyNotFound();
    return row;
  }

  /** Read models of these listings with their photos, marked as the viewer's favourites. */
  async function savedProperties(rows: PropertyRow[], language: Language): Promise<Map<number, Property>> {
    const photos = groupPhotos(
      await selectPhotoRows(
        db,
        rows.map((row) => row.id),
      ),
      storage,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { ...toProperty(row, photos.get(row.id) ?? [], language), isFavorite: true },
      ]),
    );
  }

  const toFavorite = (favorite: FavoriteRow, property: Property): Favorite => ({
    id: favorite.id,
    addedAt: favorite.addedAt,
    property,
  });

  return {
    /** Saves the listing; saving it again changes nothing. `created` tells the two apart. */
    async add(viewer: FavoriteViewer, propertyId: number, language: Language) {
      const row = await visibleRow(propertyId, viewer);
      const existing = await findFavorite(db, viewer.userId, propertyId);
      if (!existing && (await countFavorites(db, viewer.userId)) >= MAX_FAVORITES_PER_USER) {
        throw new AppError(
          'FAVORITES_LIMIT_REACHED',
          409,
          `At most ${MAX_FAVORITES_PER_USER} listings can be saved; remove some first`,
        );
      }
      const inserted = existing ? undefined : await insertFavorite(db, viewer.userId, propertyId);
      // A concurrent add of the same listing won the insert: its row is the one.
      const favorite = existing ?? inserted ?? (await findFavorite(db, viewer.userId, propertyId));
      if (!favorite) throw new AppError('FAVORITE_NOT_FOUND', 404, 'Favorite not found');
      const property = (await savedProperties([row], language)).get(propertyId);
      if (!property) throw propertyNotFound();
      return { favorite: toFavorite(favorite, property), created: inserted !== undefined };
    },

    /** Removes the caller's own favourite of this listing; 404 when they had not saved it. */
    async remove(viewer: FavoriteViewer, propertyId: number): Promise<void> {
      if (!(await deleteFavorite(db, viewer.userId, propertyId))) {
        throw new AppError('FAVORITE_NOT_FOUND', 404, 'Favorite not found');
      }
    },

    async list(viewer: FavoriteViewer, language: Language): Promise<Favorite[]> {
      const saved = await selectFavorites(db, viewer.userId);
      const rows = (
        await selectPropertyRows(
          db,
          saved.map((favorite) => favorite.propertyId),
        )
      ).filter((row) => canView(row, viewer));
      const properties = await savedProperties(rows, language);
      return saved.flatMap((favorite) => {
        const property = properties.get(favorite.propertyId);
        return property ? [toFavorite(favorite, property)] : [];
      });
    },

    /** Whether the caller saved the listing; 404 for a listing the caller may not see. */
    async isFavorite(viewer: FavoriteViewer, propertyId: number): Promise<boolean> {
      await visibleRow(propertyId, viewer);
      return (await selectFavoritedIds(db, viewer.userId, [propertyId])).has(propertyId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
