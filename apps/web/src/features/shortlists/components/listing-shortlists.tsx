import { useEffect } from 'react';
import { recordRecentlyViewed } from '../recently-viewed';
import { CompareTrayBar } from './compare-tray-bar';
import { RecentlyViewedRow } from './recently-viewed-row';
import { SimilarListings } from './similar-listings';

/**
 * What the shortlists add to a listing's page: it joins this browser's recently viewed (once it is shown),
 * the similar listings, the others viewed lately, and the compare tray.
 */
export function ListingShortlists({ propertyId }: { propertyId: number }) {
  useEffect(() => recordRecentlyViewed(propertyId), [propertyId]);
  return (
    <>
      <SimilarListings propertyId={propertyId} />
      <RecentlyViewedRow excludeId={propertyId} />
      <CompareTrayBar />
    </>
  );
}
