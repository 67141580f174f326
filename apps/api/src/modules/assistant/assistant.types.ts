import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { OtherScope, Wish } from '@sakhli/shared/schemas/assistant';
import type { Filter, FilterKey } from '@sakhli/shared/schemas/filter';

/** The search page a chat belongs to. */
export interface AssistantScope {
  city: City;
  listingType: ListingType;
  propertyType: 'Apartment' | 'House';
}

/** What the conversation has established so far (stored with the chat). */
export interface ConversationState {
  filters: Filter;
  wishes: Wish[];
}

/** A district the page's city offers (GET /api/district/city/{city}). */
export interface DistrictOption {
  id: number;
  nameGeo: string;
  nameEng: string;
  nameRus: string;
  city: City;
}

export interface InterpretInput {
  message: string;
  language: Language;
  scope: AssistantScope;
  state: ConversationState;
  districts: readonly DistrictOption[];
}

/** One thing understood in this turn, for the reply and for the chat's log. */
export type Change =
  | { kind: 'filter'; key: FilterKey; from: Filter[FilterKey]; to: Filter[FilterKey] }
  | { kind: 'wish'; key: Wish['key']; action: 'added' | 'removed' }
  | { kind: 'reset' };

export interface InterpretResult {
  /** The chat's filters after this turn: the shared filter object, validated by FilterSchema. */
  filters: Filter;
  wishes: Wish[];
  changes: Change[];
  /** The message asks for another listing or property type than the page shows. */
  otherScope?: OtherScope;
  /** Filters or ranking changed: the results must reload (the chat response's refreshProperties). */
  isChanged: boolean;
  /** The assistant's answer in the user's language, once the caller knows how many listings match. */
  reply: (matchCount: number) => string;
}
