import { cueEndingWith, cueStartingWith, type Cue } from '../lexicon/range-cues';
import { daysPerUnit, isAnyUnit, isDuration, TERM } from '../lexicon/units';
import { readAllQuantities, wordsAfter, wordsBefore, type Quantity } from '../quantity';
import type { Token } from '../text/token';
import { countAfterItsWord, readCountShift } from './counts';
import type { Findings } from './findings';

/** "for a year", "на неделю", "от года", "до недели", "from a month": a preposition makes a lone unit a stay. */
const STAY_PREPOSITION = /^(?:for|from|на|от|с|до)$/u;
/**
 * "2 nights is enough", "2 ღამეც საკმარისია", "двух ночей хватит": the stay that suffices is the shortest
 * one, the bound "at least" sets.
 */
const ENOUGH =
  /^(?:is |are )?(?:enough|sufficient|достаточно|хватит|хватает|საკმარისია|საკმარისი|კმარა)(?: |$)/u;
const AT_LEAST = { kind: 'min', isStrict: false } as const;

/** "a year", "one month": the article counts one. */
const ONE = /^(?:a|an|one|один|одну|одного)$/u;
/** A Russian stay said in the accusative alone: "неделю в Ваке", "недельку у моря". */
const ACCUSATIVE_STAY = /^(?:неделю|недельку|месяцок|годик)$/u;
/**
 * Before a unit said alone, what makes it no stay: a price's period ("$500 a week", "900 лари в неделю"), a time until
 * ("within a week", "через неделю", "moving in a week"), a frequency ("once a week").
 */
const NO_STAY_BEFORE = /^(?:per|every|each|in|within|after|once|twice|times|в|за|через|раз|после)$/u;
const NO_STAY_AFTER = /^(?:ago|later|назад|спустя)$/u;

/** "a week in Avlabari", "staying a fortnight", "недельку в Сололаки": one unit said as the stay itself. */
function isStayByItself(tokens: readonly Token[], index: number, isOne: boolean): boolean {
  const token = tokens[index] as Token;
  if (!isOne && !ACCUSATIVE_STAY.test(token.text)) return false;
  const before = tokens[index - (isOne ? 2 : 1)];
  if (
    before &&
    (before.value !== undefined ||
      NO_STAY_BEFORE.test(before.text) ||
      isAnyUnit(tokens, index - (isOne ? 2 : 1)) > 0)
  )
    return false;
  return !NO_STAY_AFTER.test(tokens[index + 1]?.text ?? '');
}
/** Georgian says a stay with the instrumental ("წლით", "თვით", "ღამით"). */
const INSTRUMENTAL = /ით$/u;

/**
 * A stay said without a number ("for a year", "at least a month", "минимум на год", "წლით"), with the
 * bound word before it. "დღე-ღამით" (by the day and night) is how a daily rental is named, not a stay.
 */
function loneStay(tokens: readonly Token[], index: number): { days: number; cue?: Cue } | undefined {
  const token = tokens[index];
  const days = daysPerUnit(token);
  if (!token || days === 0) return undefined;
  // "a year minimum", "for a year minimum", "на год минимум", "ერთი წლით მინიმუმ": the bound after the unit.
  const after = cueStartingWith(wordsAfter(tokens, index + 1, 4));
  const atLeastAfter = after?.kind === 'min' ? after : undefined;
  if (INSTRUMENTAL.test(token.text)) {
    if (daysPerUnit(tokens[index - 1]) > 0) return undefined;
    return { days, cue: atLeastAfter ?? cueEndingWith(wordsBefore(tokens, index)) };
  }
  let before = index - 1;
  const isOne = ONE.test(tokens[before]?.text ?? '');
  if (isOne) before -= 1;
  const isPreposition = STAY_PREPOSITION.test(tokens[before]?.text ?? '');
  const cue = cueEndingWith(wordsBefore(tokens, isPreposition ? before : before + 1));
  if ((isOne || isPreposition) && cue?.kind !== 'min' && atLeastAfter) return { days, cue: atLeastAfter };
  // Without a preposition only "at least" makes one ("50 лари за ночь" is a nightly price), or the unit said alone as
  // the stay ("a week in Avlabari").
  if (!isPreposition && cue?.kind !== 'min')
    return isStayByItself(tokens, index, isOne) ? { days } : undefined;
  // "от года" names the bound with the preposition itself.
  return { days, cue: cue ?? cueEndingWith(tokens[before]?.text ?? '') };
}

/**
 * How long the visitor wants to stay, in days. A listing's rent duration is the shortest stay it takes,
 * the field the hard-filter form bounds with "rent from N days" and "rent up to N days": a stay said
 * with "at least" ("от полугода", "მინიმუმ 6 თვით") asks for that bound, minRentDuration; a plain stay
 * ("for 6 months") or one "up to" asks for listings whose minimum is at most that, maxRentDuration.
 */
export function readStay(tokens: Token[], findings: Findings): void {
  // "two nights longer", "на сутки дольше", "ერთი ღამით მეტს": a difference, in days.
  readCountShift(tokens, findings, { field: 'rentDuration', unit: isDuration, perUnit: daysPerUnit });
  // Of two stays the one said last is meant ("10 суток многовато, давайте на неделю").
  let last = -1;
  for (const quantity of readAllQuantities(tokens, { unit: isDuration, isAnyUnit, maxValue: 3650 })) {
    const days = daysPerUnit({ ...(tokens[quantity.unitIndex] as Token), isUsed: false });
    const stay = Math.round((quantity.high ?? quantity.low) * days);
    if (stay === 0) continue;
    setStay(findings, stay, quantity.high === undefined ? cueOf(tokens, quantity) : undefined);
    const term = tokens[quantity.unitIndex + 1];
    if (term && TERM.test(term.text)) term.isUsed = true;
    last = Math.max(last, ...quantity.indexes);
  }
  // "ночей пусть будет четыре": the stay said a few words after its word.
  const named = countAfterItsWord(tokens, isDuration, 3650);
  if (named) {
    (tokens[named.index] as Token).isUsed = true;
    setStay(
      findings,
      named.value * daysPerUnit({ ...(tokens[named.unitIndex] as Token), isUsed: false }),
      undefined,
    );
    return;
  }
  for (const index of tokens.keys()) {
    if (index <= last) continue;
    const stay = loneStay(tokens, index);
    if (!stay) continue;
    (tokens[index] as Token).isUsed = true;
    setStay(findings, stay.days, stay.cue);
    return;
  }
}

/** The bound word of a stay, also across its preposition: "не меньше чем на 4 месяца", "at least for 6 months". */
function cueOf(tokens: readonly Token[], quantity: Quantity): Cue | undefined {
  // "for 6 months minimum": "for" bounds only a price, the word after the stay bounds it.
  if (quantity.cue && !quantity.cue.isPriceOnly) return quantity.cue;
  const after = cueStartingWith(wordsAfter(tokens, quantity.unitIndex + 1));
  if (after) return after;
  if (ENOUGH.test(wordsAfter(tokens, quantity.unitIndex + 1))) return AT_LEAST;
  const first = quantity.indexes[0] ?? 0;
  if (!STAY_PREPOSITION.test(tokens[first - 1]?.text ?? '')) return undefined;
  return cueEndingWith(wordsBefore(tokens, first - 1));
}

function setStay(findings: Findings, days: number, cue: Cue | undefined): void {
  findings.stayDays = days;
  findings.bounds.rentDuration = cue?.kind === 'min' ? { min: days } : { max: days };
}
