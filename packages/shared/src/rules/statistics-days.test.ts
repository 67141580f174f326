import { describe, expect, it } from 'vitest';
import { daysEndingWith, fillStatisticsDays, sumStatistics } from './statistics-days';

describe('daysEndingWith', () => {
  it('counts back across a month and a leap day, oldest first', () => {
    expect(daysEndingWith('2028-03-01', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysEndingWith('2026-01-01', 30)).toHaveLength(30);
    expect(daysEndingWith('2026-01-01', 30)[0]).toBe('2025-12-03');
  });
});

describe('fillStatisticsDays', () => {
  const days = daysEndingWith('2026-11-27', 4);

  it('gives every day once, zeros where nothing was counted', () => {
    const filled = fillStatisticsDays(days, [{ day: '2026-11-25', views: 3, phoneReveals: 1 }]);
    expect(filled.map((day) => day.day)).toEqual(days);
    expect(filled[1]).toEqual({
      day: '2026-11-25',
      views: 3,
      phoneReveals: 1,
      messengerClicks: 0,
      inquiries: 0,
      favorites: 0,
    });
    expect(filled[0]).toMatchObject({ views: 0, phoneReveals: 0, favorites: 0 });
  });

  it('adds up rows of one day from several sources and leaves out days outside the window', () => {
    const filled = fillStatisticsDays(days, [
      { day: '2026-11-27', views: 2 },
      { day: '2026-11-27', inquiries: 1, favorites: 2 },
      { day: '2026-11-01', views: 99 },
    ]);
    expect(filled[3]).toMatchObject({ views: 2, inquiries: 1, favorites: 2 });
    expect(sumStatistics(filled)).toEqual({
      views: 2,
      phoneReveals: 0,
      messengerClicks: 0,
      inquiries: 1,
      favorites: 2,
    });
  });
});
