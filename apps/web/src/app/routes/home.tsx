import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { CardSlotsProvider, type CardSlots } from '@/features/search/components/card-slots';
import { ResultsPanel } from '@/features/search/components/results-panel';
import { recordContact } from '@/features/sharing/api/record-contact';
import { ShareButton } from '@/features/sharing/components/share-button';
import { CompareToggle } from '@/features/shortlists/components/compare-toggle';
import { CompareTrayBar } from '@/features/shortlists/components/compare-tray-bar';
import { RecentlyViewedRow } from '@/features/shortlists/components/recently-viewed-row';
import { loadNamespaces } from '@/lib/i18n';

// The map (Leaflet, its markers and its texts) downloads only when the map view opens.
const ResultsMap = lazy(() =>
  Promise.all([import('@/features/map/components/results-map'), loadNamespaces(['map'])]).then(
    ([module]) => module,
  ),
);

// The AI Score's explanation (wish names in the chat's texts) downloads when a visitor first opens one.
const ScoreExplanation = lazy(() =>
  Promise.all([import('@/features/chat/components/score-explanation'), loadNamespaces(['chat'])]).then(
    ([module]) => ({ default: module.ScoreExplanation }),
  ),
);

const CARD_SLOTS: CardSlots = {
  favorite: (property) => (
    <FavoriteToggle propertyId={property.id} isFavorite={property.isFavorite} appearance="overlay" />
  ),
  scoreExplanation: (property) => (
    <Suspense fallback={<Spinner className="m-2 size-5" />}>
      <ScoreExplanation property={property} />
    </Suspense>
  ),
  share: (property, title) => <ShareButton propertyId={property.id} text={title} menuSide="above" />,
  onPhoneRevealed: (property) => recordContact(property.id, 'phone'),
  compare: (property) => <CompareToggle propertyId={property.id} />,
};

/** The search page: results (list or map) for the scope, filter, sort and page in the address. */
export function HomePage() {
  return (
    <CardSlotsProvider value={CARD_SLOTS}>
      <RecentlyViewedRow className="px-4 pt-5 sm:px-6" />
      <ResultsPanel
        searchAction={<SaveSearchButton look="header" />}
        renderMap={(props) => (
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner className="size-8" />
              </div>
            }
          >
            <ResultsMap {...props} />
          </Suspense>
        )}
      />
      <CompareTrayBar />
    </CardSlotsProvider>
  );
}
