import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isExpired, type ListingActor } from '@sakhli/shared/rules/listing-status';
import type { Property } from '@sakhli/shared/schemas/property';
import { EyeIcon } from '@/components/ui/account-icons';
import { ClockIcon, ImageIcon } from '@/components/ui/icons';
import { PhotoImage } from '@/components/ui/photo-image';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { StatusBadge } from './status-badge';
import { StatisticsButton } from './statistics-button';
import { StatusButtons } from './status-buttons';

interface MyPropertyCardProps {
  property: Property;
  actor: ListingActor;
  pageKey: QueryKey;
}

const firstPhoto = (property: Property) =>
  [...property.propertyPhotos].sort((a, b) => a.sortOrder - b.sortOrder).find((photo) => photo.thumbnailUrl);

/** One of the user's listings: photo (opens the listing in a new tab), status, expiry, views and buttons. */
export function MyPropertyCard({ property, actor, pageKey }: MyPropertyCardProps) {
  const { t } = useTranslation('myProperties');
  const language = useLanguage();
  const photo = firstPhoto(property);
  const street = language === 'ka' ? property.streetNameGeo : property.streetNameEng;
  const place = [street ?? property.streetNameGeo ?? property.streetNameEng, property.districtName]
    .filter(Boolean)
    .join(', ');
  const price =
    property.priceUsd !== null
      ? formatPrice(property.priceUsd, 'USD', language)
      : property.priceGel !== null
        ? formatPrice(property.priceGel, 'GEL', language)
        : t('card.priceOnRequest');
  const hasExpired = isExpired(property.expiryDate, new Date());
  const title = t('card.title', {
    type: t(`propertyTypes.${property.propertyType}`),
    deal: t(`filters.listingTypes.${property.listingType}`),
  });

  return (
    <article
      aria-label={t('card.label', { code: property.code })}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="my-property-card"
    >
      <a
        href={`/property/${property.id}`}
        target="_blank"
        rel="noopener"
        aria-label={t('card.open', { code: property.code })}
        className="relative block aspect-[4/3] bg-slate-100"
      >
        {photo ? (
          <PhotoImage src={photo.thumbnailUrl!} alt={title} className="size-full" />
        ) : (
          <span className="flex size-full items-center justify-center text-slate-400">
            <ImageIcon className="size-10" />
          </span>
        )}
        <StatusBadge status={property.publishStatus} className="absolute top-3 left-3 shadow-sm" />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900 tabular-nums">{price}</p>
          <h2 className="mt-0.5 line-clamp-1 text-sm font-semibold text-slate-800">{title}</h2>
          <p className="line-clamp-1 text-sm text-slate-600">{place || t('card.noAddress')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs text-slate-600">
          <div className="flex min-w-0 items-center gap-1.5">
            <dt className="font-medium text-slate-500">{t('card.code')}</dt>
            <dd className="font-semibold text-slate-800 tabular-nums">{property.code}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <EyeIcon className="size-4 text-slate-400" />
              <span className="sr-only">{t('card.views')}</span>
            </dt>
            <dd className="tabular-nums">{formatNumber(property.viewCount, language)}</dd>
          </div>
          <div className="col-span-2 flex min-w-0 items-center gap-1.5">
            <dt>
              <ClockIcon className="size-4 text-slate-400" />
              <span className="sr-only">{t('card.expiry')}</span>
            </dt>
            <dd className={hasExpired ? 'font-medium text-rose-700' : undefined}>
              {property.expiryDate === null
                ? t('card.noExpiry')
                : t(hasExpired ? 'card.expired' : 'card.expires', {
                    date: formatDate(property.expiryDate, language),
                  })}
            </dd>
          </div>
        </dl>
        {property.isHeldByReports && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{t('card.heldByReports')}</p>
        )}
        {property.publishStatus === 'Archived' && (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
            <p>{t('card.archivedNote')}</p>
            {property.rejectionReason && (
              <p className="mt-1 line-clamp-3 text-rose-800">
                {t('card.rejected', { reason: property.rejectionReason })}
              </p>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-1">
          <StatisticsButton propertyId={property.id} code={property.code} />
          <StatusButtons property={property} actor={actor} pageKey={pageKey} />
        </div>
      </div>
    </article>
  );
}
