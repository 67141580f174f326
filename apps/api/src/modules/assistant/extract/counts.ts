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
import { isNumber, type Token } from '../text/token';
import { knownWords } from '../text/vocabulary';
import type { ClearableField, Findings, RangeField } from './findings';

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

/** "ერთი ოთახით მეტი", "на две спальни меньше", "one room fewer": the direction right after the counted unit. */
const MORE = knownWords(/^(?:more|больше|მეტ\p{L}*)$/u);
const FEWER = knownWords(/^(?:fewer|less|меньше|ნაკლებ\p{L}*)$/u);

/**
 * Arithmetic on a count: a number and its unit followed by "more" or "fewer" is a difference, not a count
 * ("ერთი ოთახით მეტი იყოს" after 2 rooms = 3); the merge moves the conversation's bounds by it.
 */
function readCountShift(tokens: Token[], findings: Findings, count: CountField): void {
  if (count.field !== 'rooms' && count.field !== 'bedrooms' && count.field !== 'bathrooms') return;
  for (const [index, token] of tokens.entries()) {
    if (!isNumber(token) || token.isUsed || token.isOrdinal) continue;
    const unitLength = count.unit(tokens, index + 1);
    const direction = tokens[index + 1 + unitLength];
    if (unitLength === 0 || !direction) continue;
    const sign = MORE.test(direction.text) ? 1 : FEWER.test(direction.text) ? -1 : 0;
    if (sign === 0) continue;
    findings.countShift = { field: count.field, amount: sign * token.value };
    for (const used of tokens.slice(index, index + 2 + unitLength)) used.isUsed = true;
    if (tokens[index - 1]?.text === 'на' || tokens[index - 1]?.text === 'by')
      (tokens[index - 1] as Token).isUsed = true;
  }
}

/** Rooms, bedrooms, bathrooms and size: every quantity with its unit. */
export function readCounts(tokens: Token[], findings: Findings): void {
  for (const count of COUNT_FIELDS) {
    readComparisons(tokens, findings, count);
    readCountShift(tokens, findings, count);
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
