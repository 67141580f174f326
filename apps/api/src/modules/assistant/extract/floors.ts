import type { AssistantScope } from '../assistant.types';
import { FLOOR_WORD, isAnyUnit, isFloor, isStoreys, STOREYS_WORD } from '../lexicon/units';
import { EN_DENIED, NEGATION } from '../lexicon/negation';
import { cueEndingWith, cueStartingWith } from '../lexicon/range-cues';
import { boundsOf, readAllQuantities, wordsAfter, wordsBefore, type UnitMatcher } from '../quantity';
import { RULED_OUT } from '../text/phrases';
import { isClauseBreak, isNumber, type Token } from '../text/token';
import type { Findings } from './findings';

const floorOrStoreys: UnitMatcher = (tokens, index) => isFloor(tokens, index) || isStoreys(tokens, index);

/** Words for a building as a whole: storeys next to them are its height, not a flat's floor. */
const BUILDING_WORD =
  /^(?:building|block|house|home|дом\p{L}*|здани\p{L}*|корпус\p{L}*|კორპუს\p{L}*|შენობ\p{L}*|სახლ\p{L}*)$/u;
/** A house rather than a block of flats. */
const HOUSE_WORD = /^(?:house|houses|cottage|villa|дом|дома|коттедж\p{L}*|особняк\p{L}*|სახლ\p{L}*)$/u;
/** Forms that count storeys ("9 этажей", "3 floors"), unlike "9 этаж" (the ninth). */
const COUNT_FORM = /^(?:floors|levels|storeys|stories|этажей|этажа|სართულიან\p{L}*)$/u;

