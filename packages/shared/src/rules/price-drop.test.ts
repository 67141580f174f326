import { describe, expect, it } from 'vitest';
import { formatPriceDrop, isPriceDrop, priceDropPercent, recentPriceDrop } from './price-drop';

const NOW = new Date('2026-06-30T12:00:00Z');

describe('price drops', () => {
  it('measures the drop in whole per cent, rounded', () => {
    expect(priceDropPercent(100_000, 95_000)).toBe(5);
    expect(priceDropPercent(150_000, 142_500)).toBe(5);
    expect(priceDropPercent(1_000, 875)).toBe(13);
    expect(priceDropPercent(100, 100)).toBe(0);
    expect(priceDropPercent(100, 120)).toBe(0);
    expect(priceDropPercent(0, 0)).toBe(0);
  });

  it('calls only a lower price in the same currency a drop', () => {
    expect(isPriceDrop({ currency: 'USD', price: 100 }, { currency: 'USD', price: 99 })).toBe(true);
    expect(isPriceDrop({ currency: 'USD', price: 100 }, { currency: 'USD', price: 100 })).toBe(false);
    expect(isPriceDrop({ currency: 'USD', price: 100 }, { currency: 'USD', price: 101 })).toBe(false);
    expect(isPriceDrop({ currency: 'USD', price: 100_000 }, { currency: 'GEL', price: 99 })).toBe(false);
  });

  it('shows a drop for 30 days, and only one of at least 1 %', () => {
    const drop = { from: 100_000, current: 95_000 };
    expect(recentPriceDrop({ ...drop, at: '2026-06-01T12:00:00Z' }, NOW)).toBe(5);
    expect(recentPriceDrop({ ...drop, at: '2026-05-31T12:00:00Z' }, NOW)).toBe(5);
    expect(recentPriceDrop({ ...drop, at: '2026-05-31T11:59:59Z' }, NOW)).toBeNull();
    expect(recentPriceDrop({ from: 100_000, current: 99_600, at: NOW }, NOW)).toBeNull();
    expect(recentPriceDrop({ from: null, current: 95_000, at: null }, NOW)).toBeNull();
  });

  it('writes the drop as each language writes a percentage', () => {
    expect(formatPriceDrop(5, 'en')).toBe('\u22125%');
    expect(formatPriceDrop(5, 'ka')).toBe('\u22125%');
    expect(formatPriceDrop(5, 'ru')).toBe('\u22125\u00a0%');
    expect(formatPriceDrop(0.4, 'ru')).toBe('\u22120,4\u00a0%');
  });
});
