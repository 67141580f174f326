import { describe, expect, it } from 'vitest';
import { CURRENCIES, LANGUAGES } from '../enums';
import { formatNumber, formatPrice, NUMBER_LOCALES } from './price-format';

/** Numbers of every size and the rounding edges: halves, carries, shortest decimals, zeros, negatives. */
const EDGE_VALUES = [
  0, -0, 1, 7, 12, 999, 1000, 1234, 9999, 12_345, 99_999, 100_000, 125_000, 999_999, 1_234_567,
  12_345_678_901, 1e21, 0.5, 1.5, 2.5, -0.4, -0.5, -1234.5, 1.005, 2.675, 999.95, 999.96, 9999.5, 0.05, 0.049,
  0.000001234, 54.55, 1211.11, 147_150, -125_000,
];

/** Reproducible pseudo-random numbers (a linear congruential generator) over many magnitudes. */
function sampleValues(count: number) {
  let seed = 20_261_125;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 10);
    const value = next() * magnitude;
    return next() < 0.5 ? Math.round(value) : Math.round(value * 1000) / 1000;
  });
}

describe('formatNumber', () => {
  it('writes numbers as Intl does in each language, for every size and rounding', () => {
    for (const language of LANGUAGES) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: digits });
        for (const value of [...EDGE_VALUES, ...sampleValues(400)]) {
          expect(formatNumber(value, language, digits), `${value} in ${language}, ${digits}`).toBe(
            intl.format(value),
          );
        }
      }
    }
  });

  it('groups with commas in English and no-break spaces in Georgian and Russian', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1_234_567, 'ka')).toBe('1\u00a0234\u00a0567');
    // Georgian leaves four-digit numbers whole.
    expect(formatNumber(1234, 'ka')).toBe('1234');
    expect(formatNumber(1234, 'ru')).toBe('1\u00a0234');
    expect(formatNumber(54.55, 'ru', 1)).toBe('54,6');
    expect(formatNumber(54.55, 'en', 1)).toBe('54.6');
  });
});

describe('formatPrice', () => {
  it('writes prices as Intl does, with $ and ₾ where each language puts its sign', () => {
    for (const language of LANGUAGES) {
      for (const currency of CURRENCIES) {
        const intl = new Intl.NumberFormat(NUMBER_LOCALES[language], {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          maximumFractionDigits: 0,
        });
        const sign = currency === 'USD' ? '$' : '₾';
        for (const amount of [...EDGE_VALUES, ...sampleValues(200)]) {
          const expected = intl
            .formatToParts(amount)
            .map((part) => (part.type === 'currency' ? sign : part.value))
            .join('');
          expect(formatPrice(amount, currency, language), `${amount} ${currency} in ${language}`).toBe(
            expected,
          );
        }
      }
    }
  });

  it('puts the sign first in English and last in Georgian and Russian', () => {
    expect(formatPrice(125_000, 'USD', 'en')).toBe('$125,000');
    expect(formatPrice(147_150, 'GEL', 'en')).toBe('₾147,150');
    expect(formatPrice(125_000, 'USD', 'ka')).toBe('125\u00a0000\u00a0$');
    expect(formatPrice(125_000, 'GEL', 'ru')).toBe('125\u00a0000\u00a0₾');
  });
});
