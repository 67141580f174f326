import type { Language } from '@sakhli/shared/enums';
import { georgianLetterOf } from '@sakhli/shared/rules/georgian-keyboard';

/**
 * What every language keeps besides its letters: digits, white space (new lines too), punctuation and the
 * signs people use in a request ($ ₾ % + ² №).
 */
const COMMON = String.raw`\p{Nd}\s\p{P}\p{Sc}\p{Sm}²³°№`;
const ALLOWED: Record<Exclude<Language, 'ka'>, RegExp> = {
  en: new RegExp(String.raw`[\p{Script=Latin}${COMMON}]`, 'u'),
  ru: new RegExp(String.raw`[\p{Script=Cyrillic}${COMMON}]`, 'u'),
};

/**
 * SPEC.md 'Chat input': in Georgian, Latin letters become the Georgian letters of the same keys (someone typing
 * with the wrong layout on still writes Georgian); English keeps only Latin letters, digits and punctuation;
 * Russian only Cyrillic letters, digits and punctuation.
 */
export function restrictChatText(text: string, language: Language): string {
  let result = '';
  // By code point: a character outside the Basic Multilingual Plane (an emoji) is dropped whole.
  for (const character of text) {
    if (language === 'ka') result += georgianLetterOf(character);
    else if (ALLOWED[language].test(character)) result += character;
  }
  return result;
}

export interface RestrictedInput {
  value: string;
  /** Where the caret goes: after the same characters it followed, so typing in the middle keeps its place. */
  caret: number;
  /** Some characters were dropped (the hint asking for the interface's language shows). */
  hasDropped: boolean;
}

/** Restricts a textarea's new value and keeps the caret behind what the user typed. */
export function restrictChatInput(value: string, caret: number, language: Language): RestrictedInput {
  const restricted = restrictChatText(value, language);
  // Every character maps to at most one, so the text before the caret maps to the text before the new caret.
  const beforeCaret = restrictChatText(value.slice(0, caret), language);
  return { value: restricted, caret: beforeCaret.length, hasDropped: restricted.length < value.length };
}
