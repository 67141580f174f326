import { knownWords } from './vocabulary';
import { alternation } from './word-list';

/**
 * An adjective and its noun in either order: "старый ремонт" and "ремонт старый", "electric heating" and
 * "отопление электрическое", "ძველი რემონტი" and "რემონტი ძველი". Put after its noun, the adjective ends the
 * phrase (a comma, a number or a conjunction follows), so "ремонт, новый дом" is not a new renovation.
 * Both are lists as `phrasePattern` takes them; `between` (a pattern) may stand between them in the usual
 * order ("old 9-storey block").
 */
export function eitherOrder(adjectives: string, nouns: string, between = ''): string {
  const adjective = `(?:${alternation(adjectives)})`;
  const noun = `(?:${alternation(nouns)})`;
  const phraseEnd = String.raw`(?=\s*(?:$|[,.;!?)]|\d|(?:and|but|и|а|но|და|ან|თუ)(?![\p{L}])))`;
  const inside = between ? `(?:(?:${between}) )?` : '';
  return `${adjective} ${inside}${noun} | ${noun}(?: ?[-:])? ${adjective}${phraseEnd}`;
}

/**
 * A pattern of phrases that must start at a word boundary. Each phrase may use regular-expression
 * syntax; a stem that may go on ends in `\p{L}*` (`\w` would only see Latin letters).
 */
export function phrasePattern(phrases: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(knownWords(phrases))})(?![\\p{L}\\p{N}])`, 'gu');
}

/**
 * A verb said with its negation: Russian by the verb's ending (infinitive, imperative, present: "не
 * предлагать", "не показывайте", "не хочу", "не интересует"), so a bound ("не дороже", "не выше") is none;
 * Georgian by "არ"/"ნუ" before a word ("არ მინდა", "ნუ შემომთავაზებთ"); English by the verbs people deny
 * a thing with ("don't show me", "do not want").
 */
// "не помешает", "не повредит" (would not hurt) ask for the thing: no negation.
const RU_NEGATED_VERB = String.raw`не (?!помеша|повред)\p{L}+(?:ть|ти|те|у|ю|ет|ит|ют|ят|ат|ем)`;
const NEGATION_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:(?:not|no|don't|dont|without|never|nothing|none|avoid|except|excluding|не|нет|без|никак\p{L}*|кроме|არა|არ|არც)(?:\s+(?:a|an|the|in|on|at|на|в|need|want|нужно|надо|нужен|нужна)){0,2}|(?:don't|dont|do not|never)(?: \p{L}+)?(?: (?:me|us|any|an?|the))?|${RU_NEGATED_VERB}|(?:არ|ნუ) \p{L}+)\s*$`,
  'u',
);
/**
 * Said after a thing to rule it out ("first floor is ruled out", "первый этаж исключён", "პირველი სართული
 * გამორიცხულია"); shared by every reader that looks for a negation after what it read.
 */
export const RULED_OUT = knownWords(
  [
    String.raw`(?:is |are )?(?:ruled out|excluded|out of the question|not an option|a no[- ]go)`,
    String.raw`исключ\p{L}*|не вариант|не рассматрива\p{L}*|отпада\p{L}*`,
    String.raw`გამორიცხულ\p{L}*|გამოირიცხება|არ განიხილება`,
  ].join('|'),
);
const NEGATION_AFTER = new RegExp(
  String.raw`^\s*(?:(?:is |are )?(?:not|no longer) (?:needed|necessary|required|important|wanted|interested|please|for me|a must)|no thanks|(?:больше |уже )?не нуж\p{L}*|не обязательно|не надо|не важ\p{L}*|${RU_NEGATED_VERB}|(?:არ|ნუ|აღარ) \p{L}+|(?:არაა|აღარაა) საჭირო|საჭირო (?:არ|აღარ) არის|(?:აუცილებელი|სავალდებულო) (?:არაა|აღარაა|(?:არ|აღარ) არის)|გარეშე|არა|${RULED_OUT})(?![\p{L}])`,
  'u',
);

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
