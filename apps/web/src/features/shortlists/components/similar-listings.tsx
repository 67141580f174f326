import { useTranslation } from 'react-i18next';
import { useSimilarListings } from '../api/get-shortlists';
import { CompareToggle } from './compare-toggle';
import { ShortlistCard, ShortlistRow } from './shortlist-card';

/**
 * "Similar listings" on the detail page: up to six Active listings of the same kind, close in price, size and
 * place (the server decides, decision 041). Nothing at all while loading, on failure or when there are none:
 * it is a suggestion, not part of the listing.
 */
export function SimilarListings({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('shortlists');
  const query = useSimilarListings(propertyId);
  if (!query.data || query.data.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-listings-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="similar-listings"
    >
      <h2 id="similar-listings-heading" className="text-lg font-semibold text-slate-900">
        {t('similar.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('similar.intro')}</p>
      <div className="mt-4">
        <ShortlistRow label={t('similar.heading')}>
          {query.data.map((property) => (
            <li key={property.id}>
              <ShortlistCard property={property} action={<CompareToggle propertyId={property.id} />} />
            </li>
          ))}
        </ShortlistRow>
      </div>
    </section>
  );
}
