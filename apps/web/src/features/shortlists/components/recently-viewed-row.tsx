import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { classNames } from '@/lib/class-names';
import { useListingSelection } from '../api/get-shortlists';
import { forgetRecentlyViewed, recentlyViewed } from '../recently-viewed';
import { CompareToggle } from './compare-toggle';
import { ShortlistCard, ShortlistRow } from './shortlist-card';

/**
 * "Recently viewed": the listings this browser opened lately that are still Active, newest first, with a
 * button that forgets them all. Listings the server leaves out (no longer Active) are forgotten too.
 */
export function RecentlyViewedRow({ excludeId, className }: { excludeId?: number; className?: string }) {
  const { t } = useTranslation('shortlists');
  const ids = recentlyViewed.useIds().filter((id) => id !== excludeId);
  const query = useListingSelection('/api/Property/recently-viewed', ids);
  const leftOut = query.data?.leftOut;

  useEffect(() => {
    if (leftOut) forgetRecentlyViewed(leftOut);
  }, [leftOut]);

  const listings = (query.data?.properties ?? []).filter((property) => ids.includes(property.id));
  if (ids.length === 0 || listings.length === 0) return null;
  return (
    <section
      aria-labelledby="recently-viewed-heading"
      className={classNames('flex flex-col gap-3', className)}
      data-testid="recently-viewed"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recently-viewed-heading" className="text-lg font-semibold text-slate-900">
          {t('recent.heading')}
        </h2>
        <Button size="sm" variant="ghost" onClick={() => recentlyViewed.clear()}>
          {t('recent.clear')}
        </Button>
      </div>
      <ShortlistRow label={t('recent.heading')}>
        {listings.map((property) => (
          <li key={property.id}>
            <ShortlistCard property={property} action={<CompareToggle propertyId={property.id} />} />
          </li>
        ))}
      </ShortlistRow>
    </section>
  );
}
