import { createContext, use, type ReactNode } from 'react';
import type { Property } from '@sakhli/shared/schemas/property';

/** What another feature draws on a card, for one listing. */
export type RenderCardSlot = (property: Property) => ReactNode;

/**
 * Parts of a card that belong to other features: the heart (favourites) and the AI Score's explanation (the
 * chat, which knows the wishes). The route that composes the search page provides them here, so the cards
 * (deep inside the results) render them without the search feature knowing those features.
 */
export interface CardSlots {
  favorite: RenderCardSlot;
  /** The explanation under the AI Score badge; nothing when absent (the badge is then plain text). */
  scoreExplanation?: RenderCardSlot;
}

const CardSlotsContext = createContext<CardSlots>({ favorite: () => null });

export const CardSlotsProvider = CardSlotsContext.Provider;

export const useCardSlots = (): CardSlots => use(CardSlotsContext);
