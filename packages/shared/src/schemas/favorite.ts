import { z } from 'zod';
import { FAVORITE_NOTE_MAX_LENGTH } from '../constants';
import { Property, PropertyIdParams } from './property';

/**
 * The favourites contract (SPEC.md sections 3 'Favorite' and 7 'Favorites'). `{id}` in
 * `DELETE /api/Favorite/{id}` and `GET /api/Favorite/{id}/is-favorite` is the listing's id (the heart on a
 * card or the detail page knows only that), not the favourite's own `id`.
 */

export const AddFavoriteRequest = z.object({
  propertyId: PropertyIdParams.shape.id,
});
export type AddFavoriteRequest = z.infer<typeof AddFavoriteRequest>;

/**
 * One saved listing: the favourite's own id, when it was saved, the saver's private note (null when none)
 * and the listing's full read model.
 */
export const Favorite = z.object({
  id: z.number().int(),
  addedAt: z.string(),
  note: z.string().nullable(),
  property: Property,
});
export type Favorite = z.infer<typeof Favorite>;

/** GET /api/Favorite: every saved listing the caller may still see, the most recently saved first. */
export const FavoriteList = z.array(Favorite);
export type FavoriteList = z.infer<typeof FavoriteList>;

/**
 * `PUT /api/Favorite/{id}/note` ({id}: the listing's id, as for removal): the note replaces the one before;
 * an empty or blank note removes it.
 */
export const FavoriteNoteRequest = z.object({
  note: z
    .string({ error: 'note must be text' })
    .max(FAVORITE_NOTE_MAX_LENGTH, `note must be at most ${FAVORITE_NOTE_MAX_LENGTH} characters`),
});
export type FavoriteNoteRequest = z.infer<typeof FavoriteNoteRequest>;

export const IsFavoriteResponse = z.object({ isFavorite: z.boolean() });
export type IsFavoriteResponse = z.infer<typeof IsFavoriteResponse>;

/** The error codes of the favourites API; the web translates each. */
export const FAVORITE_ERROR_CODES = [
  'PROPERTY_NOT_FOUND',
  'FAVORITE_NOT_FOUND',
  'FAVORITES_LIMIT_REACHED',
] as const;
