import { describe, expect, it } from 'vitest';
import { daysEndingWith, fillStatisticsDays } from '@sakhli/shared/rules/statistics-days';
import { STATISTICS_CHART, statisticsBars } from './statistics-chart';

describe('statisticsBars', () => {
  const days = fillStatisticsDays(daysEndingWith('2026-11-27', 30), [
    { day: '2026-11-27', views: 8 },
    { day: '2026-11-26', views: 2 },
  ]);

  it('gives each of the 30 days a bar, the highest day filling the box', () => {
    const { bars, max } = statisticsBars(days, 'views');
    expect(bars).toHaveLength(30);
    expect(max).toBe(8);
    expect(bars[29]).toMatchObject({ value: 8, y: 0, height: STATISTICS_CHART.height });
    expect(bars[28]!.height).toBe(STATISTICS_CHART.height / 4);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    expect(bars[29]!.x + bars[29]!.width).toBeLessThanOrEqual(STATISTICS_CHART.width);
  });

  it('draws empty days as a hairline and keeps a scale of at least one', () => {
    const { bars, max } = statisticsBars(days, 'inquiries');
    expect(max).toBe(1);
    expect(bars.every((bar) => bar.height === 1 && bar.value === 0)).toBe(true);
  });
});
