import { daysPerUnit, isAnyUnit, isDuration, isMinutes } from '../lexicon/units';
import { readAllQuantities } from '../quantity';
import type { Token } from '../text/token';
import type { Findings } from './findings';

/** "for a year", "на неделю", "წლით": a stay without a number. */
const STAY_WITHOUT_NUMBER: readonly [RegExp, number][] = [
  [/(?:^|\s)(?:for|на)\s+(?:a\s+|one\s+)?(?:day|night|сутки|ночь|день)(?:\s|$)/u, 1],
  [/(?:^|\s)(?:for|на)\s+(?:a\s+|one\s+)?(?:week|неделю)(?:\s|$)/u, 7],
  [/(?:^|\s)(?:for|на)\s+(?:a\s+|one\s+)?(?:month|месяц)(?:\s|$)/u, 30],
  [/(?:^|\s)(?:for|на)\s+(?:a\s+|one\s+)?(?:year|год)(?:\s|$)/u, 365],
  [/(?:^|\s)(?:ღამით|დღით)(?:\s|$)/u, 1],
  [/(?:^|\s)კვირით(?:\s|$)/u, 7],
  [/(?:^|\s)თვით(?:\s|$)/u, 30],
  [/(?:^|\s)წლით(?:\s|$)/u, 365],
];

/**
 * How long the visitor wants to stay, in days. A listing's rent duration is its minimum stay, so a stay
 * of N days asks for listings whose minimum is at most N: maxRentDuration.
 */
export function readStay(tokens: Token[], findings: Findings): void {
  // Walking time ("5 minutes to the metro") is taken first so nothing reads it as a price.
  readAllQuantities(tokens, { unit: isMinutes, isAnyUnit, maxValue: 120 });
  for (const quantity of readAllQuantities(tokens, { unit: isDuration, isAnyUnit, maxValue: 3650 })) {
    const days = daysPerUnit({ ...(tokens[quantity.unitIndex] as Token), isUsed: false });
    const stay = Math.round((quantity.high ?? quantity.low) * days);
    if (stay > 0) setStay(findings, stay);
  }
  if (findings.stayDays !== undefined) return;
  const text = tokens
    .filter((token) => !token.isUsed)
    .map((token) => token.text)
    .join(' ');
  const phrase = STAY_WITHOUT_NUMBER.find(([pattern]) => pattern.test(text));
  if (phrase) setStay(findings, phrase[1]);
}

function setStay(findings: Findings, days: number): void {
  findings.stayDays = days;
  findings.bounds.rentDuration = { max: days };
}
