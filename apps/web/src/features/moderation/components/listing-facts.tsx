import { useTranslation } from 'react-i18next';
import type { ModerationQueueItem } from '@sakhli/shared/schemas/moderation';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** What a moderator checks at a glance: price, rooms, size, floor, where, and how far the photos are. */
export function ListingFacts({ listing }: { listing: ModerationQueueItem }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const usd = listing.priceUsd === null ? null : formatPrice(listing.priceUsd, 'USD', language);
  const gel = listing.priceGel === null ? null : formatPrice(listing.priceGel, 'GEL', language);
  const street = language === 'ka' ? listing.streetNameGeo : listing.streetNameEng;
  const place = [street ?? listing.streetNameGeo, listing.districtName, listing.cityName].filter(Boolean);
  const hasFloor = Boolean(listing.floor && listing.totalFloorsBuilding);
  const facts = [
    t('item.rooms', { count: listing.rooms }),
    t('item.size', { size: formatNumber(listing.size, language, 1) }),
    hasFloor ? t('item.floor', { floor: listing.floor, total: listing.totalFloorsBuilding }) : null,
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p className="text-xl font-bold text-slate-900 tabular-nums">
        {usd ?? gel ?? t('item.priceOnRequest')}
        {usd && gel && <span className="ml-2 text-sm font-medium text-slate-600">{gel}</span>}
      </p>
      <p>{facts.join(' · ')}</p>
      {place.length > 0 && <p>{place.join(', ')}</p>}
      <p className={listing.processedPhotoCount < listing.photoCount ? 'text-amber-800' : 'text-slate-600'}>
        {t('item.photos', { processed: listing.processedPhotoCount, total: listing.photoCount })}
      </p>
    </div>
  );
}
