import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, georgianMediumDate } from './format';

const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows USD as $ and GEL as ₾ in every language', () => {
    expect(formatPrice(125000, 'USD', 'en')).toBe('$125,000');
    expect(formatPrice(337500, 'GEL', 'en')).toBe('₾337,500');
    expect(normalizeSpaces(formatPrice(125000, 'USD', 'ka'))).toBe('125 000 $');
    expect(normalizeSpaces(formatPrice(337500, 'GEL', 'ru'))).toBe('337 500 ₾');
  });
  it('rounds to whole units', () => {
    expect(formatPrice(99.6, 'USD', 'en')).toBe('$100');
  });
});

describe('numbers', () => {
  it('groups digits per language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(normalizeSpaces(formatNumber(1234567, 'ru'))).toBe('1 234 567');
  });
});

describe('Georgian dates where the browser has no Georgian data', () => {
  it('writes every month as Intl with Georgian data does (Node has it; Chromium builds do not)', () => {
    const withData = new Intl.DateTimeFormat('ka-GE', { dateStyle: 'medium' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 9);
      expect(georgianMediumDate(date)).toBe(withData.format(date));
    }
  });
});
