import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingStatistics } from '@sakhli/shared/schemas/statistics';
import { STATISTICS_SERIES, type StatisticsSeries } from '@sakhli/shared/schemas/statistics';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { classNames } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useListingStatistics } from '../api/get-listing-statistics';
import { dayLabel, StatisticsChartView } from './statistics-chart-view';

/** The statistics of one listing: totals for the period (each picks the chart's series), the chart, a table. */
export function ListingStatisticsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('myProperties');
  const query = useListingStatistics(propertyId, true);
  if (query.error) {
    return (
      <RetryAlert
        title={t('statistics.loadError')}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t('statistics.loading')}>
        <Spinner className="size-7" />
      </div>
    );
  }
  return <StatisticsContent statistics={query.data} />;
}

function StatisticsContent({ statistics }: { statistics: ListingStatistics }) {
  const { t } = useTranslation('myProperties');
  const language = useLanguage();
  const [series, setSeries] = useState<StatisticsSeries>('views');
  return (
    <div data-testid="listing-statistics">
      <p className="text-sm text-slate-600">{t('statistics.period')}</p>
      <div
        role="group"
        aria-label={t('statistics.pickSeries')}
        className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5"
      >
        {STATISTICS_SERIES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={series === name}
            onClick={() => setSeries(name)}
            className={classNames(
              'flex cursor-pointer flex-col items-start rounded-xl border px-3 py-2 text-left',
              series === name
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-200 bg-white hover:border-slate-300',
            )}
          >
            <span className="text-xs text-slate-600">{t(`statistics.series.${name}`)}</span>
            <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid={`total-${name}`}>
              {formatNumber(statistics.totals[name], language)}
            </span>
          </button>
        ))}
      </div>
      <StatisticsChartView days={statistics.days} series={series} />
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t('statistics.showTable')}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[30rem] text-left tabular-nums">
            <caption className="sr-only">{t('statistics.tableCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-2 font-medium">
                  {t('statistics.day')}
                </th>
                {STATISTICS_SERIES.map((name) => (
                  <th key={name} scope="col" className="py-1.5 pl-2 text-right font-medium">
                    {t(`statistics.series.${name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...statistics.days].reverse().map((day) => (
                <tr key={day.day} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
                    {dayLabel(day.day, language)}
                  </th>
                  {STATISTICS_SERIES.map((name) => (
                    <td key={name} className="py-1.5 pl-2 text-right text-slate-900">
                      {formatNumber(day[name], language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
