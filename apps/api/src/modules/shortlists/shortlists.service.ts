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
/** Candidates read when embeddings may re-rank them: more than shown, so the text can choose among them. */
const EMBEDDING_CANDIDATES = 24;

export interface ShortlistsOptions {
  /**
   * EMBEDDING_MODEL (chat/listing-embeddings.ts `closenessTo`): how close each candidate's text is to the
   * listing's; undefined when there is nothing to compare (no model, no vector yet).
   */
  closeness?: (propertyId: number, ids: readonly number[]) => Promise<Map<number, number> | undefined>;
}

/**
 * The closest by text first (those with a vector, by closeness), then the rest in their attribute order;
 * the attribute order breaks ties.
 */
export function rankByCloseness(ids: readonly number[], closeness: Map<number, number>): number[] {
  const order = new Map(ids.map((id, index) => [id, index]));
  return [...ids].sort(
    (a, b) => (closeness.get(b) ?? -1) - (closeness.get(a) ?? -1) || order.get(a)! - order.get(b)!,
  );
}

export function createShortlistsService(db: Db, storage: Storage, options: ShortlistsOptions = {}) {
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
      if (!options.closeness) {
        return activeListings(await selectSimilarIds(db, row, SIMILAR_LISTINGS_COUNT), viewer, language);
      }
      // By embedding where configured: the same bounded candidates, re-ranked by their text's closeness.
      const candidates = await selectSimilarIds(db, row, EMBEDDING_CANDIDATES);
      const closeness = await options.closeness(id, candidates);
      const ranked = closeness ? rankByCloseness(candidates, closeness) : candidates;
      return activeListings(ranked.slice(0, SIMILAR_LISTINGS_COUNT), viewer, language);
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
