import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import {
  CardFavoriteProvider,
  type RenderCardFavorite,
} from '@/features/search/components/card-favorite-slot';
import { ResultsPanel } from '@/features/search/components/results-panel';
import { loadNamespaces } from '@/lib/i18n';

// The map (Leaflet, its markers and its texts) downloads only when the map view opens.
const ResultsMap = lazy(() =>
  Promise.all([import('@/features/map/components/results-map'), loadNamespaces(['map'])]).then(
    ([module]) => module,
  ),
);

const renderCardFavorite: RenderCardFavorite = (property) => (
  <FavoriteToggle propertyId={property.id} isFavorite={property.isFavorite} appearance="overlay" />
);

/** The search page: results (list or map) for the scope, filter, sort and page in the address. */
export function HomePage() {
  return (
    <CardFavoriteProvider value={renderCardFavorite}>
      <ResultsPanel
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
    </CardFavoriteProvider>
  );
}
