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
 * A step line through the prices, evenly spaced (a change a day after another and one a year after read
 * alike; the dates are in the table), from the first price to the last, which holds to the right edge.
 */
export function stepPath(amounts: number[]): { line: string; area: string; low: number; high: number } {
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const { width, height, margin } = CHART;
  const step = (width - 2 * margin) / Math.max(1, amounts.length - 1);
  const yOf = (amount: number) =>
    high === low ? height / 2 : margin + ((high - amount) / (high - low)) * (height - 2 * margin);
  const points = amounts.flatMap((amount, index) => {
    const x = margin + index * step;
    const y = yOf(amount);
    return index === 0 ? [`${x},${y}`] : [`${x},${yOf(amounts[index - 1]!)}`, `${x},${y}`];
  });
  const last = yOf(amounts[amounts.length - 1]!);
  const line = `M${points.join(' L')} L${width},${last}`;
  return { line, area: `${line} L${width},${height} L0,${height} L0,${yOf(amounts[0]!)} Z`, low, high };
}