const NEGATION_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:${NEGATION}|neither|nothing|none|avoid|except|excluding|but|кроме|без|გარდა)(?:\s\p{L}+){0,2}$`,
  'u',
);
/** "don't show me flats on the ground floor", "never offer first floor apartments": a verb denied, then its object. */
const DENIED_VERB = new RegExp(String.raw`(?:^|\s)(?:${EN_DENIED})(?:\s\p{L}+){1,4}$`, 'u');
const NEGATION_AFTER = new RegExp(String.raw`^(?:${NEGATION}|გარდა|${RULED_OUT})(?:\s|$)`, 'u');

const FROM_POSITION = /^(?:с|со)$/u;
const FROM = { kind: 'min', isStrict: false } as const;

const near = (tokens: readonly Token[], index: number, pattern: RegExp, distance = 2) =>
  tokens.slice(Math.max(0, index - distance), index + distance + 1).some((token) => pattern.test(token.text));

/** An ordinal that ends its clause or a list, with no unit after it: "не на первом, …", "не первый и не последний". */
const JOINED = /^(?:and|nor|or|и|ни|или|და|ან)$/u;
const isAlone = (tokens: readonly Token[], index: number) =>
  tokens[index + 1] === undefined ||
  isClauseBreak(tokens[index + 1]) ||
  JOINED.test(tokens[index + 1]?.text ?? '');

/**
 * "not the first floor", "не первый этаж", "არა პირველ სართულზე", "პირველი სართულის გარდა"; with a count after
 * the first ("not on the first two floors", "პირველ ორ სართულზე არა") the floors above them.
 */
function readNotFirstFloor(tokens: Token[], findings: Findings, scope: AssistantScope): void {
  for (const [index, token] of tokens.entries()) {
    if (token.value !== 1 || !token.isOrdinal || token.isUsed) continue;
    // "не на первом и не на последнем этаже": the floor word may come a few words later, in one clause;
    // or before, the exception after it ("любой этаж, кроме первого", "any floor but the first").
    const after = tokens.findIndex(
      (other, at) => at > index && at <= index + 6 && FLOOR_WORD.test(other.text),
    );
    const isOneClause = tokens.slice(index, after).every((other) => !isClauseBreak(other));
    const before = tokens.findLastIndex(
      (other, at) => at < index && at >= index - 6 && FLOOR_WORD.test(other.text),
    );
    const floorIndex = after >= 0 && isOneClause ? after : before;
    const floorWord = tokens[floorIndex];
    // "не на первом," with no floor word: a position alone is a floor, the only position a flat has.
    if (!floorWord && !isAlone(tokens, index)) continue;
    const isNegated =
      NEGATION_BEFORE.test(wordsBefore(tokens, index, 3)) ||
      DENIED_VERB.test(wordsBefore(tokens, index, 6)) ||
      (floorWord !== undefined && NEGATION_AFTER.test(wordsAfter(tokens, floorIndex + 1, 5)));
    if (!isNegated) continue;
    const count = tokens[index + 1];
    const firstFew = isNumber(count) && !count.isOrdinal && count.value <= 5 ? count : undefined;
    for (const used of [token, firstFew]) if (used) used.isUsed = true;
    if (floorWord && floorIndex === index + (firstFew ? 2 : 1)) floorWord.isUsed = true;
    const last = firstFew?.value ?? nextDenied(tokens, index);
    if (scope.propertyType === 'Apartment') findings.bounds.floor = { min: last + 1 };
  }
}

/** How many words a list of floors denied after the first may run ("не на первом, не на втором и не на третьем этаже"). */
const DENIED_LIST_REACH = 12;
const JOINED_BEFORE = /(?:^| )(?:or|nor|and|и|или|ни|ან|და)(?: (?:the|на|в))?$/u;

/**
 * The floors denied after the first, one by one in its clause ("не на первом и не на втором этаже", "neither the
 * first nor the second", "არც პირველ და არც მეორე") or joined to it by "or" ("not the first or the second", "არა
 * პირველი ან მეორე"): each the next one up; returns the last, its tokens taken.
 */
function nextDenied(tokens: Token[], first: number): number {
  let last = 1;
  for (let index = first + 1; index < tokens.length && index <= first + DENIED_LIST_REACH; index += 1) {
    const token = tokens[index] as Token;
    if (isClauseBreak(token)) {
      if (NEGATION_BEFORE.test(wordsAfter(tokens, index + 1, 1))) continue;
      break;
    }
    if (!token.isOrdinal || token.isUsed || token.value !== last + 1) continue;
    // "not on the first or the second": joined to the one denied before it, the next floor is denied with it.
    const isJoined = JOINED_BEFORE.test(wordsBefore(tokens, index, 2));
    if (!isJoined && !NEGATION_BEFORE.test(wordsBefore(tokens, index, 3))) break;
    token.isUsed = true;
    last = token.value;
  }
  return last;
}

/**
 * "no higher than the 4th", "above the 3rd", "не ниже 4-го": a position compared with nothing else
 * named is a floor, the only position a flat has.
 */
/** A case ending cut off the ordinal: "მე-10-ის ზემოთ", "მე-9-ზე მაღლა". */
const CASE_ENDING = /^(?:ის|ზე) /u;

function readComparedOrdinal(tokens: Token[], findings: Findings): void {
  for (const [index, token] of tokens.entries()) {
    if (!token.isOrdinal || token.isUsed || token.value === undefined || token.value > 60) continue;
    // "выше седьмого тоже не показывайте": a bound denied after the ordinal turns as after a number.
    const cue =
      cueEndingWith(wordsBefore(tokens, index), wordsAfter(tokens, index + 1)) ??
      cueStartingWith(wordsAfter(tokens, index + 1).replace(CASE_ENDING, ''), wordsBefore(tokens, index, 2));
    if (!cue || cue.kind === 'about') continue;
    token.isUsed = true;
    findings.bounds.floor = {
      ...findings.bounds.floor,
      ...boundsOf({ low: token.value, cue, indexes: [index], unitIndex: index }, 'exact', true),
    };
  }
}

/**
 * Floors: on the apartment page a position ("5th floor", "floors 3-7", "выше 5 этажа"), on the house
 * page the number of storeys ("two-storey", "ორსართულიანი"). A block's height ("12 storey building")
 * is no filter field; a house's storeys asked on the apartment page point to the house page.
 */
export function readFloors(tokens: Token[], findings: Findings, scope: AssistantScope): void {
  readNotFirstFloor(tokens, findings, scope);
  for (const quantity of readAllQuantities(tokens, {
    unit: floorOrStoreys,
    isAnyUnit,
    maxValue: 60,
    allowsUnitBefore: true,
  })) {
    const unit = tokens[quantity.unitIndex] as Token;
    const isOrdinal = tokens[quantity.indexes[0] ?? -1]?.isOrdinal === true;
    const isHeight =
      STOREYS_WORD.test(unit.text) ||
      (COUNT_FORM.test(unit.text) && near(tokens, quantity.unitIndex, BUILDING_WORD));
    if (scope.propertyType === 'House') {
      if (!isOrdinal) findings.bounds.numberOfFloors = boundsOf(quantity, 'exact', true);
      continue;
    }
    if (!isHeight) {
      // "со 2-го этажа": с before a position is "from" (before a count it is "with": "с 2 спальнями").
      const cue =
        isOrdinal && FROM_POSITION.test(tokens[quantity.indexes[0]! - 1]?.text ?? '') ? FROM : quantity.cue;
      findings.bounds.floor = { ...findings.bounds.floor, ...boundsOf({ ...quantity, cue }, 'exact', true) };
      continue;
    }
    if (quantity.low <= 3 && near(tokens, quantity.unitIndex, HOUSE_WORD))
      findings.askedPropertyType = 'House';
  }
  if (scope.propertyType === 'Apartment') readComparedOrdinal(tokens, findings);
}
