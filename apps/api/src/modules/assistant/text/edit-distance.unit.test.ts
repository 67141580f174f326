import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['vake', 'vake', 0],
    ['vake', 'vakke', 1],
    ['vake', 'vae', 1],
    ['vake', 'vaka', 1],
    ['vake', 'vkae', 1],
    ['თბილისი', 'თიბლისი', 1],
    ['спальни', 'сапльни', 1],
    ['ca', 'abc', 3],
    ['saburtalo', 'sabrutlao', 2],
  ])('%s → %s = %i', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it('gives up past the limit', () => {
    expect(editDistance('saburtalo', 'gldani', 2)).toBe(3);
    expect(editDistance('vake', 'vera', 1)).toBe(2);
  });
});
