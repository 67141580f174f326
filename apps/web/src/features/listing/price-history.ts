import type { Currency } from '@sakhli/shared/enums';
import type { PricePoint } from '@sakhli/shared/schemas/property';

/** The chart's frame: a viewBox of this size, stretched to the card's width. */
export const CHART = { width: 100, height: 40, margin: 4 } as const;

/**
 * A point's price in `currency`: as recorded, or (a point from before a change of currency) converted with
 * the listing's own rate, GEL per USD.
 */
export function amountIn(point: PricePoint, currency: Currency, gelPerUsd: number): number {
  if (point.currency === currency) return point.price;
  return currency === 'GEL' ? point.price * gelPerUsd : point.price / gelPerUsd;
}

/**
 * A step line through the prices: each holds an equal share of the width, the first from the left edge, the
 * last to the right one (a change a day after another and one a year after read alike; the table has the
 * dates). The area under it is filled.
 */
export function stepPath(amounts: number[]): { line: string; area: string; low: number; high: number } {
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const { width, height, margin } = CHART;
  const share = width / amounts.length;
  const yOf = (amount: number) =>
    high === low ? height / 2 : margin + ((high - amount) / (high - low)) * (height - 2 * margin);
  const line = amounts
    .map(
      (amount, index) => `${index === 0 ? 'M' : 'L'}${index * share},${yOf(amount)} H${(index + 1) * share}`,
    )
    .join(' ');
  return { line, area: `${line} V${height} H0 Z`, low, high };
}
