import type { Cue } from '../lexicon/range-cues';
import { FIND_MONEY_KA } from '../lexicon/georgian-verbs';
import { isAnyUnit, isCurrency, PERCENT } from '../lexicon/units';
import { isNumber, type Token } from '../text/token';
import { knownWords } from '../text/vocabulary';
import type { Findings } from './findings';

/**
 * Words that move a price down or up, in the three languages. Georgian verbs are matched by their root
 * whatever their preverb and person ("შეამცირე", "შევამციროთ"; "დაამატე", "დავუმატებ"; "დააკელი", "დავუკლოთ"; "ჩამოწიე",
 * "ჩამოვწიოთ"; "შევკვეცოთ"), Russian ones by their stem, both stems of a verb that alternates ("урезать",
 * "урежем").
 */
const DOWN = knownWords(
  /^(?:lower|reduce|decrease|cut|drop|cheaper|less|down|off|knock|shave|trim|slash|chop|subtract|minus|дешевле|подешевле|сниз\p{L}*|сниж\p{L}*|уменьш\p{L}*|меньше|ниже|опуст\p{L}*|скин\p{L}*|сбав\p{L}*|убав\p{L}*|отним\p{L}*|уре[зж]\p{L}*|сре[зж]\p{L}*|подре[зж]\p{L}*|сократ\p{L}*|сокра[тщ]\p{L}*|ужм\p{L}*|минус|იაფ\p{L}*|ნაკლებ\p{L}*|\p{L}*მცირ\p{L}*|\p{L}*[აუ]კე?ლ\p{L}*|\p{L}*კვეც\p{L}*|(?:ჩამო|და)ვ?წი[ეოა]\p{L}*)$/u,
);
const UP = knownWords(
  new RegExp(
    String.raw`^(?:raise|increase|up|more|pricier|add|extra|bump|boost|дороже|подними|поднять|подним\p{L}*|подня\p{L}*|повыс\p{L}*|повыш\p{L}*|увелич\p{L}*|больше|выше|добав\p{L}*|прибав\p{L}*|накин\p{L}*|ძვირ\p{L}*|მეტ\p{L}*|\p{L}*ზარდ\p{L}*|\p{L}+ზრდ\p{L}*|\p{L}*[აუ]მატ\p{L}*|ავ?წი[ეოა]\p{L}*|${FIND_MONEY_KA})$`,
    'u',
  ),
);
/**
 * "budget +20k", "плюс десять тысяч", "პლუს 5 ათასი", "minus 5k": a sign right before the amount is its direction; never
 * after a number ("250k+" is a lower bound, "2+1" a layout).
 */
const SIGN = /^(?:\+|plus|плюс|პლუს|minus|минус|მინუს)$/u;
export function signBefore(tokens: readonly Token[], index: number): number {
  const sign = tokens[index - 1];
  if (!sign || !SIGN.test(sign.text) || isNumber(tokens[index - 2])) return 0;
  return /^(?:minus|минус|მინუს)$/u.test(sign.text) ? -1 : 1;
}
/** "by 10k", "на 10 тысяч"; Georgian says it with the instrumental: "10 ათასით". */
const BY = /^(?:by|на)$/u;
const INSTRUMENTAL = /ით$/u;
/** "20k more", "10k less", "15k off": the direction right after the amount says it is one. */
const COMPARATIVE_AFTER = /^(?:more|less|off|cheaper|дешевле|дороже|меньше|больше)$/u;
/**
 * Verbs whose object is the amount itself: "add 100", "knock 15k off", "скинь 5 тысяч", "100 დოლარს
 * დავუმატებ", "5 ათასი დააკელი".
 */
const TAKES_AMOUNT = new RegExp(
  String.raw`^(?:add|knock|shave|trim|slash|chop|cut|subtract|minus|уре[зж]\p{L}*|сре[зж]\p{L}*|минус|добав\p{L}*|прибав\p{L}*|накин\p{L}*|скин\p{L}*|сбав\p{L}*|убав\p{L}*|отним\p{L}*|\p{L}*[აუ]მატ\p{L}*|\p{L}*[აუ]კე?ლ\p{L}*|${FIND_MONEY_KA})$`,
  'u',
);
/** "raise the budget to 150k", "подними до 120": a target, a new bound rather than an amount. */
const TARGET_BEFORE = /^(?:to|до)$/u;
const TARGET_AFTER = /^(?:მდე|დან)$/u;

/** The bound a shift names: "raise the max", "максимум на 100 меньше", "ქვედა ზღვარი". */
const MAX_BOUND =
  /^(?:max|maximum|upper|top|ceiling|cap|максимум|макс|верхн\p{L}*|потол\p{L}*|მაქსიმ\p{L}*|მაქს|ზედა\p{L}*)$/u;
const MIN_BOUND = /^(?:min|minimum|минимум|мин|нижн\p{L}*|минимальн\p{L}*|მინიმ\p{L}*|მინ|ქვედა\p{L}*)$/u;
const LOWER_BOUND = /^(?:bound|limit|end)$/u;

