import { wordList } from '../text/word-list';
import { knownWords } from '../text/vocabulary';
import { NEGATION, RU_NEGATED_VERB, RU_NOT_NEEDED } from './negation';

/** Words that say how a number bounds a field, in the three languages. */
export type CueKind = 'max' | 'min' | 'about';

export interface Cue {
  kind: CueKind;
  /** "more than 2 rooms" means 3 or more: the bound moves by one for whole-number fields. */
  isStrict: boolean;
  /** A word that bounds only a price ("for 100k", "за 70к", "budget"): "looking for 3 bedrooms" is exact. */
  isPriceOnly?: boolean;
}

const cues = (kind: CueKind, isStrict: boolean, phrases: string, isPriceOnly = false) =>
  wordList(knownWords(phrases)).map(
    (phrase) => [phrase, isPriceOnly ? { kind, isStrict, isPriceOnly } : { kind, isStrict }] as const,
  );

/** Before the number: "under 200k", "не дороже 70к", "არანაკლებ 3 ოთახი". */
const BEFORE = new Map<string, Cue>([
  ...cues(
    'max',
    false,
    `
    under | up to | upto | max | maximum | at most | no more than | not more than | within |
    not above | no higher than | not higher than | no bigger than | no larger than | until | till |
    tops | nothing higher than | nothing above | nothing over | nothing more than | до | не более | не больше |
    максимум | максимум в | максимум на | макс | в пределах | не выше | მაქსიმუმ | არაუმეტეს |
    არა უმეტეს | მაქს
  `,
  ),
  ...cues(
    'max',
    false,
    `
    budget | budget of | budget is | budget up to | не дороже | бюджет | бюджет до | за | for | ბიუჯეტი |
    ბიუჯეტით
  `,
    true,
  ),
  ...cues(
    'max',
    true,
    `
    less than | fewer than | below | lower than | cheaper than | smaller than | меньше | менее |
    ниже | дешевле
  `,
  ),
  ...cues(
    'min',
    false,
    `
    from | at least | min | minimum | starting from | starting at | no less than | not less than |
    not below | no lower than | not lower than | nothing lower than | nothing below | nothing under | at the very least | хотя бы | как минимум | от | не менее | не меньше | не менее чем | не меньше чем | минимум | мин | не ниже | начиная с | начиная от |
    მინიმუმ | არანაკლებ | არა ნაკლებ | მინ
  `,
  ),
  ...cues(
    'min',
    true,
    `
    more than | over | above | bigger than | larger than | higher than | больше | более | свыше |
    выше | больше чем | над
  `,
  ),
  ...cues(
    'about',
    false,
    `
    around | about | approx | approximately | roughly | ~ | circa | close to | около | примерно |
    приблизительно | где-то | где то | порядка | в районе | დაახლოებით | დაახლ | სადღაც |
    მიახლოებით | დაახლოვებით
  `,
  ),
]);

/** After the number or its unit: "80 კვ.მ-დან", "200+ sqm", "4 rooms or more", "250k tops". */
const AFTER = new Map<string, Cue>([
  ...cues(
    'max',
    false,
    `
    მდე | or less | or cheaper | max | maximum | tops | at most | at the most | at the highest | or lower | or below | and below |
    and less | ceiling | cap | limit | и меньше | или меньше | и ниже | или ниже | максимум | макс | ან ნაკლები | და ნაკლები |
    ან დაბლა | ან უფრო დაბლა | და დაბლა | ან ქვემოთ | და ქვემოთ
  `,
  ),
  ...cues(
    'max',
    true,
    `
    ზე ნაკლები | ზე ნაკლებ | ზე ნაკლებს | ზე დაბალი | ზე იაფი | ზე იაფიც | ქვემოთ | დაბლა
  `,
  ),
  ...cues(
    'min',
    false,
    `
    დან | or more | and more | and up | and above | or higher | or bigger | or above | + | plus |
    at least | at the least | at the lowest | min | minimum | и больше | и более | или больше | и выше | или выше | минимум | как минимум |
    მინიმუმ | ან მეტი | და მეტი | ან მეტ | და მეტ | მაინც | ან ზემოთ | და ზემოთ | ან მაღლა | ან უფრო მაღლა | და მაღლა
  `,
  ),
  ...cues(
    'min',
    true,
    `
    ზე მეტი | ზე მეტ | ზე მეტის | ზე მეტს | ზე დიდი | ზე მაღალი | ზე ძვირი | ზე ძვირიც | ზემოთ | ზევით | მაღლა
  `,
  ),
]);

/** Between two numbers of a range: "60-80", "from 3 to 7", "с 3 по 7", "50-დან 70-მდე". */
export const RANGE_SEPARATORS = new Set([
  '-',
  '/',
  'to',
  'through',
  'thru',
  'and',
  'or',
  'до',
  'по',
  'и',
  'или',
  'ან',
  'და',
  'დან',
]);
/** Before the first number of a range; as a single-number cue they mean "from". */
export const RANGE_OPENERS = new Set([
  'between',
  'from',
  'от',
  'с',
  'со',
  'между',
  'в диапазоне',
  'диапазон',
]);

