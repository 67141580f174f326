import { describe, expect, it } from 'vitest';
import {
  chunkOfPage,
  chunkToPrefetch,
  clampPage,
  pageSliceInChunk,
  pageWindow,
  showingRange,
} from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres the current page in a window of five', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it('keeps five numbers at both edges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('is empty without pages and clamps a page beyond the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('clampPage', () => {
  it('keeps pages within 1..total', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('showingRange', () => {
  it('gives start and end of a full page', () => {
    expect(showingRange(1, 100)).toEqual({ start: 1, end: 15, total: 100 });
    expect(showingRange(2, 100)).toEqual({ start: 16, end: 30, total: 100 });
  });
  it('stops the last page at the total', () => {
    expect(showingRange(7, 100)).toEqual({ start: 91, end: 100, total: 100 });
  });
  it('is all zeros for an empty result', () => {
    expect(showingRange(1, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });
});

describe('page and chunk mapping', () => {
  it('reads page N from chunk ceil(N / 5)', () => {
    expect([1, 5, 6, 10, 11].map((page) => chunkOfPage(page))).toEqual([1, 1, 2, 2, 3]);
  });
  it('slices the page out of its chunk of 75 items', () => {
    expect(pageSliceInChunk(1)).toEqual({ start: 0, end: 15 });
    expect(pageSliceInChunk(5)).toEqual({ start: 60, end: 75 });
    expect(pageSliceInChunk(7)).toEqual({ start: 15, end: 30 });
  });
  it('prefetches the next chunk near the end of the current one when more pages exist', () => {
    expect(chunkToPrefetch(1, 20)).toBeNull();
    expect(chunkToPrefetch(4, 20)).toBe(2);
    expect(chunkToPrefetch(5, 20)).toBe(2);
    expect(chunkToPrefetch(9, 20)).toBe(3);
    expect(chunkToPrefetch(5, 5)).toBeNull();
    expect(chunkToPrefetch(4, 6)).toBe(2);
  });
});
