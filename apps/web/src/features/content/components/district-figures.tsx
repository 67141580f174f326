import { useTranslation } from 'react-i18next';
import type { Language } from '@sakhli/shared/enums';
import type { DistrictMarketFigures } from '@sakhli/shared/schemas/insights';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

export function districtName(district: DistrictMarketFigures, language: Language): string {
  return { ka: district.nameGeo, en: district.nameEng, ru: district.nameRus }[language];
}

const money = (value: number | null, language: Language) =>
  value === null ? '—' : formatPrice(value, 'USD', language);

/** Horizontal bars of the median price per m², most expensive district first (plain divs, no chart library). */
export function DistrictPriceChart({ districts }: { districts: DistrictMarketFigures[] }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const ranked = districts
    .filter((district) => district.medianPricePerSqmUsd !== null)
    .sort((a, b) => (b.medianPricePerSqmUsd ?? 0) - (a.medianPricePerSqmUsd ?? 0));
  const highest = ranked[0]?.medianPricePerSqmUsd ?? 0;
  return (
    <section
      aria-labelledby="price-chart-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="price-chart-heading" className="text-lg font-semibold text-slate-900">
        {t('insights.chartTitle')}
      </h2>
      {/* The table below carries the same figures for screen readers. */}
      <ol aria-hidden="true" className="mt-4 flex flex-col gap-2.5">
        {ranked.map((district) => {
          const value = district.medianPricePerSqmUsd ?? 0;
          return (
            <li
              key={district.districtId}
              className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
            >
              <span className="truncate text-sm text-slate-700">{districtName(district, language)}</span>
              <span className="flex items-center gap-2">
                <span
                  className="h-6 min-w-1 rounded-md bg-gradient-to-r from-brand-600 to-brand-500"
                  style={{ width: `${highest > 0 ? (value / highest) * 80 : 0}%` }}
                />
                <span className="text-sm font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {money(value, language)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function DistrictFiguresTable({ districts }: { districts: DistrictMarketFigures[] }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const sorted = [...districts].sort((a, b) =>
    districtName(a, language).localeCompare(districtName(b, language), language),
  );
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap sm:px-4';
  const header = 'px-3 py-2.5 text-right align-bottom font-medium sm:px-4';
  return (
    <section aria-labelledby="figures-heading" className="rounded-2xl border border-slate-200 bg-white">
      <h2 id="figures-heading" className="px-5 pt-5 pb-2 text-lg font-semibold text-slate-900 sm:px-6">
        {t('insights.tableTitle')}
      </h2>
      <div className="overflow-x-auto">
        <table aria-labelledby="figures-heading" className="w-full text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-600 sm:text-sm">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left align-bottom font-medium sm:px-4">
                {t('insights.district')}
              </th>
              <th scope="col" className={header}>
                {t('insights.listings')}
              </th>
              <th scope="col" className={header}>
                {t('insights.medianPricePerSqm')}
              </th>
              <th scope="col" className={header}>
                {t('insights.medianPrice')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((district) => (
              <tr key={district.districtId}>
                <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 sm:px-4">
                  {districtName(district, language)}
                </th>
                <td className={cell}>{formatNumber(district.listingCount, language)}</td>
                <td className={cell}>{money(district.medianPricePerSqmUsd, language)}</td>
                <td className={cell}>{money(district.medianPriceUsd, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
