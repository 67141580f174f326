import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Property } from '@sakhli/shared/schemas/property';
import { MapPinIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { useDocumentDescription } from '@/lib/document-description';
import { useLanguage } from '@/lib/use-language';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { isPropertyId, useProperty } from '@/features/listing/api/get-property';
import { ContactCard } from '@/features/listing/components/contact-card';
import { InquiryPanel } from '@/features/listing/components/inquiry-panel';
import { ManagementCard } from '@/features/listing/components/management-card';
import { ModeratorCards } from '@/features/listing/components/moderator-cards';
import { MortgageCalculator } from '@/features/listing/components/mortgage-calculator';
import { PriceCard } from '@/features/listing/components/price-card';
import { PriceHistoryChart } from '@/features/listing/components/price-history-chart';
import { PropertyDescription } from '@/features/listing/components/property-description';
import { PropertyFacts } from '@/features/listing/components/property-facts';
import { PropertyGallery } from '@/features/listing/components/property-gallery';
import { galleryPhotos } from '@/features/listing/photo-index';
import { PropertyLocation } from '@/features/listing/components/property-location';
import { ReportButton } from '@/features/listing/components/report-button';
import { PropertyLoadError, PropertyPageSkeleton } from '@/features/listing/components/property-page-states';
import { addressLine } from '@/features/listing/property-rules';
import { propertyTitle } from '@/features/listing/property-title';
import { recordContact } from '@/features/sharing/api/record-contact';
import { MessengerContact } from '@/features/sharing/components/messenger-contact';
import { ShareButton } from '@/features/sharing/components/share-button';
import { CompareToggle } from '@/features/shortlists/components/compare-toggle';
import { ListingShortlists } from '@/features/shortlists/components/listing-shortlists';
import { PageFooter } from './page-footer';

/** /property/{id}: the full-width listing page (no side panel). */
export function PropertyPage() {
  const { id } = useParams();
  const propertyId = Number(id);
  const query = useProperty(propertyId);
  const isValidId = isPropertyId(propertyId);

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6 lg:py-8">
        {!isValidId || query.error ? (
          <PropertyLoadError
            isNotFound={!isValidId || (query.error instanceof ApiError && query.error.status === 404)}
            detail={query.error?.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data ? (
          <PropertyDetails property={query.data} />
        ) : (
          <PropertyPageSkeleton />
        )}
      </main>
      <PageFooter />
    </div>
  );
}

function PropertyDetails({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const title = propertyTitle(t, language, property);
  const address = addressLine(property, language);
  useDocumentDescription(
    [address, property.description.replace(/\s+/g, ' ')].filter(Boolean).join('. ').slice(0, 200),
  );
  return (
    <>
      <title>{`${title} · ${t('common:appName')}`}</title>
      <header className="mb-5">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <div className="flex shrink-0 items-center gap-2">
            <CompareToggle propertyId={property.id} />
            <ShareButton propertyId={property.id} text={title} size="md" hasLabel />
          </div>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {address && (
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4 text-brand-700" />
              {address}
            </span>
          )}
          <span>{t('header.code', { code: property.code })}</span>
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 lg:col-start-1">
          <PropertyGallery photos={galleryPhotos(property.propertyPhotos)} title={title} />
        </div>
        <aside
          className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-label={t('header.sidebar')}
        >
          <ManagementCard property={property} />
          <div className="flex flex-col gap-4 lg:sticky lg:top-[88px]">
            <PriceCard
              property={property}
              favorite={<FavoriteToggle propertyId={property.id} isFavorite={property.isFavorite} />}
            />
            <ContactCard
              ownerName={property.userDisplayName}
              seller={property.seller}
              phoneNumber={property.phoneNumber}
              onPhoneRevealed={() => recordContact(property.id, 'phone')}
              messengers={<MessengerContact propertyId={property.id} phoneNumber={property.phoneNumber} />}
            >
              <InquiryPanel property={property} />
            </ContactCard>
            <ReportButton property={property} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <PropertyFacts property={property} />
          <PropertyDescription description={property.description} />
          <PriceHistoryChart property={property} />
          <PropertyLocation property={property} />
          {property.listingType === 'Sale' && property.priceUsd !== null && (
            <MortgageCalculator key={property.id} initialPrice={property.priceUsd} />
          )}
          <ModeratorCards propertyId={property.id} />
          <ListingShortlists propertyId={property.id} />
        </div>
      </div>
    </>
  );
}