const longestFirst = (map: Map<string, Cue>) => [...map.entries()].sort(([a], [b]) => b.length - a.length);
const BEFORE_SORTED = longestFirst(BEFORE);
const AFTER_SORTED = longestFirst(AFTER);

/** Whether `words` are exactly one bound phrase ("не выше", "up to"). */
export function isBoundPhrase(words: string): boolean {
  return BEFORE.has(words);
}

/** Whether `words` are exactly a bound word said after a number ("or more", "ზე მეტი", "и больше"). */
export function isBoundAfter(words: string): boolean {
  return AFTER.has(words);
}

/**
 * The cue that `words` (the text before a number, nearest last) ends with; denied before it or, with `after` (the
 * words after the number and its unit), right after the number ("выше 80 тысяч не могу", "больше трёх этажей не
 * надо", "over 90k is not possible"), it turns into the other side.
 */
export function cueEndingWith(words: string, after = ''): Cue | undefined {
  // "above the 3rd floor", "no more than a two-storey house": an article between the bound word and the number
  // changes nothing ("for a" is no "for": "looking for a single-storey house").
  words = words.replace(/(?:^| )the$|(?<=(?:than|most|least)) an?$/u, '');
  for (const [phrase, cue] of BEFORE_SORTED) {
    if (words !== phrase && !words.endsWith(` ${phrase}`)) continue;
    // "not over 62,000$", "not under 80k", "не свыше": a bound word denied before it turns to the other side.
    const isDenied =
      DENIED_WORD_BEFORE.test(words.slice(0, words.length - phrase.length)) ||
      DENIED_AFTER_NUMBER.test(after);
    return isDenied ? denied(cue) : cue;
  }
  return undefined;
}

/**
 * English says "cannot" with a verb of going or paying before the bound ("can't go above", "won't pay over"), and
 * refuses "anything" with a few words between ("not interested in anything below", "I do not want anything above").
 */
const DENIED_WORD_BEFORE = new RegExp(
  String.raw`(?:^| )(?:${NEGATION}|(?:can't|cannot|can not|won't|couldn't|wouldn't) (?:go|pay|spend)|(?:not|don't|dont)(?: \p{L}+){1,3} anything)(?: up)? $`,
  'u',
);

/**
 * What denies a bound after the number: a verb denied ("тоже не предлагайте", "не потянем", by the verb's ending), the
 * words of need and readiness whose endings are no verb's ("не надо", "не нужно", "не готовы"), "is not", "is no
 * good", "won't do".
 */
const DENIED_AFTER_NUMBER = new RegExp(
  String.raw`^(?:(?:тоже|уже|и) )?(?:${RU_NOT_NEEDED}|не готов\p{L}*|${RU_NEGATED_VERB}|(?:is |are )?(?:not (?:needed|possible|an option|ok|okay)|no good)|isn't|won't do|doesn't work|არა|არ|ვერ)(?: |$)`,
  'u',
);

/** "მეექვსე სართულის ქვემოთ ნურაფერს შემომთავაზებთ" (nothing below the 6th): "nothing" denies the bound too. */
const NOTHING_KA = String.raw`(?:ნურაფერ|არაფერ)\p{L}*`;

/**
 * A bound word denied right after it: "მესამე სართულზე მაღლა არა", "70 კვ.მ-ზე ნაკლები არ იყოს"; "120 ათას დოლარს ზემოთ
 * ვერ გადავალ" (I can't go above): "cannot" denies as "not" does. English denies before the bound, never after it: in
 * "38k max no ground floor" the "no" is the floor's.
 */
const DENIED = new RegExp(
  String.raw`^(?!(?:not|no|never|nor)(?: |$))(?:${NEGATION}|ვერ|${NOTHING_KA})(?: |$)`,
  'u',
);

/** "not above the 3rd" is "the 3rd at most": a denied bound turns into the other side. */
function denied({ kind, isStrict }: Cue): Cue {
  if (kind === 'about') return { kind, isStrict };
  return { kind: kind === 'min' ? 'max' : 'min', isStrict: !isStrict };
}

/** A number denied before it: "არც მე-9-ზე მაღლა", "nor above the 9th", "не на 5-м и выше". */
const DENIED_BEFORE = new RegExp(String.raw`(?:^| )(?:${NEGATION})(?: (?:на|в|on|in|the))?$`, 'u');

/**
 * The cue that `words` (the text after a number or unit) starts with; denied right after it or, with
 * `before` (the words before the number), before the number, it turns into the other side.
 */
export function cueStartingWith(words: string, before = ''): Cue | undefined {
  for (const [phrase, cue] of AFTER_SORTED) {
    const isDenied = DENIED_BEFORE.test(before) || DENIED.test(words.slice(phrase.length + 1));
    if (words === phrase || words.startsWith(`${phrase} `)) return isDenied ? denied(cue) : cue;
  }
  return undefined;
}
