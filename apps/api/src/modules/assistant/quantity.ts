import {
  cueEndingWith,
  cueStartingWith,
  isBoundAfter,
  isBoundPhrase,
  RANGE_OPENERS,
  RANGE_SEPARATORS,
  type Cue,
} from './lexicon/range-cues';
import { isClauseBreak, isNumber, type Token } from './text/token';

/** How many tokens at `index` spell the unit (0: none). */
export type UnitMatcher = (tokens: readonly Token[], index: number) => number;

/** A number (or a range of two) with its unit, as written: "до 5 этажа", "60-80 sqm", "80 კვ.მ-დან". */
export interface Quantity {
  low: number;
  /** Set for a range ("from 3 to 7"). */
  high?: number;
  cue?: Cue;
  /** The indexes of every token the quantity is made of. */
  indexes: number[];
  /** Where the unit starts (the first unit token). */
  unitIndex: number;
}

/**
 * The words before `index` (up to `count`, not across a comma, nor across words already read: the "over" of
 * "start over: 1-room" is no bound), nearest last, lower case. Six by default: a bound and a refusal of it ("not
 * interested in anything below the").
 */
export function wordsBefore(tokens: readonly Token[], index: number, count = 6): string {
  const words: string[] = [];
  for (let cursor = index - 1; cursor >= 0 && words.length < count; cursor -= 1) {
    const token = tokens[cursor];
    if (!token || isClauseBreak(token) || token.value !== undefined || token.isUsed) break;
    words.unshift(token.text);
  }
  return words.join(' ');
}

/** The words from `index` on (up to `count`, not across a comma). */
export function wordsAfter(tokens: readonly Token[], index: number, count = 3): string {
  const words: string[] = [];
  for (let cursor = index; cursor < tokens.length && words.length < count; cursor += 1) {
    const token = tokens[cursor];
    if (!token || isClauseBreak(token) || token.value !== undefined) break;
    words.push(token.text);
  }
  return words.join(' ');
}

const span = (start: number, length: number) => Array.from({ length }, (_, offset) => start + offset);

interface ReadOptions {
  unit: UnitMatcher;
  /** Any field's unit: a number followed by another field's unit is not the end of this range. */
  isAnyUnit: UnitMatcher;
  /** The largest plausible value: "2 комнаты до 700" is not a range of rooms. */
  maxValue: number;
  /**
   * The unit may come first ("floor 3 to 7", "bathrooms 2"); then the number must not carry a unit of
   * its own ("bathroom 2 bedrooms" is two bedrooms).
   */
  allowsUnitBefore?: boolean;
}

/** "70-90k", "от 70 до 90 тысяч": the multiplier written once applies to both numbers. */
function distributedLow(first: Token & { value: number }, second: Token & { value: number }): number {
  if (second.multiplier && !first.multiplier && first.value * second.multiplier <= second.value)
    return first.value * second.multiplier;
  return first.value;
}

function readRange(
  tokens: readonly Token[],
  firstIndex: number,
  cursor: number,
  hasUnit: boolean,
  options: ReadOptions,
) {
  const first = tokens[firstIndex];
  const separator = tokens[cursor];
  const second = tokens[cursor + 1];
  if (!isNumber(first) || !separator || !RANGE_SEPARATORS.has(separator.text)) return undefined;
  if (!isNumber(second) || second.isUsed || second.value > options.maxValue) return undefined;
  const secondUnit = options.unit(tokens, cursor + 2);
  if (secondUnit === 0 && (!hasUnit || options.isAnyUnit(tokens, cursor + 2) > 0)) return undefined;
  const low = distributedLow(first, second);
  if (low > second.value) return undefined;
  return {
    low,
    high: second.value,
    indexes: [cursor, cursor + 1, ...span(cursor + 2, secondUnit)],
    secondUnit,
  };
}

/** Whether `words` are exactly a bound word or a range opener ("не выше", "from"). */
function isCuePhrase(words: string): boolean {
  return words === '' || RANGE_OPENERS.has(words) || isBoundPhrase(words);
}

/** How many words a bound word before the number may have when the unit comes first ("этаж не выше пятого"). */
const CUE_WORDS = 2;

/**
 * The unit written before the number (its tokens), maybe with a bound word between: "floor 3 to 7", "этаж с 3 по 7",
 * "этаж не выше пятого", "სველი წერტილი მინიმუმ 3".
 */
function unitBefore(tokens: readonly Token[], index: number, unit: UnitMatcher): number[] | undefined {
  for (let at = index - 1; at >= 0 && at >= index - CUE_WORDS - 2; at -= 1) {
    const candidate = tokens[at];
    if (!candidate || candidate.isUsed || candidate.value !== undefined) return undefined;
    const length = unit(tokens, at);
    if (length === 0 || at + length > index || index - at - length > CUE_WORDS) continue;
    const between = tokens
      .slice(at + length, index)
      .map((token) => token.text)
      .join(' ');
    return isCuePhrase(between) ? span(at, length) : undefined;
  }
  return undefined;
}

/**
 * The unit written after the bound word that follows the number: "40-ზე მეტი კვადრატი" (more than 40 square metres),
 * "200 or more sqm", "70 и больше квадратов".
 */
