import { SIMILAR_LISTINGS_COUNT } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import type { ListingSelection } from '@sakhli/shared/schemas/shortlists';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { selectFavoritedIds } from '../favorites/favorites.repository';
import { propertyNotFound } from '../properties/listing-access';
import { loadProperties } from '../properties/property-loader';
import { selectPropertyRow } from '../properties/property.repository';
import { canView, type Viewer } from '../properties/property.service';
import { selectSimilarIds } from './shortlists.repository';

/**
 * Shortlists (decision 041): listings like the one open, and several listings side by side. Both answer
 * Active listings only, whoever asks: a compare link is shared, and a similar listing is a suggestion.
 */
export function createShortlistsService(db: Db, storage: Storage) {
  /** The read models of these ids that are Active, in their order, with the viewer's hearts. */
  async function activeListings(ids: number[], viewer: Viewer, language: Language): Promise<Property[]> {
    const loaded = (await loadProperties(db, storage, ids, language)).filter(
      (property) => property.publishStatus === 'Active',
    );
    const favorited = viewer
      ? await selectFavoritedIds(
          db,
          viewer.userId,
          loaded.map((property) => property.id),
        )
      : new Set<number>();
    return loaded.map((property) => ({ ...property, isFavorite: favorited.has(property.id) }));
  }

  return {
    /** Listings like `id`; 404 when the viewer may not see `id` itself. */
    async similar(id: number, viewer: Viewer, language: Language): Promise<Property[]> {
      const row = await selectPropertyRow(db, id);
      if (!row || !canView(row, viewer)) throw propertyNotFound();
      return activeListings(await selectSimilarIds(db, id, SIMILAR_LISTINGS_COUNT), viewer, language);
    },

    /** The Active ones of `ids` in their order, and which were left out (compare, recently viewed). */
    async select(ids: number[], viewer: Viewer, language: Language): Promise<ListingSelection> {
      const listings = await activeListings(ids, viewer, language);
      const shown = new Set(listings.map((property) => property.id));
      return { properties: listings, leftOut: ids.filter((id) => !shown.has(id)) };
    },
  };
}
export type ShortlistsService = ReturnType<typeof createShortlistsService>;
