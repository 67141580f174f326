import { knownWords } from '../text/vocabulary';
import { alternation, wordList } from '../text/word-list';

/**
 * The endings of the screeves people write to the assistant: the imperative and optative ("წაშალე", "წაშალეთ",
 * "წავშალოთ", "წაშალოს", "წავიდეს"), the future ("დავუმატებ", "ამოიღებთ", "მოაშორებს", "გამოვძებნი"), the present and
 * past of "want", "need" and "suit" ("მინდა", "მინდოდა", "მჭირდება", "მაწყობს"). An ending is whole: "მინდორი" (a meadow)
 * ends in none of them.
 */
const ENDINGS = String.raw`ე | ეთ | ეს | ო | ოთ | ოს | ონ | ა | ათ | ი | ით | ს | ებ | ებთ | ებს | ებენ | ებით | ება |
  ებათ | ებოდა | ოდა | ოდეს | ავ | ავთ | ავს`;

/** The person marker between a preverb and the root: I (ვ), we or us (გვ), me (მ), you (გ). */
const PERSON = '(?:ვ|გვ|მ|გ)';

export interface GeorgianVerb {
  /** The preverbs the verb takes in this meaning (`a | b`); without them, the verb is said with none. */
  preverbs?: string;
  /**
   * The root with its version vowel where the meaning needs one (`ამატ | იმატ | უმატ`, `იღ`): "მოაშორე" (take away)
   * has it, "მოშორებით" (at a distance) not.
   */
  roots: string;
  /** Whether a person must be marked: "მინდა", "გვინდა" (want), never "ინდა". */
  isPersonRequired?: boolean;
}

/**
 * A Georgian verb as a pattern of its forms: preverb, person, root, ending ("ჩა·მ·იმატ·ე", "ამო·ვ·იღ·ოთ",
 * "მო·აშორ·ეთ"). The preverb is required where the meaning has one, so a root alone ("შალი", a shawl) is no verb.
 * Each preverb with each root joins the vocabulary as a stem ("მოაშორ…"), so a slip in a form ("მოაშრეთ") is read as
 * the form; a verb with no preverb starts with its person, no stem.
 */
export function georgianVerb({ preverbs, roots, isPersonRequired = false }: GeorgianVerb): string {
  const stems = wordList(preverbs ?? '').flatMap((preverb) => wordList(roots).map((root) => preverb + root));
  knownWords(stems.map((stem) => `${stem}\\p{L}*`).join(' | '));
  const preverb = preverbs ? `(?:${alternation(preverbs)})` : '';
  const person = isPersonRequired ? PERSON : `${PERSON}?`;
  return `${preverb}${person}(?:${alternation(roots)})(?:${alternation(ENDINGS)})?`;
}

const verbs = (...list: GeorgianVerb[]) => list.map(georgianVerb).join('|');

/**
 * Taking a thing out of the search: delete (წაშალე, ამოშალეთ, წაშალოს), take away (მოაშორე), take out (ამოიღე),
 * throw out (ამოაგდე), cross out (გადახაზე), cancel (გააუქმე), forget (დაივიწყე), take off (მოხსენი, მოვხსნათ).
 */
export const REMOVE_KA = verbs(
  { preverbs: 'წა | ამო | გადა', roots: 'შალ' },
  { preverbs: 'მო | ჩამო | გადა', roots: 'აშორ' },
  { preverbs: 'ამო | გამო', roots: 'იღ' },
  { preverbs: 'ამო | გადა', roots: 'აგდ' },
  { preverbs: 'გადა | ამო', roots: 'ხაზ' },
  { preverbs: 'გა', roots: 'აუქმ' },
  { preverbs: 'და', roots: 'ივიწყ' },
  { preverbs: 'მო', roots: 'ხსენ | ხსნ' },
);

/** Adding a thing: "დაამატე", "ჩამიმატე", "ჩაამატეთ", "დავუმატოთ", "მიამატე"; put in: "ჩასვი", "ჩავსვათ". */
export const ADD_KA = verbs(
  { preverbs: 'და | ჩა | მი', roots: 'ამატ | იმატ | უმატ' },
  { preverbs: 'ჩა', roots: 'სვ | ისვ | უსვ' },
);

/**
 * It suits me or us ("მაწყობს", "გვაწყობს"), it will do ("წავა", "წავიდეს"), I or we won't mind ("არ მეწყინება",
 * "არ გვეწყინება"): a thing is acceptable. "არ მაწყობს" refuses it; the readers see the negation.
 */
export const SUITS_KA = verbs(
  { roots: 'აწყობ', isPersonRequired: true },
  { preverbs: 'წა', roots: 'ვიდ | ვ' },
);
export const NOT_MINDING_KA = `(?:არ|ვერ) ${georgianVerb({ roots: 'ეწყინ', isPersonRequired: true })}`;

/** Wanting and needing: "მინდა", "გვინდა", "მინდოდა", "მჭირდება", "გვჭირდება". */
export const WANT_KA = verbs(
  { roots: 'ინდ', isPersonRequired: true },
  { roots: 'ჭირდ', isPersonRequired: true },
);

/**
 * Finding more money ("ათ ათასს კიდევ გამოვძებნი", "გამოვძებნით"): the budget grows by the amount. Said by the visitor
 * of themselves; "მოძებნე" (find!) asks the assistant to search.
 */
export const FIND_MONEY_KA = verbs({ preverbs: 'გამო', roots: 'ძებნ', isPersonRequired: true });

/** Paying ("გადავიხდი", "გადავიხდით", "გადაიხდის"): the amount is money, said with the price's words. */
export const PAY_KA = verbs({ preverbs: 'გადა', roots: 'იხდ' });

/** Latin has one letter for an aspirate and an ejective: a loose spelling is compared with them folded. */
const FOLD: Readonly<Record<string, string>> = { ტ: 'თ', კ: 'ქ', პ: 'ფ', წ: 'ც', ჭ: 'ჩ', ყ: 'ქ' };
export const foldGeorgian = (text: string) => text.replace(/[ტკპწჭყ]/gu, (letter) => FOLD[letter] ?? letter);

const ANY_VERB_FOLDED = new RegExp(
  `^(?:${foldGeorgian([REMOVE_KA, ADD_KA, SUITS_KA, WANT_KA, FIND_MONEY_KA, PAY_KA].map(alternation).join('|'))})$`,
  'u',
);

/**
 * Whether a word (transliterated from Latin, so compared folded) is one of these verbs: "mawyobs", "gadavixdi",
 * "mchirdeba" are Georgian whatever else the message holds.
 */
export const isGeorgianVerb = (word: string) => ANY_VERB_FOLDED.test(foldGeorgian(word));
