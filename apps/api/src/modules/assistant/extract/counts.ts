import { WANT_KA } from '../lexicon/georgian-verbs';
import { isIndifferentAfter } from '../lexicon/indifference';
import { cueEndingWith, cueStartingWith } from '../lexicon/range-cues';
import {
  boundsOf,
  readAllQuantities,
  wordsAfter,
  wordsBefore,
  type DefaultBound,
  type UnitMatcher,
} from '../quantity';
import { isAnyUnit, isArea, isBathrooms, isBedrooms, isRooms } from '../lexicon/units';
import { isClauseBreak, isNumber, type Token } from '../text/token';
import { knownWords } from '../text/vocabulary';
import type { ClearableField, Findings, RangeField } from './findings';
import { signBefore } from './price-shift';

interface CountField {
  field: RangeField & ClearableField;
  unit: UnitMatcher;
  fallback: DefaultBound;
  isInteger: boolean;
  maxValue: number;
}

/**
 * Bathrooms before bedrooms before rooms: "2 ванные комнаты" and "2 спальных комнаты" must not be
 * read as rooms. A count of rooms, bedrooms or bathrooms means exactly that many, and may follow its
 * word ("bathrooms 2"); a size is a minimum.
 */
const COUNT_FIELDS: readonly CountField[] = [
  { field: 'bathrooms', unit: isBathrooms, fallback: 'exact', isInteger: true, maxValue: 10 },
  { field: 'bedrooms', unit: isBedrooms, fallback: 'exact', isInteger: true, maxValue: 15 },
  { field: 'rooms', unit: isRooms, fallback: 'exact', isInteger: true, maxValue: 20 },
  { field: 'size', unit: isArea, fallback: 'min', isInteger: false, maxValue: 20_000 },
];

/** Fewer square metres than any home has: a length said in metres (a ceiling's height), not a size. */
const MIN_SIZE = 10;

const STUDIO = /^(?:studio|studios|студи\p{L}*|სტუდიო\p{L}*)$/u;
const NEGATION = /(?:^|\s)(?:not|no|не|არა|არ)(?:\s(?:a|an|the))?$/u;
/** "more rooms than 2", "fewer bedrooms than 3": the comparison before the unit. */
const COMPARISON = /^(?:more|fewer|less)$/;

function readStudio(tokens: Token[], findings: Findings): void {
  const index = tokens.findIndex((token) => !token.isUsed && STUDIO.test(token.text));
  const studio = tokens[index];
  if (!studio || NEGATION.test(wordsBefore(tokens, index, 2))) return;
  studio.isUsed = true;
  findings.bounds.rooms ??= { min: 1, max: 1 };
}

function readComparisons(tokens: Token[], findings: Findings, count: CountField): void {
  for (let index = 0; index + 3 < tokens.length; index += 1) {
    const [comparison, unit, than, number] = tokens.slice(index, index + 4);
    if (!comparison || !COMPARISON.test(comparison.text) || count.unit(tokens, index + 1) !== 1) continue;
    if (than?.text !== 'than' || !isNumber(number) || number.isUsed) continue;
    findings.bounds[count.field] =
      comparison.text === 'more' ? { min: number.value + 1 } : { max: Math.max(number.value - 1, 0) };
    for (const token of [comparison, unit, than, number]) if (token) token.isUsed = true;
  }
}

/**
 * "ერთი ოთახით მეტი", "на две спальни меньше", "one room fewer", "two nights longer", "take two nights off", "на ночь
 * подольше": the direction right after the counted unit.
 */
const MORE = knownWords(/^(?:more|extra|additional|longer|bigger|(?:по)?больше|(?:по)?дольше|მეტ\p{L}*)$/u);
const FEWER = knownWords(/^(?:fewer|less|shorter|smaller|off|(?:по)?меньше|(?:по)?короче|ნაკლებ\p{L}*)$/u);
/**
 * "off" is a direction only where its clause ends ("take two nights off,", "take a room off that"); before a name it is a
 * place ("off Pekini").
 */