function unitAfterCue(
  tokens: readonly Token[],
  cursor: number,
  unit: UnitMatcher,
): { indexes: number[]; unitIndex: number; cue: Cue } | undefined {
  for (let distance = 1; distance <= 3; distance += 1) {
    const at = cursor + distance;
    const between = tokens.slice(cursor, at);
    if (between.some((token) => token.isUsed || isNumber(token) || isClauseBreak(token))) return undefined;
    const unitLength = unit(tokens, at);
    if (unitLength === 0) continue;
    const words = between.map((token) => token.text).join(' ');
    const cue = isBoundAfter(words) ? cueStartingWith(words) : undefined;
    return cue ? { indexes: span(cursor, distance + unitLength), unitIndex: at, cue } : undefined;
  }
  return undefined;
}

/** Reads the quantity starting with the number at `index`, if it carries the unit. */
export function readQuantity(
  tokens: readonly Token[],
  index: number,
  options: ReadOptions,
): Quantity | undefined {
  const first = tokens[index];
  if (!isNumber(first) || first.isUsed || first.value > options.maxValue) return undefined;
  const indexes = [index];
  let cursor = index + 1;
  const hasPlus = tokens[cursor]?.text === '+';
  if (hasPlus) indexes.push(cursor++);
  const unitLength = options.unit(tokens, cursor);
  let unitIndex = unitLength > 0 ? cursor : -1;
  indexes.push(...span(cursor, unitLength));
  cursor += unitLength;
  const before =
    unitIndex < 0 && options.allowsUnitBefore && options.isAnyUnit(tokens, cursor) === 0
      ? unitBefore(tokens, index, options.unit)
      : undefined;
  if (before !== undefined) {
    unitIndex = before[0] ?? unitIndex;
    indexes.push(...before);
  }
  const range = hasPlus ? undefined : readRange(tokens, index, cursor, unitIndex >= 0, options);
  if (range) {
    if (unitIndex < 0) unitIndex = range.indexes[2] ?? -1;
    return { low: range.low, high: range.high, indexes: [...indexes, ...range.indexes], unitIndex };
  }
  if (unitIndex < 0 && before === undefined) {
    const later = unitAfterCue(tokens, cursor, options.unit);
    if (later)
      return {
        low: first.value,
        cue: later.cue,
        indexes: [...indexes, ...later.indexes],
        unitIndex: later.unitIndex,
      };
  }
  if (unitIndex < 0) return undefined;
  // The bound word sits right before the number, even after a unit written first ("этаж не выше 5"), or before that
  // unit ("nothing lower than floor 2").
  const after = wordsAfter(tokens, cursor);
  const cueBeforeUnit =
    before?.at(-1) === index - 1 ? cueEndingWith(wordsBefore(tokens, before[0] ?? index), after) : undefined;
  const cue = hasPlus
    ? ({ kind: 'min', isStrict: false } as const)
    : (cueEndingWith(wordsBefore(tokens, index), after) ??
      cueBeforeUnit ??
      cueAfter(tokens, cursor, wordsBefore(tokens, index, 2)));
  return { low: first.value, cue, indexes, unitIndex };
}

const GLUED_ZE = /\p{L}ზე$/u;

/** The bound word after a quantity, unless it leads the next number: in "2ba max 140 sqm" it is the size's. */
function cueAfter(tokens: readonly Token[], index: number, before: string): Cue | undefined {
  const words = wordsAfter(tokens, index);
  const next = tokens[index + (words === '' ? 0 : words.split(' ').length)];
  if (words !== '' && isNumber(next) && isBoundPhrase(words)) return undefined;
  // "სამ სართულზე მეტი არა": the postposition "-ზე" glued to the unit belongs to the bound word after it.
  const unit = tokens[index - 1];
  const glued =
    unit && !isNumber(unit) && GLUED_ZE.test(unit.text) ? cueStartingWith(`ზე ${words}`, before) : undefined;
  // "4-ზე მაღლა", "ოთხზე მაღლა": the postposition cut off the number stands before the bound word.
  const afterOn = words.startsWith('ზე ') ? cueStartingWith(words.slice(3), before) : undefined;
  // "3 სველი წერტილი მინიმუმ": a bound word said before numbers, said after one, ends its clause.
  const isClauseEnd = next === undefined || isClauseBreak(next);
  const closing = isClauseEnd && isBoundPhrase(words) ? cueEndingWith(words) : undefined;
  return glued ?? cueStartingWith(words, before) ?? afterOn ?? closing;
}

export type DefaultBound = 'exact' | 'min' | 'max';
export interface Bounds {
  min?: number;
  max?: number;
}

/** The bounds a quantity sets: a range both, a cue one side, "about" ±10 %, otherwise the field's default. */
export function boundsOf(quantity: Quantity, fallback: DefaultBound, isInteger: boolean): Bounds {
  if (quantity.high !== undefined) return { min: quantity.low, max: quantity.high };
  const value = quantity.low;
  const step = isInteger && quantity.cue?.isStrict ? 1 : 0;
  switch (quantity.cue?.kind ?? fallback) {
    case 'min':
      return { min: value + step };
    case 'max':
      return { max: value - step };
    case 'about':
      return isInteger
        ? { min: value, max: value }
        : { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
    default:
      return { min: value, max: value };
  }
}

/** Reads every quantity of one unit in the message and marks its tokens used. */
export function readAllQuantities(tokens: Token[], options: ReadOptions): Quantity[] {
  const found: Quantity[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const quantity = readQuantity(tokens, index, options);
    if (!quantity) continue;
    for (const used of quantity.indexes) (tokens[used] as Token).isUsed = true;
    found.push(quantity);
  }
  return found;
}
