import { knownWords } from './vocabulary';
import { EN_DENIED, NEGATION, REFUSAL, RU_NEGATED_VERB, RU_NOT_NEEDED } from '../lexicon/negation';
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
  const phraseEnd = String.raw`(?=\s*(?:$|[,.;!?)]|\d|(?:and|but|и|а|но|და|ან|თუ|${PREDICATE})(?![\p{L}])))`;
  const inside = between ? `(?:(?:${between}) )?` : '';
  return `${adjective}[- ]${inside}${noun} | ${noun}(?: ?[-:])?(?: ${NEED})?(?: ${COPULA})?(?: ${ONLY})? ${adjective}${phraseEnd}`;
}

/**
 * What a visitor says of a thing after naming it and its kind ("გათბობა ცენტრალური უნდა იყოს", "отопление
 * центральное обязательно", "heating electric please"): the adjective still ends the phrase.
 */
const PREDICATE = String.raw`უნდა|იყოს|აუცილებლად|აუცილებელია|სასურველია|must|should|has to|needs to|please|pls|btw|is a must|обязательно|должн\p{L}*|нужн\p{L}*|надо|желательно`;
/** Need or "only" between a thing and its kind: "отопление нужно центральное", "გათბობა მხოლოდ ცენტრალური", "heating only central". */
const NEED = String.raw`(?:нужн\p{L}*|надо|желательно|обязательно|preferably|ideally|სასურველია|აუცილებლად)`;
const ONLY = String.raw`(?:только|лишь|only|just|მხოლოდ)`;
/** A copula between a thing and its kind: "the heating should be central", "ремонт должен быть новый". */
const COPULA = String.raw`(?:is|should be|must be|has to be|needs to be|to be|(?:должн\p{L}*|должен) быть|будет|был[оа]?|უნდა იყოს)`;

/**
 * A pattern of phrases that must start at a word boundary. Each phrase may use regular-expression
 * syntax; a stem that may go on ends in `\p{L}*` (`\w` would only see Latin letters).
 */
export function phrasePattern(phrases: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(knownWords(phrases))})(?![\\p{L}\\p{N}])`, 'gu');
}

/** "Not necessarily" before a thing: it is asked for no longer, as a negation ("необязательно от застройщика"). */
const NOT_NECESSARILY = String.raw`(?:not necessarily|does(?:n'?t| not)|need(?:n'?t| not))(?: (?:have|need) to)?(?: be)?|не ?обязательно|აუცილებლად არა`;
const NEGATION_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:(?:${NEGATION}|${EN_DENIED}|without|nothing|none|avoid|skip|pass on|except|excluding|без|никак\p{L}*|кроме)(?:\s+(?:a|an|the|in|on|at|на|в|need|want|нужно|надо|нужен|нужна|нужны|ни|for|interested)){0,3}|(?:${EN_DENIED})(?: \p{L}+)?(?: (?:me|us|any|an?|the))?|${REFUSAL}|${NOT_NECESSARILY})\s*$`,
  'u',
);
/**
 * Said after a thing to rule it out ("first floor is ruled out", "первый этаж исключён", "პირველი სართული
 * გამორიცხულია"); shared by every reader that looks for a negation after what it read.
 */
export const RULED_OUT = knownWords(
  [
    String.raw`(?:is |are )?(?:ruled out|excluded|out of the question|not an option|a no[- ]go|off (?:the |my |our )?(?:list|table))|(?:is |are )out(?! of)`,
    String.raw`исключ\p{L}*|не вариант|не рассматрива\p{L}*|отпада\p{L}*`,
    // The verb in every person and mood: "გამოვრიცხოთ" (let's rule out), "გამორიცხე", "გამოირიცხება", "გამორიცხულია".
    String.raw`გამო\p{L}{0,2}რიცხ\p{L}*|არ განიხილება`,
  ].join('|'),
);
/**
 * "Not a must" after a thing ("is optional", "не обязателен", "სავალდებულო არ არის"): it lets a filter go, and with a
 * nice-to-have word in the same sentence ("не обязателен, но желателен") the thing stays a wish.
 */
const NOT_A_MUST = String.raw`(?:is |are )?(?:optional|not (?:a must|essential|required|necessary|obligatory))|не ?обязател\p{L}*|(?:აუცილებელი|სავალდებულო) (?:არაა|აღარაა|(?:არ|აღარ) არის)|(?:არ|აღარ) არის (?:აუცილებელი|სავალდებულო)`;
const FOLLOWED_BY_NOT_A_MUST = new RegExp(String.raw`^\s*(?:${NOT_A_MUST})(?![\p{L}])`, 'u');
export const isNotAMustAfter = (words: string) => FOLLOWED_BY_NOT_A_MUST.test(words);