const isDirection = (tokens: readonly Token[], index: number) => {
  if (tokens[index]?.text !== 'off') return true;
  const end = /^(?:that|it|this)$/u.test(tokens[index + 1]?.text ?? '') ? index + 2 : index + 1;
  return tokens[end] === undefined || isClauseBreak(tokens[end]);
};
/**
 * Verbs of adding or extending and of taking away or shortening, said before the count ("extend by two nights",
 * "добавьте ещё одну спальню", "сократим на одну ночь") or, in Georgian, after it ("ორი ღამით გავაგრძელოთ"); "another",
 * "ещё", "კიდევ" add as well ("another night", "კიდევ ორი ღამე"). Georgian verbs by their root, whatever the preverb ("გრძელვადიანი",
 * long-term, is no verb).
 */
const EXTEND = knownWords(
  /^(?:extend|prolong|lengthen|add|another|increase|продл\p{L}*|добав\p{L}*|прибав\p{L}*|увелич\p{L}*|ещ[её]|გა(?:ვა|ა|ვ)?გრძელ\p{L}*|\p{L}*[აუ]მატ\p{L}*|\p{L}*ზარდ\p{L}*|\p{L}+ზრდ\p{L}*|კიდევ)$/u,
);
const SHORTEN = knownWords(
  /^(?:shorten|cut|reduce|knock|subtract|minus|сократ\p{L}*|сокращ\p{L}*|уменьш\p{L}*|убав\p{L}*|\p{L}*მცირ\p{L}*|(?!\p{L}*ნაკლებ)\p{L}*[აუ]კე?ლ\p{L}*)$/u,
);
/** A difference is a few rooms or nights: "накинь ещё 30к к бюджету" is money, whatever unit follows. */
const MAX_SHIFT = 100;
const TARGET = /^(?:to|until|до)$/u;
/** Words a verb's count may stand behind: "prolong it by 3 days", "shorten the stay by a day", "продлите бронь на". */
const VERB_REACH = 4;

/** "на две спальни больше", "by two rooms": the preposition of the difference. */
const BY = /^(?:на|by)$/u;
/** "на спальню больше", "a room more", "ოთახით მეტი": the unit alone after these (or in the instrumental) is one. */
const ARTICLE = /^(?:a|an)$/u;
const INSTRUMENTAL = /ით$/u;

/**
 * "საძინებელი კიდევ ერთი დაამატე", "спальню ещё одну добавьте", "спален на одну меньше": "more" or "by" may stand between a
 * unit and its count.
 */
const MORE_OF = /^(?:კიდევ|ещ[её]|another|на|by)$/u;
/** "ოთახების რაოდენობა ერთით გაზარდე", "количество ночей на две меньше": the word for a count may follow the unit. */
const COUNT_OF = /^(?:რაოდენობ\p{L}*|количеств\p{L}*|число|count|number)$/u;

const span = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, offset) => start + offset);

const countAt = (tokens: readonly Token[], index: number) => {
  const token = tokens[index];
  return isNumber(token) && !token.isUsed && !token.isOrdinal ? token : undefined;
};

/**
 * The count and its unit right before the direction at `at`, in either order ("2 rooms more", "ოთახი ერთით
 * ნაკლები"), or the unit alone ("на комнату больше" = one), or the count before the direction and the unit after
 * it ("two more bedrooms"): how many, and the tokens read.
 */
function shiftAt(
  tokens: readonly Token[],
  at: number,
  unit: UnitMatcher,
): { amount: number; indexes: number[] } | undefined {
  for (const start of [at - 2, at - 3]) {
    const numberFirst = countAt(tokens, start);
    if (numberFirst && unit(tokens, start + 1) === at - start - 1)
      return { amount: numberFirst.value, indexes: span(start, at) };
    const numberLast = countAt(tokens, at - 1);
    let unitEnd = start >= 0 ? start + unit(tokens, start) : start;
    if (unitEnd > start && COUNT_OF.test(tokens[unitEnd]?.text ?? '')) unitEnd += 1;
    const isUnitThenCount =
      unitEnd === at - 1 || (unitEnd === at - 2 && MORE_OF.test(tokens[at - 2]?.text ?? ''));
    if (numberLast && unitEnd > start && isUnitThenCount)
      return { amount: numberLast.value, indexes: span(start, at) };
  }
  for (const start of [at - 1, at - 2]) {
    if (start < 0 || unit(tokens, start) !== at - start) continue;
    const before = tokens[start - 1]?.text ?? '';
    const isOne = BY.test(before) || ARTICLE.test(before) || INSTRUMENTAL.test(tokens[at - 1]?.text ?? '');
    if (isOne && !countAt(tokens, start - 1)) return { amount: 1, indexes: span(start, at) };
  }
  const before = countAt(tokens, at - 1);
  const after = unit(tokens, at + 1);
  if (before && after > 0)
    return { amount: before.value, indexes: [at - 1, ...span(at + 1, at + 1 + after)] };
  return undefined;
}

