import { describe, expect, it } from 'vitest';
import { neighbourIndexes, wrapIndex } from './photo-index';

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('neighbourIndexes', () => {
  it('gives two photos each way, wrapping around', () => {
    expect(neighbourIndexes(0, 10, 2).sort((a, b) => a - b)).toEqual([1, 2, 8, 9]);
  });
  it('never repeats a photo or includes the current one in a short gallery', () => {
    expect(neighbourIndexes(0, 3, 2).sort((a, b) => a - b)).toEqual([1, 2]);
    expect(neighbourIndexes(0, 1, 2)).toEqual([]);
  });
});
