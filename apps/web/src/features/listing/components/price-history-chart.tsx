import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { formatDate, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { amountIn, CHART, stepPath } from '../price-history';

/**
 * The listing's price history (decision 035), when its price has changed: a step line in the listing's
 * currency with its lowest and highest price and first and last date, read out as one sentence, and every
 * price with its date in a table under "Show every price".
 */
export function PriceHistoryChart({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const summaryId = useId();
  const history = property.priceHistory ?? [];
  if (history.length < 2 || !property.priceUsd || !property.priceGel) return null;
  const { currency } = property;
  const gelPerUsd = property.priceGel / property.priceUsd;
  const amounts = history.map((point) => amountIn(point, currency, gelPerUsd));
  const { line, area, low, high } = stepPath(amounts);
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const price = (amount: number) => formatPrice(amount, currency, language);
  const date = (value: string) => formatDate(value, language);
  const summary = t('priceHistory.summary', {
    count: history.length,
    from: price(amounts[0]!),
    fromDate: date(first.recordedAt),
    to: price(amounts[amounts.length - 1]!),
    toDate: date(last.recordedAt),
  });
  return (
    <section
      aria-labelledby="price-history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="price-history"
    >
      <h2 id="price-history-heading" className="text-lg font-semibold text-slate-900">
        {t('priceHistory.heading')}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <div className="mt-4 flex gap-3">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={summaryId}
          className="h-36 min-w-0 flex-1 overflow-visible"
        >
          <path d={area} className="fill-brand-50" />
          <path
            d={line}
            className="fill-none stroke-brand-700"
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="flex shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums">
          <span>{price(high)}</span>
          {low !== high && <span>{price(low)}</span>}
        </div>
      </div>
      <div className="mt-1 flex justify-between pr-20 text-xs text-slate-600">
        <span>{date(first.recordedAt)}</span>
        <span>{date(last.recordedAt)}</span>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t('priceHistory.showTable')}
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{t('priceHistory.heading')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 font-medium">
                {t('priceHistory.date')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('priceHistory.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((point, index) => (
              <tr key={`${point.recordedAt}-${index}`} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5 text-slate-700">{date(point.recordedAt)}</td>
                <td className="py-1.5 text-right text-slate-900">
                  {formatPrice(point.price, point.currency, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
