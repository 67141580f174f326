import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { OtherScope, WishKey } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';

/**
 * The filter expected after a turn, cumulative over the conversation: only the fields that are set
 * (every other field must be null). `district` is the district's English name; the harness expects its
 * id and its name in the conversation's language.
 */
export type ExpectedFilter = Partial<Omit<Filter, 'districtId' | 'districtName' | 'districtIds'>> & {
  district?: string;
  /** Further districts by English name (`districtIds`, decision 040), beside `district`. */
  alsoDistricts?: string[];
};

export interface EvalTurn {
  say: string;
  /** The whole filter expected after this turn (the first turn's default: nothing set). */
  expect?: ExpectedFilter;
  /**
   * Or what this turn changes in the previous turn's expectation (null: the field is cleared); a turn
   * with neither expects the filter unchanged.
   */
  change?: { [K in keyof ExpectedFilter]?: ExpectedFilter[K] | null };
  /** Set when the message asks for another page than the conversation's. */
  otherScope?: OtherScope;
  /** The soft wishes expected after the turn (cumulative); scored apart from the exact match. */
  wishes?: WishKey[];
}

export interface EvalConversation {
  id: string;
  language: Language;
  /** Defaults: Tbilisi, Sale, Apartment. */
  city?: City;
  listingType?: ListingType;
  propertyType?: 'Apartment' | 'House';
  turns: EvalTurn[];
}
