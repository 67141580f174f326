import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@sakhli/shared/constants';
import type { AgencyProfile } from '@sakhli/shared/schemas/agency';
import { PageStepper } from '@/components/ui/page-stepper';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useAgency, useAgencyListings } from '@/features/agency/api/get-agency';
import { AgencyHeader } from '@/features/agency/components/agency-header';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { CardSlotsProvider, type CardSlots } from '@/features/search/components/card-slots';
import { PropertyCard } from '@/features/search/components/property-card';
import { RESULTS_GRID } from '@/features/search/components/results-states';
import { recordContact } from '@/features/sharing/api/record-contact';
import { ShareButton } from '@/features/sharing/components/share-button';
import { ApiError } from '@/lib/api-client';
import { NotFoundPage } from './not-found';
import { PageFooter } from './page-footer';

const CARD_SLOTS: CardSlots = {
  favorite: (property) => (
    <FavoriteToggle propertyId={property.id} isFavorite={property.isFavorite} appearance="overlay" />
  ),
  share: (property, title) => <ShareButton propertyId={property.id} text={title} menuSide="above" />,
  onPhoneRevealed: (property) => recordContact(property.id, 'phone'),
};

/** /agency/{id}: an agency's or developer's public page with its Active listings (issue 16); 404 otherwise. */
export function AgencyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('agency');
  const agency = useAgency(id);
  if (agency.error instanceof ApiError && agency.error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <main className="@container mx-auto flex w-full max-w-[1200px] flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
        {agency.data ? (
          <>
            <title>{`${agency.data.agencyName ?? ''} · ${t('common:appName')}`}</title>
            <AgencyHeader agency={agency.data} />
            <AgencyListings agency={agency.data} />
          </>
        ) : agency.isError ? (
          <RetryAlert
            title={t('loadFailed')}
            retryLabel={t('tryAgain')}
            onRetry={() => void agency.refetch()}
          />
        ) : (
          <Skeleton className="h-32 rounded-2xl" />
        )}
      </main>
      <PageFooter />
    </div>
  );
}

function AgencyListings({ agency }: { agency: AgencyProfile }) {
  const { t } = useTranslation('agency');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const listings = useAgencyListings(agency.id, page, PAGE_SIZE);
  const list = listings.data;
  const showOnMap = (propertyId: number) => {
    const property = list?.items.find((item) => item.id === propertyId);
    if (!property) return;
    const query = new URLSearchParams({
      listingType: property.listingType,
      propertyType: property.propertyType,
      view: 'map',
      focus: String(property.id),
    });
    void navigate(`/?${query.toString()}`);
  };

  return (
    <section aria-labelledby="agency-listings-title" className="flex flex-col gap-4">
      <h2 id="agency-listings-title" className="text-xl font-semibold text-slate-900">
        {t('listingsTitle')}
      </h2>
      {listings.isError && !list ? (
        <RetryAlert
          title={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void listings.refetch()}
        />
      ) : !list ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : list.items.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <CardSlotsProvider value={CARD_SLOTS}>
          <div className={RESULTS_GRID} aria-busy={listings.isFetching}>
            {list.items.map((property, index) => (
              <PropertyCard
                key={property.id}
                property={property}
                onShowOnMap={showOnMap}
                isFirst={index === 0}
              />
            ))}
          </div>
        </CardSlotsProvider>
      )}
      {list && list.totalPages > 1 && (
        <PageStepper
          page={page}
          totalPages={list.totalPages}
          onPage={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
          labels={{
            navigation: t('pagination'),
            previous: t('previous'),
            next: t('next'),
            status: t('page', { current: page, total: list.totalPages }),
          }}
        />
      )}
    </section>
  );
}
