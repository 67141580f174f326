import { describe, expect, it } from 'vitest';
import { formatPriceLabel } from './price-label';

describe('formatPriceLabel', () => {
  it('keeps prices under 1,000 as whole numbers', () => {
    expect(formatPriceLabel(0)).toBe('0');
    expect(formatPriceLabel(35)).toBe('35');
    expect(formatPriceLabel(950)).toBe('950');
    expect(formatPriceLabel(999)).toBe('999');
    expect(formatPriceLabel(420.4)).toBe('420');
  });

  it('switches to K at 1,000, including values that round up to it', () => {
    expect(formatPriceLabel(1_000)).toBe('1K');
    expect(formatPriceLabel(999.5)).toBe('1K');
    expect(formatPriceLabel(1_250)).toBe('1.25K');
    expect(formatPriceLabel(1_999)).toBe('2K');
    expect(formatPriceLabel(12_500)).toBe('12.5K');
    expect(formatPriceLabel(85_000)).toBe('85K');
    expect(formatPriceLabel(185_000)).toBe('185K');
    expect(formatPriceLabel(185_400)).toBe('185K');
    expect(formatPriceLabel(999_499)).toBe('999K');
  });

  it('switches to M at 1,000,000, including values that round up to it', () => {
    expect(formatPriceLabel(999_500)).toBe('1M');
    expect(formatPriceLabel(1_000_000)).toBe('1M');
    expect(formatPriceLabel(1_250_000)).toBe('1.25M');
    expect(formatPriceLabel(2_345_678)).toBe('2.35M');
    expect(formatPriceLabel(15_000_000)).toBe('15M');
    expect(formatPriceLabel(1_234_000_000)).toBe('1230M');
  });

  it('gives no label for amounts that are not prices', () => {
    expect(formatPriceLabel(Number.NaN)).toBe('');
    expect(formatPriceLabel(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatPriceLabel(-5)).toBe('');
  });
});
