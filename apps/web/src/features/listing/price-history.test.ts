import { describe, expect, it } from 'vitest';
import { amountIn, stepPath } from './price-history';

describe('the price history chart', () => {
  it('gives each price an equal share of the width, the highest at the top and the lowest at the bottom', () => {
    expect(stepPath([100, 90])).toEqual({
      line: 'M0,4 H50 L50,36 H100',
      area: 'M0,4 H50 L50,36 H100 V40 H0 Z',
      low: 90,
      high: 100,
    });
    expect(stepPath([100, 80, 90]).line).toBe(
      'M0,4 H33.333333333333336 L33.333333333333336,36 H66.66666666666667 L66.66666666666667,20 H100',
    );
  });

  it('draws an unchanged price across the middle', () => {
    expect(stepPath([5, 5]).line).toBe('M0,20 H50 L50,20 H100');
  });

  it('converts a point set in the other currency at the listing rate', () => {
    expect(amountIn({ price: 100, currency: 'USD', recordedAt: '' }, 'GEL', 2.7)).toBe(270);
    expect(amountIn({ price: 270, currency: 'GEL', recordedAt: '' }, 'USD', 2.7)).toBe(100);
    expect(amountIn({ price: 5, currency: 'GEL', recordedAt: '' }, 'GEL', 2.7)).toBe(5);
  });
});