/**
 * The words around an amount that may say what it moves: "lower the top of the range by 30k" (seven before), "shave 5%
 * off the max" (three after the amount and its unit, which ends at `end`).
 */
const window = (tokens: readonly Token[], index: number, end = index + 1) =>
  tokens.slice(Math.max(0, index - 7), end + 3);

/**
 * "bump it to 200", "lower the minimum to 50k", "подними до 120": a move to a target, the words before
 * the number ending in "to"/"до" after a verb of moving. The target is the bound named, else the maximum.
 */
export function targetCue(tokens: readonly Token[], index: number): Cue | undefined {
  if (!TARGET_BEFORE.test(tokens[index - 1]?.text ?? '')) return undefined;
  if (!tokens.slice(Math.max(0, index - 5), index - 1).some((token) => isMoveWord(token.text)))
    return undefined;
  return { kind: namedBound(tokens, index) ?? 'max', isStrict: false };
}

const isMoveWord = (word: string) => (DOWN.test(word) || UP.test(word)) && !COMPARATIVE_AFTER.test(word);

/**
 * The bound named next to the amount, the nearest if two are ("ქვედა ზღვარი მოხსენი, ზედას კი 10 ათასი დაუმატე": the
 * upper one gets the 10,000).
 */
function namedBound(tokens: readonly Token[], index: number, end?: number): 'min' | 'max' | undefined {
  const first = Math.max(0, index - 7);
  const near = window(tokens, index, end);
  let nearest: { bound: 'min' | 'max'; distance: number } | undefined;
  for (const [at, token] of near.entries()) {
    const isLowerBound = token.text === 'lower' && LOWER_BOUND.test(near[at + 1]?.text ?? '');
    const bound = MAX_BOUND.test(token.text)
      ? 'max'
      : MIN_BOUND.test(token.text) || isLowerBound
        ? 'min'
        : undefined;
    const distance = Math.abs(first + at - index);
    if (bound && (!nearest || distance < nearest.distance)) nearest = { bound, distance };
  }
  return nearest?.bound;
}

/** The direction word within a few words of the amount, if any: -1 lower, 1 higher. */
function directionNear(tokens: readonly Token[], index: number): number {
  for (const token of window(tokens, index)) {
    if (DOWN.test(token.text)) return -1;
    if (UP.test(token.text)) return 1;
  }
  return 0;
}

/** Whether the number at `index` (its currency up to `end`) is said as an amount to move by. */
function isAmount(tokens: readonly Token[], text: string, index: number, end: number): boolean {
  const token = tokens[index] as Token;
  const next = tokens[end]?.text ?? '';
  if (TARGET_BEFORE.test(tokens[index - 1]?.text ?? '') || TARGET_AFTER.test(next)) return false;
  return (
    BY.test(tokens[index - 1]?.text ?? '') ||
    (isCurrency(tokens, index - 1) > 0 && BY.test(tokens[index - 2]?.text ?? '')) ||
    INSTRUMENTAL.test(text.slice(token.start, tokens[end - 1]?.end)) ||
    next === 'ით' ||
    COMPARATIVE_AFTER.test(next) ||
    // A verb already read as moving a count ("knock off a bedroom") moves no money.
    window(tokens, index).some((other) => !other.isUsed && TAKES_AMOUNT.test(other.text))
  );
}

/**
 * "lower the budget by 10k", "knock 15k off", "на 10 тысяч дешевле", "10 ათასით ჩამოწიე", "100 დოლარს
 * დავუმატებ": an amount the price moves by, not a price. The merge adds it to the bound the message
 * names ("raise the max by 100"), or to both.
 */
export function readPriceShift(tokens: Token[], text: string, findings: Findings): void {
  for (const [index, token] of tokens.entries()) {
    if (!isNumber(token) || token.isOrdinal) continue;
    let end = index + 1;
    while (end < tokens.length && isCurrency(tokens, end) > 0) end += isCurrency(tokens, end);
    // "by 10%", "на 10 процентов", "20 პროცენტით": a share of the bound; a percentage is claimed as no filter.
    const isPercent = PERCENT.test(tokens[end]?.text ?? '');
    // "на четверть", "by half", "მესამედით": a fraction said in words is a share too.
    const isFraction = token.value < 1 && end === index + 1 && /\p{L}/u.test(token.text);
    if (token.isUsed && !isPercent) continue;
    // "one more room", "5 nights": a number of something else is no money (thousands are: "накинь 30к к бюджету").
    if (isAnyUnit(tokens, end) > 0 && token.multiplier === undefined) continue;
    if (isPercent) end += 1;
    const sign = signBefore(tokens, index);
    const direction = sign || (isAmount(tokens, text, index, end) ? directionNear(tokens, index) : 0);
    if (direction === 0) continue;
    const amount = direction * (isFraction ? token.value * 100 : token.value);
    findings.priceShift = { amount, bound: namedBound(tokens, index, end), isShare: isPercent || isFraction };
    for (let used = sign ? index - 1 : index; used < end; used += 1) (tokens[used] as Token).isUsed = true;
    if (tokens[end]?.text === 'ით' || tokens[end]?.text === 'off') (tokens[end] as Token).isUsed = true;
    return;
  }
}