/**
 * The count and its unit a verb of adding or shortening at `at` names after it, a few words on ("extend the stay by two
 * nights"), or the unit alone, one of it ("add a bedroom", "добавьте спальню", "another night").
 */
function shiftAfter(
  tokens: readonly Token[],
  at: number,
  unit: UnitMatcher,
): { amount: number; indexes: number[] } | undefined {
  for (let start = at + 1; start <= at + VERB_REACH && start < tokens.length; start += 1) {
    // "продлим до месяца", "extend it to a week": a new stay, not a difference.
    if ((tokens[start] as Token).isUsed || TARGET.test((tokens[start] as Token).text)) return undefined;
    const count = countAt(tokens, start);
    const length = unit(tokens, count ? start + 1 : start);
    if (count)
      return length > 0 && count.value <= MAX_SHIFT
        ? { amount: count.value, indexes: [start, ...span(start + 1, start + 1 + length)] }
        : undefined;
    // A unit alone is one of it when a word of its own: the "к" of "3-к" stands for rooms only after a count ("добавь к
    // бюджету" adds to the budget).
    if (length > 0 && (tokens[start] as Token).text.length > 1)
      return { amount: 1, indexes: span(start, start + length) };
  }
  return undefined;
}

/** A field arithmetic moves, with its unit and how much one of the unit counts (a week is seven days of a stay). */
export interface ShiftedField {
  field: 'rooms' | 'bedrooms' | 'bathrooms' | 'rentDuration';
  unit: UnitMatcher;
  perUnit?: (token: Token) => number;
}

/**
 * Arithmetic on a count or a stay: a number and its unit with "more" or "fewer" is a difference, not a value
 * ("ერთი ოთახით მეტი იყოს" after 2 rooms = 3, "two nights longer" after 4 = 6); the merge moves the conversation's
 * bounds by it.
 */
export function readCountShift(
  tokens: Token[],
  findings: Findings,
  { field, unit, perUnit }: ShiftedField,
): void {
  for (const [index, direction] of tokens.entries()) {
    // "+2 ღამე", "+1 room": a plus right before a count (not between two: "2+1") adds it.
    const isPlus =
      direction.text === '+' && isNumber(tokens[index + 1]) && signBefore(tokens, index + 1) === 1;
    const isVerb = isPlus || EXTEND.test(direction.text) || SHORTEN.test(direction.text);
    const sign =
      isPlus || MORE.test(direction.text) || EXTEND.test(direction.text)
        ? 1
        : FEWER.test(direction.text) || SHORTEN.test(direction.text)
          ? -1
          : 0;
    if (sign === 0 || direction.isUsed || !isDirection(tokens, index)) continue;
    const shift = shiftAt(tokens, index, unit) ?? (isVerb ? shiftAfter(tokens, index, unit) : undefined);
    if (!shift) continue;
    const unitToken = shift.indexes.map((at) => tokens[at] as Token).find((token) => !isNumber(token));
    const scale = perUnit && unitToken ? perUnit(unitToken) : 1;
    findings.countShift = { field, amount: sign * shift.amount * scale };
    for (const used of [...shift.indexes, index]) (tokens[used] as Token).isUsed = true;
    const preposition = tokens[Math.min(...shift.indexes) - 1];
    if (preposition && BY.test(preposition.text)) preposition.isUsed = true;
  }
}

/**
 * The words that may stand between a count's word and the count said a few words on: what the count should be ("спален
 * пусть будет пять", "the bedrooms should be five", "საძინებელი ხუთი იყოს") or that the one said is too few or too many
 * ("две спальни маловато, нужно пять", "ორი საძინებელი არ გვყოფნის, ხუთი გვჭირდება").
 */
const COUNT_LINK = new RegExp(
  String.raw`^(?:[,;:—-]|should|must|be|let|it|make|is|are|too|few|many|small|we|i|need|want|then|actually|пусть|будет|будут|вс[её]|таки|уже|лучше|нужно|надо|нужны|хочу|хотим|мало|маловато|много|многовато|не|хватит|хватает|ცოტაა|ბევრია|არ|გვყოფნის|მყოფნის|საკმარისი|არაა|${WANT_KA}|იყოს|იქნება|after|all|please|пожалуйста)$`,
  'u',
);
const LINK_REACH = 6;

