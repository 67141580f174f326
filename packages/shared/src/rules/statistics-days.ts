import type { StatisticsDay, StatisticsSeries } from '../schemas/statistics';
import { STATISTICS_SERIES } from '../schemas/statistics';

const DAY_MS = 24 * 3600 * 1000;

/** The `count` calendar days ending with `lastDay` (YYYY-MM-DD), oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const zeroDay = (day: string): StatisticsDay => ({
  day,
  views: 0,
  phoneReveals: 0,
  messengerClicks: 0,
  inquiries: 0,
  favorites: 0,
});

/**
 * Every one of `days` once, in their order: the counts of `rows` where a row names that day (its series
 * added up when several rows do), zeros elsewhere. Rows of other days are left out.
 */
export function fillStatisticsDays(days: readonly string[], rows: readonly Partial<StatisticsDay>[]) {
  const byDay = new Map(days.map((day) => [day, zeroDay(day)]));
  for (const row of rows) {
    const target = row.day === undefined ? undefined : byDay.get(row.day);
    if (!target) continue;
    for (const series of STATISTICS_SERIES) target[series] += row[series] ?? 0;
  }
  return days.map((day) => byDay.get(day)!);
}

/** Each series summed over the days. */
export function sumStatistics(days: readonly StatisticsDay[]): Record<StatisticsSeries, number> {
  const totals = { views: 0, phoneReveals: 0, messengerClicks: 0, inquiries: 0, favorites: 0 };
  for (const day of days) for (const series of STATISTICS_SERIES) totals[series] += day[series];
  return totals;
}
