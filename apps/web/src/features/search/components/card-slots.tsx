import { createContext, use, type ReactNode } from 'react';
import type { Property } from '@sakhli/shared/schemas/property';

/**
 * The heart on a card belongs to the favourites feature; the route that composes the search page provides it
 * here, so the cards (deep inside the results) render it without the search feature knowing that feature.
 */
export type RenderCardFavorite = (property: Property) => ReactNode;

const CardFavoriteContext = createContext<RenderCardFavorite>(() => null);

export const CardFavoriteProvider = CardFavoriteContext.Provider;

export const useCardFavorite = (): RenderCardFavorite => use(CardFavoriteContext);
