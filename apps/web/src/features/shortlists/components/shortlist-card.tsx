import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { ImageIcon } from '@/components/ui/icons';
import { PhotoImage } from '@/components/ui/photo-image';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** The listing's cover: the first photo in order, its thumbnail where there is one. */
export function coverUrl(property: Property): string | undefined {
  const [first] = [...property.propertyPhotos].sort((a, b) => a.sortOrder - b.sortOrder);
  return first ? (first.thumbnailUrl ?? first.originalUrl) : undefined;
}

/** "2-room apartment, 60 m²": a short title for the shortlists' compact cards and the comparison. */
export function useShortTitle() {
  const { t } = useTranslation('shortlists');
  const language = useLanguage();
  return (property: Property) =>
    t('card.title', {
      what: t(`card.what.${property.propertyType}`, { rooms: property.rooms }),
      size: formatNumber(property.size, language, 1),
    });
}

/**
 * A compact card for a row of listings (similar, recently viewed): cover, price in both currencies, title and
 * place, all one link to the listing; `action` (add to compare) sits under it.
 */
export function ShortlistCard({ property, action }: { property: Property; action?: ReactNode }) {
  const { t } = useTranslation('shortlists');
  const language = useLanguage();
  const title = useShortTitle()(property);
  const cover = coverUrl(property);
  const period = property.listingType === 'Sale' ? '' : t(`card.per.${property.listingType}`);
  return (
    // A plain box in its row's list item (not an article): the search results' cards are the page's articles.
    <div
      className="flex w-60 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="shortlist-card"
      data-property-id={property.id}
    >
      <a href={`/property/${property.id}`} className="group flex flex-1 flex-col">
        <div className="aspect-[4/3] bg-slate-100">
          {cover ? (
            <PhotoImage src={cover} alt="" className="size-full" />
          ) : (
            <span className="flex size-full items-center justify-center text-slate-400">
              <ImageIcon className="size-8" />
            </span>
          )}
        </div>
        <div className="flex flex-col gap-0.5 p-3">
          <p className="font-bold text-slate-900 tabular-nums group-hover:text-brand-700">
            {property.priceUsd !== null
              ? formatPrice(property.priceUsd, 'USD', language)
              : t('card.onRequest')}
            {period && <span className="text-xs font-medium text-slate-500">{period}</span>}
          </p>
          {property.priceGel !== null && (
            <p className="text-xs text-slate-600 tabular-nums">
              {formatPrice(property.priceGel, 'GEL', language)}
            </p>
          )}
          <h3 className="mt-1 line-clamp-2 text-sm font-semibold text-slate-800 group-hover:underline">
            {title}
          </h3>
          {property.districtName && (
            <p className="line-clamp-1 text-xs text-slate-600">{property.districtName}</p>
          )}
        </div>
      </a>
      {action && <div className="px-3 pb-3">{action}</div>}
    </div>
  );
}

/** A row of compact cards that scrolls sideways on a phone and wraps into columns on a wide screen. */
export function ShortlistRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 [&>li]:flex">
      {children}
    </ul>
  );
}
