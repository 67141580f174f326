import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { AreaIcon, BedIcon, ImageIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useListingPreview } from '../api/get-listing-preview';

function firstThumbnail(property: Property): string | null {
  const photos = property.propertyPhotos.filter((photo) => photo.thumbnailUrl);
  photos.sort((a, b) => a.sortOrder - b.sortOrder);
  return photos[0]?.thumbnailUrl ?? null;
}

/** The street in the reader's script: Georgian in ka, the English name otherwise. */
function streetName(property: Property, language: string): string | null {
  return language === 'ka'
    ? (property.streetNameGeo ?? property.streetNameEng)
    : (property.streetNameEng ?? property.streetNameGeo);
}

/** The small card in a pin's popup: photo, prices, size, rooms, street and a link to the detail page. */
export function ListingPopupCard({ id }: { id: number }) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  const { data: property, isPending, isError } = useListingPreview(id);
  const link = useRef<HTMLAnchorElement>(null);

  // Keyboard users land in the card instead of tabbing through every marker that follows the pin.
  useEffect(() => {
    if (property) link.current?.focus({ preventScroll: true });
  }, [property]);

  if (isPending) {
    return (
      <div role="status" aria-label={t('popup.loading')} className="space-y-2 p-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (isError || !property) {
    return (
      <p role="alert" className="p-4 pr-8 text-sm text-red-800">
        {t('popup.failed')}
      </p>
    );
  }

  const thumbnail = firstThumbnail(property);
  const street = streetName(property, language);
  return (
    <article className="text-slate-700" data-testid="map-popup">
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={240}
          height={135}
          className="h-[135px] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex h-[135px] items-center justify-center bg-slate-100 text-slate-500">
          <ImageIcon className="size-8" />
        </div>
      )}
      <div className="space-y-1.5 p-3">
        <p className="flex flex-wrap items-baseline gap-x-2">
          {property.priceUsd !== null && (
            <span className="text-base font-bold text-slate-900">
              {formatPrice(property.priceUsd, 'USD', language)}
            </span>
          )}
          {property.priceGel !== null && (
            <span className="text-sm text-slate-600">{formatPrice(property.priceGel, 'GEL', language)}</span>
          )}
        </p>
        <p className="flex gap-3 text-sm">
          <span className="inline-flex items-center gap-1">
            <AreaIcon className="size-4 text-slate-500" />
            {t('popup.area', { value: formatNumber(property.size, language, 1) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <BedIcon className="size-4 text-slate-500" />
            {t('popup.rooms', { count: property.rooms })}
          </span>
        </p>
        {street && (
          <p className="flex items-start gap-1 text-sm">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="line-clamp-2">{street}</span>
          </p>
        )}
        <a
          ref={link}
          href={`/property/${property.id}`}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-flex h-9 w-full items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white! hover:bg-brand-800"
        >
          {t('popup.open')}
          <span className="sr-only"> {t('popup.newTab')}</span>
        </a>
      </div>
    </article>
  );
}
