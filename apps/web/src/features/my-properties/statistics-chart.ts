import type { StatisticsDay, StatisticsSeries } from '@sakhli/shared/schemas/statistics';

/** The chart's drawing box (SVG units); it scales to the width it is given. */
export const STATISTICS_CHART = { width: 300, height: 120, gap: 2 } as const;

export interface ChartBar {
  day: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per day for one series, scaled so the highest day fills the box; a day of zero still shows a
 * hairline so the 30 days read as a row. `max` is the scale's top (at least 1).
 */
export function statisticsBars(days: readonly StatisticsDay[], series: StatisticsSeries) {
  const { width, height, gap } = STATISTICS_CHART;
  const max = Math.max(1, ...days.map((day) => day[series]));
  const slot = width / Math.max(1, days.length);
  const bars: ChartBar[] = days.map((day, index) => {
    const value = day[series];
    const barHeight = value === 0 ? 1 : Math.max(2, (value / max) * height);
    return {
      day: day.day,
      value,
      x: index * slot + gap / 2,
      y: height - barHeight,
      width: slot - gap,
      height: barHeight,
    };
  });
  return { bars, max };
}
