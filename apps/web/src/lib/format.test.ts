import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format';

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
