import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import { Button, buttonClassName } from '@/components/ui/button';
import { ImageIcon, MapPinIcon } from '@/components/ui/icons';
import { PhotoImage } from '@/components/ui/photo-image';
import { PriceDropBadge } from '@/components/ui/price-drop-badge';
import { SellerLine } from '@/components/ui/seller-line';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { FavoriteNote } from './favorite-note';

/** The first photo by sort order: its thumbnail, or the original when there is none yet. */
function coverPhoto(favorite: Favorite): string | null {
  const [first] = [...favorite.property.propertyPhotos].sort((a, b) => a.sortOrder - b.sortOrder);
  return first ? (first.thumbnailUrl ?? first.originalUrl) : null;
}

interface FavoriteCardProps {
  favorite: Favorite;
  onRemove: (propertyId: number) => void;
}

/** One saved listing: photo, price, what and where it is, when it was saved; view details and remove. */
export function FavoriteCard({ favorite, onRemove }: FavoriteCardProps) {
  const { t } = useTranslation('favorites');
  const language = useLanguage();
  const { property } = favorite;
  const href = `/property/${property.id}`;
  const photo = coverPhoto(favorite);
  const title = t('card.title', {
    propertyType: t(`common:propertyTypes.${property.propertyType}`),
    listingType: t(`common:listingTypes.${property.listingType}`),
  });
  const street = language === 'ka' ? property.streetNameGeo : property.streetNameEng;
  const place = [street ?? property.streetNameGeo, property.districtName].filter(Boolean).join(', ');
  const usd = property.priceUsd === null ? null : formatPrice(property.priceUsd, 'USD', language);
  const gel = property.priceGel === null ? null : formatPrice(property.priceGel, 'GEL', language);
  const titleId = `favorite-${favorite.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] bg-slate-100">
        {photo ? (
          <PhotoImage src={photo} alt="" className="size-full" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-slate-500">
            <ImageIcon className="size-8" />
            {t('card.noPhoto')}
          </span>
        )}
        {property.publishStatus !== 'Active' && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
            {t(`card.status.${property.publishStatus}`)}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold text-slate-900 tabular-nums">
          {usd ?? gel ?? t('card.priceOnRequest')}
          {usd && gel && <span className="text-sm font-medium text-slate-600">{gel}</span>}
          <PriceDropBadge percent={property.priceDropPercent} className="self-center" />
        </p>
        <h2 id={titleId} className="text-sm font-semibold text-slate-800">
          {title}
        </h2>
        <p className="text-sm text-slate-600">
          {t('card.rooms', { count: property.rooms })} ·{' '}
          {t('card.size', { size: formatNumber(property.size, language, 1) })}
        </p>
        {place && (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span className="line-clamp-1">{place}</span>
          </p>
        )}
        <SellerLine seller={property.seller} />
        <p className="text-xs text-slate-500">
          {t('card.savedOn', { date: formatDate(favorite.addedAt, language) })}
        </p>
        <FavoriteNote
          favoriteId={favorite.id}
          propertyId={property.id}
          note={favorite.note}
          titleId={titleId}
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={href}
            aria-describedby={titleId}
            className={buttonClassName({ size: 'sm', className: 'flex-1' })}
          >
            {t('card.viewDetails')}
          </Link>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            aria-describedby={titleId}
            onClick={() => onRemove(property.id)}
          >
            {t('card.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
