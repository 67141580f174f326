import { describe, expect, it } from 'vitest';
import { gelToUsd, pricePerSqmUsd, pricesIn, roundToCents, toUsd, usdToGel } from './money';

describe('roundToCents', () => {
  it('rounds half up at the cent, also where binary floating point would round down', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(1.004)).toBe(1);
    expect(roundToCents(123_456.789)).toBe(123_456.79);
  });

  it('keeps negative amounts symmetric and treats non-numbers as 0', () => {
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(1e-7)).toBe(0);
    expect(roundToCents(Number.NaN)).toBe(0);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('USD and GEL conversion', () => {
  it('converts with the rate in GEL per USD, to cents', () => {
    expect(usdToGel(100_000, 2.7)).toBe(270_000);
    expect(usdToGel(333.33, 2.7)).toBe(899.99);
    expect(gelToUsd(270_000, 2.7)).toBe(100_000);
    expect(gelToUsd(1_000, 2.7)).toBe(370.37);
  });

  it('answers 0 for a missing or non-positive rate instead of Infinity', () => {
    expect(gelToUsd(1_000, 0)).toBe(0);
    expect(gelToUsd(1_000, -2)).toBe(0);
  });

  it('keeps the entered price exact and converts the other one', () => {
    expect(pricesIn(85_000, 'USD', 2.7)).toEqual({ priceUsd: 85_000, priceGel: 229_500 });
    expect(pricesIn(1_500, 'GEL', 2.7)).toEqual({ priceUsd: 555.56, priceGel: 1_500 });
  });

  it('expresses search bounds in USD whatever currency they came in', () => {
    expect(toUsd(2_700, 'GEL', 2.7)).toBe(1_000);
    expect(toUsd(1_000.004, 'USD', 2.7)).toBe(1_000);
  });
});

describe('pricePerSqmUsd', () => {
  it('divides by the size and rounds to cents, 0 without a size', () => {
    expect(pricePerSqmUsd(100_000, 3)).toBe(33_333.33);
    expect(pricePerSqmUsd(100_000, 0)).toBe(0);
  });
});
