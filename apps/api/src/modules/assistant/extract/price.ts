import type { Currency } from '@sakhli/shared/enums';
import type { AssistantScope } from '../assistant.types';
import { cueEndingWith, cueStartingWith, RANGE_SEPARATORS } from '../lexicon/range-cues';
import { GEL_WORD, isCurrency } from '../lexicon/units';
import { boundsOf, wordsAfter, wordsBefore } from '../quantity';
import { isNumber, type Token } from '../text/token';
import type { Findings } from './findings';
import { targetCue } from './price-shift';

const PRICE_WORD =
  /(?:^|\s)(?:price|budget|cost|pay|цена|цену|бюджет|стоимость|ფას\p{L}*|ბიუჯეტ\p{L}*|ღირ\p{L}*)(?:\s|$)/u;

const currencyOf = (token: Token | undefined): Currency | undefined =>
  token ? (GEL_WORD.test(token.text) ? 'GEL' : 'USD') : undefined;

const isPriceNumber = (token: Token | undefined): token is Token & { value: number } =>
  isNumber(token) && !token.isUsed && !token.isOrdinal;

interface PriceMention {
  low: number;
  high?: number;
  currency?: Currency;
  indexes: number[];
  before: string;
  after: string;
}

/** A number (or a range) with the currency before or after it: "$150k", "60 000$-მდე", "от 70 до 90 тысяч $". */
function mentionAt(tokens: readonly Token[], index: number): PriceMention | undefined {
  const first = tokens[index];
  if (!isPriceNumber(first)) return undefined;
  const indexes = [index];
  let currencyToken: Token | undefined;
  let start = index;
  if (isCurrency(tokens, index - 1) === 1) {
    currencyToken = tokens[index - 1];
    start = index - 1;
    indexes.push(start);
  }
  let cursor = index + 1;
  const take = () => {
    const length = isCurrency(tokens, cursor);
    if (length === 0) return;
    currencyToken = tokens[cursor + length - 1];
    indexes.push(...Array.from({ length }, (_, offset) => cursor + offset));
    cursor += length;
  };
  take();
  let high: number | undefined;
  let low = first.value;
  // "between $50,000 and $70,000": the second number may carry its own sign.
  const secondAt = cursor + 1 + (isCurrency(tokens, cursor + 1) === 1 ? 1 : 0);
  const second = tokens[secondAt];
  if (RANGE_SEPARATORS.has(tokens[cursor]?.text ?? '') && isPriceNumber(second)) {
    if (
      isCurrency(tokens, secondAt + 1) > 0 ||
      secondAt > cursor + 1 ||
      currencyToken ||
      second.value >= 1000 ||
      second.multiplier
    ) {
      if (second.multiplier && !first.multiplier && first.value * second.multiplier <= second.value)
        low = first.value * second.multiplier;
      high = second.value;
      for (let used = cursor; used <= secondAt; used += 1) indexes.push(used);
      cursor = secondAt + 1;
      take();
    }
  }
  if (high !== undefined && low > high) return undefined;
  return {
    low,
    high,
    currency: currencyOf(currencyToken),
    indexes,
    before: wordsBefore(tokens, start),
    after: wordsAfter(tokens, cursor),
  };
}

/**
 * Prices: any number with a currency or a thousands word, or of four digits and more; a smaller number
 * only with a bound word ("до 700" on the rent page). On the sale page "до 150" means thousands, as
 * people say it. A bare budget is a maximum.
 */
export function readPrice(tokens: Token[], findings: Findings, scope: AssistantScope): void {
  for (let index = 0; index < tokens.length; index += 1) {
    const mention = mentionAt(tokens, index);
    if (!mention) continue;
    const largest = mention.high ?? mention.low;
    const cue =
      cueEndingWith(mention.before, mention.after) ??
      cueStartingWith(mention.after) ??
      targetCue(tokens, index);
    const isNamed =
      mention.currency !== undefined || tokens[index]?.multiplier !== undefined || largest >= 1000;
    let scale = 1;
    if (!isNamed) {
      if (!cue && !PRICE_WORD.test(mention.before) && !PRICE_WORD.test(mention.after)) continue;
      if (largest < 10) continue;
      if (scope.listingType === 'Sale') scale = 1000;
    }
    const bounds = boundsOf(
      {
        low: mention.low * scale,
        high: mention.high && mention.high * scale,
        cue,
        indexes: mention.indexes,
        unitIndex: -1,
      },
      'max',
      false,
    );
    findings.bounds.price = { ...findings.bounds.price, ...bounds };
    if (mention.currency) findings.currency = mention.currency;
    for (const used of mention.indexes) (tokens[used] as Token).isUsed = true;
  }
}
