import { knownWords } from './vocabulary';
import { alternation } from './word-list';

/**
 * A pattern of phrases that must start at a word boundary. Each phrase may use regular-expression
 * syntax; a stem that may go on ends in `\p{L}*` (`\w` would only see Latin letters).
 */
export function phrasePattern(phrases: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(knownWords(phrases))})(?![\\p{L}\\p{N}])`, 'gu');
}

const NEGATION_BEFORE =
  /(?:^|\s)(?:not|no|don't|dont|without|never|не|нет|без|არა|არ|არც)(?:\s+(?:a|an|the|in|on|на|в|need|want|нужно|надо|нужен|нужна))?\s*$/u;
const NEGATION_AFTER =
  /^\s*(?:(?:is |are )?not (?:needed|necessary|required|important)|не нужн\p{L}*|не обязательно|не надо|не важ\p{L}*|არ მჭირდება|არ მინდა|არ არის საჭირო|არაა საჭირო|საჭირო არ არის|გარეშე|არა)(?![\p{L}])/u;

/** Whether the phrase at `index` (of `length` characters) in `text` is negated ("без мебели", "no pets"). */
export function isNegatedAt(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  const after = text.slice(index + length, index + length + 32);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

export interface PhraseHit {
  index: number;
  length: number;
  isNegated: boolean;
}

/** Every occurrence of a phrase pattern, with its negation. */
export function findPhrases(text: string, pattern: RegExp): PhraseHit[] {
  return [...text.matchAll(pattern)].map((match) => ({
    index: match.index,
    length: match[0].length,
    isNegated: isNegatedAt(text, match.index, match[0].length),
  }));
}
