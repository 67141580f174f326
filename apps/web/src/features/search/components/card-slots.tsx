import { createContext, use, type ReactNode } from 'react';
import type { Property } from '@sakhli/shared/schemas/property';

/** What another feature draws on a card, for one listing. */
export type RenderCardSlot = (property: Property) => ReactNode;

/**
 * Parts of a card that belong to other features: the heart (favourites), the AI Score's explanation (the
 * chat, which knows the wishes), the share button and the count of phone reveals (sharing). The route that composes the search page provides them here, so the cards
 * (deep inside the results) render them without the search feature knowing those features.
 */
export interface CardSlots {
  favorite: RenderCardSlot;
  /** The explanation under the AI Score badge; nothing when absent (the badge is then plain text). */
  scoreExplanation?: RenderCardSlot;
  /** The share button in the card's actions (sharing), with the card's title for the shared message. */
  share?: (property: Property, title: string) => ReactNode;
  /** Told when a visitor reveals the owner's number (counted for the owner's statistics). */
  onPhoneRevealed?: (property: Property) => void;
  /** "Compare" (shortlists): puts the listing in the compare tray. */
  compare?: RenderCardSlot;
}

const CardSlotsContext = createContext<CardSlots>({ favorite: () => null });

export const CardSlotsProvider = CardSlotsContext.Provider;

export const useCardSlots = (): CardSlots => use(CardSlotsContext);