const NEGATION_AFTER = new RegExp(
  String.raw`^\s*(?:[-—:]\s*)?(?:(?:вс[её][- ]?таки|вс[её] же|же) )?(?:(?:is |are )?(?:not|no longer) (?:needed|necessary|required|important|wanted|interested|please|for me|a must)|no thanks|(?:больше |уже )?не нуж\p{L}*|не обязательно|не надо|не важ\p{L}*|${RU_NEGATED_VERB}|(?:არ|ნუ|აღარ) \p{L}+|(?:არაა|აღარაა) საჭირო|საჭირო (?:არ|აღარ) არის|(?:აუცილებელი|სავალდებულო) (?:არაა|აღარაა|(?:არ|აღარ) არის)|გარეშეც?|(?:კი )?(?:არა|мимо)(?=\s*(?:[^\s\p{L}]|$))|${NOT_A_MUST}|${RULED_OUT})(?![\p{L}])`,
  'u',
);

/**
 * Whether `words` (what follows a thing) negate it: "не надо", "is ruled out", "აღარ მინდა", "გარეშე", "გარეშეც" (without
 * it too: "it will do without one as well").
 */
export const isNegatedAfter = (words: string) => NEGATION_AFTER.test(words);

/**
 * A home without the thing refused ("без парковки не предлагайте", "без лифта не надо", "without a lift, do not offer
 * it", "აივნის გარეშე არ მინდა"): the two negations ask for the thing.
 */
const WITHOUT_BEFORE = /(?:^|\s)(?:без|without(?: an?| the)?)\s*$/u;
const WITHOUT_AFTER = /^\s*გარეშე(?![\p{L}])/u;
const REFUSAL_AFTER = new RegExp(
  String.raw`^\s*(?:გარეშე\s+)?[,—-]?\s*(?:(?:даже|тоже|вообще) )?(?:${RU_NEGATED_VERB}|${RU_NOT_NEEDED}|не вариант|(?:${EN_DENIED}) (?:offer|show|send|suggest)|არ (?:მინდა|გვინდა|მაინტერესებს|გვაინტერესებს)|ნუ \p{L}+)`,
  'u',
);

/**
 * Where the phrase at `index` (of `length` characters) in `text` is negated from ("no pets": before, "парковка
 * не нужна": after), if it is.
 */
function negationAt(text: string, index: number, length: number): 'before' | 'after' | undefined {
  const before = text.slice(Math.max(0, index - 28), index);
  const after = text.slice(index + length, index + length + 32);
  const isWithout = WITHOUT_BEFORE.test(before) || WITHOUT_AFTER.test(after);
  if (isWithout && REFUSAL_AFTER.test(after)) return undefined;
  if (NEGATION_BEFORE.test(before)) return 'before';
  if (NEGATION_AFTER.test(after)) return 'after';
  return undefined;
}

export interface PhraseHit {
  index: number;
  length: number;
  isNegated: boolean;
  /** The side the negation stands on: it reaches the phrases listed after it, or before it. */
  negation?: 'before' | 'after';
}

/** Every occurrence of a phrase pattern, with its negation. */
export function findPhrases(text: string, pattern: RegExp): PhraseHit[] {
  return [...text.matchAll(pattern)].map((match) => {
    const negation = negationAt(text, match.index, match[0].length);
    return { index: match.index, length: match[0].length, isNegated: negation !== undefined, negation };
  });
}

/** Only conjunctions (and articles) between two phrases: "parking or a lift", "ни балкона, ни лифта". */
const LISTED = /^[\s,]*(?:(?:or|nor|and|или|и|ни|ან|და|არც|a|an|the)[\s,]+)*$/u;
const CONJUNCTION = /(?:^|[\s,])(?:or|nor|and|или|и|ни|ან|და|არც)[\s,]/u;

/**
 * A negation reaches the whole list it stands at: forward from before its first phrase ("no need for parking
 * or a lift"), backward from after its last ("балкон и кондиционер не нужны"). `hits` in text order.
 */
export function spreadNegation(text: string, hits: readonly PhraseHit[]): void {
  const isListed = (first: PhraseHit, second: PhraseHit) => {
    const between = text.slice(first.index + first.length, second.index);
    return LISTED.test(between) && CONJUNCTION.test(` ${between} `);
  };
  for (let index = 1; index < hits.length; index += 1) {
    const [previous, hit] = [hits[index - 1] as PhraseHit, hits[index] as PhraseHit];
    if (previous.negation === 'before' && !hit.isNegated && isListed(previous, hit))
      Object.assign(hit, { isNegated: true, negation: 'before' });
  }
  for (let index = hits.length - 2; index >= 0; index -= 1) {
    const [hit, next] = [hits[index] as PhraseHit, hits[index + 1] as PhraseHit];
    if (next.negation === 'after' && !hit.isNegated && isListed(hit, next))
      Object.assign(hit, { isNegated: true, negation: 'after' });
  }
}
