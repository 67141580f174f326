import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { PriceDropBadge } from '@/components/ui/price-drop-badge';
import { formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const PERIOD = { Sale: null, Rent: 'price.perMonth', DailyRent: 'price.perDay' } as const;

/** Price in USD and GEL, price per m², the kind of deal and the favourite heart (the page provides it). */
export function PriceCard({ property, favorite }: { property: Property; favorite?: ReactNode }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const period = PERIOD[property.listingType];
  const main = property.priceUsd !== null ? formatPrice(property.priceUsd, 'USD', language) : null;
  const second = property.priceGel !== null ? formatPrice(property.priceGel, 'GEL', language) : null;
  return (
    <section
      aria-labelledby="price-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="price-heading" className="text-sm font-medium text-slate-600">
            {t(`enums.listingType.${property.listingType}`)}
          </h2>
          <p
            className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid="price-usd"
          >
            {main ?? second ?? t('price.onRequest')}
            {period && (main ?? second) && (
              <span className="ml-1 text-base font-medium text-slate-500">/ {t(period)}</span>
            )}
          </p>
          {main && second && <p className="mt-1 text-lg font-medium text-slate-600 tabular-nums">{second}</p>}
          <PriceDropBadge percent={property.priceDropPercent} className="mt-2" />
        </div>
        {favorite}
      </div>
      {property.pricePerSqmUsd !== null && (
        <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">
          {t('price.perSqm', { price: formatPrice(property.pricePerSqmUsd, 'USD', language) })}
        </p>
      )}
    </section>
  );
}
