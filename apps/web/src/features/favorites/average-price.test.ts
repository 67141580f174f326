import { describe, expect, it } from 'vitest';
import { averageFavoritePrice } from './average-price';

describe('averageFavoritePrice (SPEC.md section 9)', () => {
  it('averages the GEL prices when the listings have them', () => {
    expect(
      averageFavoritePrice([
        { priceGel: 270_000, priceUsd: 100_000 },
        { priceGel: 135_000, priceUsd: 50_000 },
      ]),
    ).toEqual({ amount: 202_500, currency: 'GEL', count: 2 });
  });

  it('never mixes currencies: a listing without a GEL price is left out of a GEL average', () => {
    expect(
      averageFavoritePrice([
        { priceGel: 1_000, priceUsd: 370 },
        { priceGel: null, priceUsd: 999_999 },
      ]),
    ).toEqual({ amount: 1_000, currency: 'GEL', count: 1 });
  });

  it('falls back to USD when no listing has a GEL price', () => {
    expect(
      averageFavoritePrice([
        { priceGel: null, priceUsd: 100 },
        { priceGel: null, priceUsd: 201 },
        { priceGel: null, priceUsd: null },
      ]),
    ).toEqual({ amount: 150.5, currency: 'USD', count: 2 });
  });

  it('has no average without prices, or without listings', () => {
    expect(averageFavoritePrice([{ priceGel: null, priceUsd: null }])).toBeNull();
    expect(averageFavoritePrice([])).toBeNull();
  });

  it('keeps cents, rounded', () => {
    expect(
      averageFavoritePrice([
        { priceGel: 10, priceUsd: null },
        { priceGel: 10, priceUsd: null },
        { priceGel: 11, priceUsd: null },
      ]),
    ).toEqual({ amount: 10.33, currency: 'GEL', count: 3 });
  });
});
