import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useOwnPhotoMatches } from '../api/get-own-photo-matches';
import type { PhotoItem } from '../hooks/photo-list';
// Read at render time only, so the cycle through listing-form.tsx does no harm.
import { AFTER_SAVE_PATH } from './listing-form';

/**
 * The same owner posting a listing again (decision 038): not refused (two identical flats exist), but told
 * which of their listings already has these photos, so they renew it instead.
 */
export function OwnListingNotice({
  photos,
  listingId,
}: {
  photos: readonly PhotoItem[];
  listingId?: number;
}) {
  const { t } = useTranslation('listingForm');
  const imageIds = photos.flatMap((photo) => (photo.imageId === null ? [] : [photo.imageId]));
  const matches = useOwnPhotoMatches(imageIds, listingId);
  const listings = matches.data?.listings ?? [];
  if (imageIds.length === 0 || listings.length === 0) return null;
  return (
    <Alert tone="info" title={t('ownListing.title')}>
      <p>
        {listings.map((listing, index) => (
          <span key={listing.id}>
            {index > 0 && ', '}
            <a
              href={`/property/${listing.id}`}
              target="_blank"
              rel="noopener"
              className="font-semibold underline hover:no-underline"
            >
              #{listing.code}
            </a>
          </span>
        ))}
      </p>
      <p className="mt-1">
        {t('ownListing.renew')}{' '}
        <Link to={AFTER_SAVE_PATH} className="font-semibold underline hover:no-underline">
          {t('ownListing.myListings')}
        </Link>
      </p>
    </Alert>
  );
}
