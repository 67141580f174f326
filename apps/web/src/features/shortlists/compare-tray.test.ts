import { afterEach, describe, expect, it } from 'vitest';
import { compareHref, compareTray, toggleCompared } from './compare-tray';
import { recentlyViewed, recordRecentlyViewed, forgetRecentlyViewed } from './recently-viewed';

afterEach(() => localStorage.clear());

describe('the compare tray', () => {
  it('keeps at most four listings in the order added and refuses a fifth', () => {
    expect([1, 2, 3, 4].map(toggleCompared)).toEqual(['added', 'added', 'added', 'added']);
    expect(toggleCompared(5)).toBe('full');
    expect(compareTray.read()).toEqual([1, 2, 3, 4]);
    expect(toggleCompared(2)).toBe('removed');
    expect(toggleCompared(5)).toBe('added');
    expect(compareHref(compareTray.read())).toBe('/compare?ids=1,3,4,5');
  });

  it('reads damaged storage as an empty tray', () => {
    localStorage.setItem('sakhli_compare_ids', '{not json');
    expect(compareTray.read()).toEqual([]);
    localStorage.setItem('sakhli_compare_ids', '[1,"x",-2,3]');
    expect(compareTray.read()).toEqual([1, 3]);
  });
});

describe('recently viewed', () => {
  it('keeps the last 20 opened, newest first, each once, and forgets what is gone', () => {
    for (let id = 1; id <= 22; id += 1) recordRecentlyViewed(id);
    recordRecentlyViewed(10);
    const ids = recentlyViewed.read();
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual([10, 22, 21]);
    expect(ids).not.toContain(1);
    forgetRecentlyViewed([22, 21]);
    expect(recentlyViewed.read().slice(0, 2)).toEqual([10, 20]);
  });
});
