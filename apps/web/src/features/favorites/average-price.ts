import type { Currency } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';

export interface AveragePrice {
  amount: number;
  currency: Currency;
  /** How many saved listings the average is of (those without a price in that currency do not count). */
  count: number;
}

function averageOf(prices: (number | null)[], currency: Currency): AveragePrice | null {
  const known = prices.filter((price): price is number => price !== null);
  if (known.length === 0) return null;
  const sum = known.reduce((total, price) => total + price, 0);
  return { amount: Math.round((sum / known.length) * 100) / 100, currency, count: known.length };
}

/**
 * SPEC.md section 9: the favourites' average price uses the GEL price when present, else the USD one. One
 * currency per average, never a sum of laris and dollars: GEL when any saved listing has a GEL price (the
 * server fills both for every priced listing), USD otherwise; null when none has a price.
 */
export function averageFavoritePrice(
  properties: readonly Pick<Property, 'priceGel' | 'priceUsd'>[],
): AveragePrice | null {
  return (
    averageOf(
      properties.map((property) => property.priceGel),
      'GEL',
    ) ??
    averageOf(
      properties.map((property) => property.priceUsd),
      'USD',
    )
  );
}
