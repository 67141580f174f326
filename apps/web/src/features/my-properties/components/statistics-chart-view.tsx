import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsDay, StatisticsSeries } from '@sakhli/shared/schemas/statistics';
import { formatDate, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { STATISTICS_CHART, statisticsBars } from '../statistics-chart';

/** A Tbilisi day (YYYY-MM-DD) as a date of the reader's language; noon keeps it on its day everywhere. */
export const dayLabel = (day: string, language: ReturnType<typeof useLanguage>) =>
  formatDate(new Date(`${day}T12:00:00`), language);

/**
 * One series as 30 bars, oldest on the left; read out as one sentence (the period, the total and the best
 * day), each bar titled with its date and count for a pointer.
 */
export function StatisticsChartView({
  days,
  series,
}: {
  days: readonly StatisticsDay[];
  series: StatisticsSeries;
}) {
  const { t } = useTranslation('myProperties');
  const language = useLanguage();
  const summaryId = useId();
  const { bars, max } = statisticsBars(days, series);
  const best = bars.reduce((top, bar) => (bar.value > top.value ? bar : top), bars[0]!);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const first = days[0]!.day;
  const last = days[days.length - 1]!.day;
  const summary = t('statistics.chartSummary', {
    series: t(`statistics.series.${series}`),
    from: dayLabel(first, language),
    to: dayLabel(last, language),
    total: formatNumber(total, language),
    context: total === 0 ? 'none' : undefined,
    best: dayLabel(best.day, language),
    bestCount: formatNumber(best.value, language),
  });
  return (
    <figure className="mt-4" data-testid="statistics-chart" data-series={series}>
      <figcaption id={summaryId} className="text-sm text-slate-600">
        {summary}
      </figcaption>
      <div className="mt-3 flex gap-2">
        <svg
          viewBox={`0 0 ${STATISTICS_CHART.width} ${STATISTICS_CHART.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={summaryId}
          className="h-40 min-w-0 flex-1"
        >
          {bars.map((bar) => (
            <rect
              key={bar.day}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={1}
              className={bar.value > 0 ? 'fill-brand-600' : 'fill-slate-300'}
              data-value={bar.value}
            >
              <title>{`${dayLabel(bar.day, language)}: ${formatNumber(bar.value, language)}`}</title>
            </rect>
          ))}
        </svg>
        <div className="flex shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums">
          <span>{formatNumber(max, language)}</span>
          <span>0</span>
        </div>
      </div>
      <div className="mt-1 flex justify-between pr-6 text-xs text-slate-600">
        <span>{dayLabel(first, language)}</span>
        <span>{dayLabel(last, language)}</span>
      </div>
    </figure>
  );
}