/**
 * A bare count said a few words after its word, only words of what it should be between ("комнат пусть будет
 * четыре"): the number (not a unit's own, not an ordinal) with the unit token it counts.
 */
export function countAfterItsWord(
  tokens: readonly Token[],
  unit: UnitMatcher,
  maxValue: number,
): { value: number; unitIndex: number; index: number } | undefined {
  // The word may have been read with a count already: "две спальни маловато, нужно пять" replaces it.
  const unread = tokens.map((token) => ({ ...token, isUsed: false }));
  for (const [unitIndex] of tokens.entries()) {
    const length = unit(unread, unitIndex);
    if (length === 0) continue;
    for (let index = unitIndex + length; index <= unitIndex + length + LINK_REACH; index += 1) {
      const token = tokens[index];
      if (!token) break;
      if (isNumber(token)) {
        // The number ends the phrase ("нужно пять", "ოთხი მინდა"): "ღამე 80-120 ლარი" is a price per night.
        const next = tokens[index + 1]?.text;
        const isLast =
          next === undefined || /^[,.;!?]$/u.test(next) || (COUNT_LINK.test(next) && !/^[-—]$/u.test(next));
        const isBare = !token.isUsed && !token.isOrdinal && token.value <= maxValue && isLast;
        if (isBare) return { value: token.value, unitIndex, index };
        break;
      }
      if (!COUNT_LINK.test(token.text)) break;
    }
  }
  return undefined;
}

/** Rooms, bedrooms, bathrooms and size: every quantity with its unit. */
export function readCounts(tokens: Token[], findings: Findings): void {
  for (const count of COUNT_FIELDS) {
    readComparisons(tokens, findings, count);
    const { field } = count;
    if (field === 'rooms' || field === 'bedrooms' || field === 'bathrooms')
      readCountShift(tokens, findings, { field, unit: count.unit });
    const { unit, maxValue, isInteger } = count;
    // A count may follow its word ("bathrooms 2"); "80 m2" is written with the number first.
    const options = { unit, isAnyUnit, maxValue, allowsUnitBefore: isInteger };
    for (const quantity of readAllQuantities(tokens, options)) {
      if (tokens[quantity.indexes[0] ?? -1]?.isOrdinal) continue;
      // "хотя бы 3 метра" after the ceilings: a few metres are a height (no filter), never a home's size.
      if (count.field === 'size' && (quantity.high ?? quantity.low) < MIN_SIZE) continue;
      // "ორი აბაზანა პრინციპული არ არის", "2 bathrooms don't really matter": the count named is let go of.
      if (isIndifferentAfter(wordsAfter(tokens, Math.max(...quantity.indexes) + 1, 5))) {
        findings.clears.add(count.field);
        continue;
      }
      const cue = quantity.cue?.isPriceOnly ? undefined : quantity.cue;
      findings.bounds[count.field] = {
        ...findings.bounds[count.field],
        ...boundsOf({ ...quantity, cue }, count.fallback, count.isInteger),
      };
    }
  }
  for (const count of COUNT_FIELDS) {
    if (!count.isInteger) continue;
    const named = countAfterItsWord(tokens, count.unit, count.maxValue);
    if (!named) continue;
    findings.bounds[count.field] = { min: named.value, max: named.value };
    (tokens[named.index] as Token).isUsed = true;
  }
  readStudio(tokens, findings);
}

/**
 * "побольше, от 70" when the message is about size ("bigger", "smaller"): the number without a unit is
 * a size. Called after the price reader, which has taken every number with a currency.
 */
export function readBareSize(tokens: Token[], findings: Findings): void {
  for (const [index, token] of tokens.entries()) {
    if (!isNumber(token) || token.isUsed || token.isOrdinal || token.value >= 1000) continue;
    const cue = cueEndingWith(wordsBefore(tokens, index)) ?? cueStartingWith(wordsAfter(tokens, index + 1));
    findings.bounds.size = boundsOf({ low: token.value, indexes: [index], unitIndex: -1, cue }, 'min', false);
    token.isUsed = true;
    return;
  }
}
