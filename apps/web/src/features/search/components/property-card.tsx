import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { MapPinIcon } from '@/components/ui/icons';
import { PriceDropBadge } from '@/components/ui/price-drop-badge';
import { SellerLine } from '@/components/ui/seller-line';
import { formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { AiScoreBadge } from './ai-score-badge';
import { useCardSlots } from './card-slots';
import { PropertyCardActions } from './property-card-actions';
import { PropertyFacts } from './property-facts';
import { cardPhotos } from '../card-photos';
import { PhotoCarousel } from './photo-carousel';

interface PropertyCardProps {
  property: Property;
  onShowOnMap: (propertyId: number) => void;
  /** The first card: its photo is the page's largest image. */
  isFirst?: boolean;
}

/** SPEC.md 'Property card'. Price, title and photo open the listing in a new tab. */
export function PropertyCard({ property, onShowOnMap, isFirst = false }: PropertyCardProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const slots = useCardSlots();
  const photos = useMemo(() => cardPhotos(property), [property]);
  const href = `/property/${property.id}`;
  const title = t(property.propertyType === 'House' ? 'card.titleHouse' : 'card.titleApartment', {
    rooms: property.rooms,
  });
  const street =
    language === 'ka'
      ? (property.streetNameGeo ?? property.streetNameEng)
      : (property.streetNameEng ?? property.streetNameGeo);
  const period = property.listingType === 'Sale' ? '' : t(`card.per.${property.listingType}`);

  return (
    // Cards are laid out and painted only once they come near the screen (most of a page is below it).
    <article className="flex [contain-intrinsic-size:auto_36rem] flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition-shadow [content-visibility:auto] hover:shadow-lg">
      <div className="relative">
        <PhotoCarousel photos={photos} alt={title} href={href} isPriority={isFirst} />
        {property.semanticScore !== null && (
          <div className="absolute top-3 left-3">
            <AiScoreBadge property={property} score={Math.round(property.semanticScore)} />
          </div>
        )}
        <div className="absolute top-2.5 right-2.5">{slots.favorite(property)}</div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="group/price inline-flex flex-wrap items-baseline gap-x-2 rounded-sm"
            data-testid="card-price"
          >
            <span className="text-xl font-bold text-slate-900 group-hover/price:text-brand-700">
              {property.priceUsd !== null
                ? formatPrice(property.priceUsd, 'USD', language)
                : t('card.priceOnRequest')}
              {period && <span className="text-sm font-medium text-slate-500">{period}</span>}
            </span>
            {property.priceGel !== null && (
              <span className="text-sm font-medium text-slate-600">
                {formatPrice(property.priceGel, 'GEL', language)}
              </span>
            )}
            <PriceDropBadge percent={property.priceDropPercent} className="self-center" />
          </a>
          {property.pricePerSqmUsd !== null && (
            <p className="mt-0.5 text-xs text-slate-500">
              {t('card.pricePerSqm', { price: formatPrice(property.pricePerSqmUsd, 'USD', language) })}
            </p>
          )}
          <h3 className="mt-1.5 text-sm font-semibold text-slate-800">
            <a href={href} target="_blank" rel="noopener" className="hover:text-brand-700 hover:underline">
              {title}
            </a>
          </h3>
        </div>

        <PropertyFacts property={property} />

        {(street || property.districtName) && (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span className="line-clamp-1">{[street, property.districtName].filter(Boolean).join(', ')}</span>
          </p>
        )}
        <p className="line-clamp-2 text-sm leading-relaxed text-slate-600">{property.description}</p>
        <SellerLine seller={property.seller} />
        {slots.compare && <div>{slots.compare(property)}</div>}

        <PropertyCardActions
          phoneNumber={property.phoneNumber}
          onShowOnMap={() => onShowOnMap(property.id)}
          onPhoneRevealed={slots.onPhoneRevealed && (() => slots.onPhoneRevealed?.(property))}
          share={slots.share?.(property, title)}
        />
      </div>
    </article>
  );
}
