import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LISTING_TYPES, SEARCHABLE_PROPERTY_TYPES } from '@sakhli/shared/enums';
import { MarketInsightsQuery } from '@sakhli/shared/schemas/insights';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/form-controls';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useSelectedCity } from '@/lib/selected-city';
import { useLanguage } from '@/lib/use-language';
import { useMarketInsights } from '../api/get-market-insights';
import { DistrictFiguresTable, DistrictPriceChart } from './district-figures';

/** Median asking prices by district for the chosen listing and property type (kept in the address). */
export function MarketInsights() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const id = useId();
  const city = useSelectedCity();
  const [params, setParams] = useSearchParams();
  const parsed = MarketInsightsQuery.safeParse({
    city,
    listingType: params.get('listingType') ?? undefined,
    propertyType: params.get('propertyType') ?? undefined,
  });
  const scope = parsed.success ? parsed.data : MarketInsightsQuery.parse({ city });
  const insights = useMarketInsights(scope);
  const choose = (key: 'listingType' | 'propertyType', value: string) =>
    setParams((current) => ({ ...Object.fromEntries(current), [key]: value }), { replace: true });
  const money = (value: number | null) => (value === null ? '—' : formatPrice(value, 'USD', language));

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed text-slate-700">{t('insights.lead')}</p>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
        <Field label={t('insights.city')} htmlFor={`${id}-city`}>
          <Select id={`${id}-city`} value={city} disabled>
            <option value={city}>{t(`insights.cities.${city}`)}</option>
          </Select>
        </Field>
        <Field label={t('insights.listingType')} htmlFor={`${id}-listing`}>
          <Select
            id={`${id}-listing`}
            value={scope.listingType}
            onChange={(event) => choose('listingType', event.target.value)}
          >
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`insights.listingTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('insights.propertyType')} htmlFor={`${id}-property`}>
          <Select
            id={`${id}-property`}
            value={scope.propertyType}
            onChange={(event) => choose('propertyType', event.target.value)}
          >
            {SEARCHABLE_PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`insights.propertyTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {insights.isError ? (
        <Alert
          title={t('insights.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void insights.refetch()}>
              {t('tryAgain')}
            </Button>
          }
        >
          {insights.error.message}
        </Alert>
      ) : !insights.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={insights.isFetching}>
          <dl className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="insights-overall">
            {(
              [
                ['listings', formatNumber(insights.data.overall.listingCount, language)],
                ['medianPricePerSqm', money(insights.data.overall.medianPricePerSqmUsd)],
                ['medianPrice', money(insights.data.overall.medianPriceUsd)],
              ] as const
            ).map(([key, value]) => (
              <div
                key={key}
                className="flex flex-col justify-between rounded-2xl border border-slate-200 bg-white p-3 sm:p-5"
              >
                <dt className="text-xs text-slate-600 sm:text-sm">{t(`insights.${key}`)}</dt>
                <dd className="mt-1 text-lg font-bold sm:text-2xl text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {insights.data.districts.length === 0 ? (
            <Alert tone="info" title={t('insights.empty')} />
          ) : (
            <>
              <DistrictPriceChart districts={insights.data.districts} />
              <DistrictFiguresTable districts={insights.data.districts} />
            </>
          )}
          <p className="text-sm text-slate-600">
            {t(`insights.priceNote.${scope.listingType}`)}{' '}
            {t('insights.generatedAt', { date: formatDate(insights.data.generatedAt, language) })}
          </p>
        </div>
      )}
    </div>
  );
}
