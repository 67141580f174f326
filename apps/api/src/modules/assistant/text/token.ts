/** One piece of a normalised message: a word, a number or a sign. */
export interface Token {
  /** The word or sign; for numbers, the digits as written. */
  text: string;
  /** Set for numbers (multipliers such as "k", "тыс", "ათასი" already applied). */
  value?: number;
  /** 1000 or 1 000 000 when a multiplier word followed the number ("70-90k" applies it to both). */
  multiplier?: number;
  /** "5th", "5-й", "მე-5": a position, not a count. */
  isOrdinal?: boolean;
  /** Joined to the word before by a hyphen ("ვაკე-საბურთალო", "Gldani-Nadzaladevi"), the hyphen dropped. */
  isHyphenated?: boolean;
  start: number;
  end: number;
  /** Taken by an extractor: no other field may read it. */
  isUsed: boolean;
}

/** A comma or a sentence's end: where a clause ends, and what a reader's reach stops at. */
export const isClauseBreak = (token: Token | undefined): boolean =>
  token !== undefined && /^[,.;!?]$/u.test(token.text);

/** A token that holds a number. */
export type NumberToken = Token & { value: number };

export const isNumber = (token: Token | undefined): token is NumberToken =>
  token !== undefined && token.value !== undefined;

export function numberToken(text: string, value: number, start: number, end: number): Token {
  return { text, value, start, end, isUsed: false };
}

export function wordToken(text: string, start: number, end: number): Token {
  return { text, start, end, isUsed: false };
}
