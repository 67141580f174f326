import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterChips } from '@sakhli/shared/rules/filter-chips';
import type { SearchPropertyType } from '@sakhli/shared/rules/filter-url';
import type { City, ListingType } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox } from '@sakhli/shared/schemas/property';
import { Alert } from '@/components/ui/alert';
import { useDistricts } from '@/lib/districts';
import { useChipLabel } from '@/lib/use-chip-label';
import { useDeleteFilterChip } from '../hooks/use-filter-mutations';
import { useSearchPage } from '../hooks/use-search-page';
import { Pagination } from './pagination';
import { ResultsHeader } from './results-header';
import { ResultCards } from './result-cards';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from './results-states';

/** What the map view receives (the map feature renders it; the route passes it in). */
export interface ResultsMapProps {
  city: City;
  listingType: ListingType;
  propertyType: SearchPropertyType;
  filter: Filter;
  bbox: BoundingBox | null;
  focusPropertyId: number | null;
  onSearchArea: (bbox: BoundingBox | null) => void;
}

/** SPEC.md 'Property results panel': header, then loading, error, empty or cards, then pagination. */
export function ResultsPanel({
  renderMap,
  searchAction,
}: {
  renderMap: (props: ResultsMapProps) => ReactNode;
  /** Shown in the header beside the filters (the route puts 'Save search' there). */
  searchAction?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const { address, updateAddress, scope, chatId, sort, results, filtersLoadFailed } = useSearchPage();
  // Only a district chip needs the district names.
  const districts = useDistricts(
    scope.city,
    address.filter.districtId !== null || address.filter.districtIds !== null,
  );
  const chipLabel = useChipLabel(districts.data);
  const deleteChip = useDeleteFilterChip(scope, chatId);
  const chips = filterChips(address.filter);
  // Cards render as a transition, in slices between which the browser stays responsive; until then the
  // skeletons (or the previous page) stay.
  const cards = useDeferredValue(results.items);
  const isRenderingFirstCards = cards.length === 0 && results.items.length > 0;

  const showOnMap = useCallback(
    (propertyId: number) => updateAddress({ view: 'map', focusPropertyId: propertyId }),
    [updateAddress],
  );
  const goToPage = (page: number) => {
    updateAddress({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <section aria-labelledby="results-title" className="@container px-4 py-5 sm:px-6 lg:py-6">
      <ResultsHeader
        scope={scope}
        totals={results.isLoading || results.isError ? null : results.totals}
        isUpdating={results.isUpdating}
        view={address.view}
        onViewChange={(view) => updateAddress({ view, focusPropertyId: null })}
        sort={sort}
        onSortChange={(next) => updateAddress({ sort: next })}
        filters={{
          chips,
          chipLabel,
          onDelete: (chip) => deleteChip.mutate(chip),
          deletingKey: deleteChip.isPending ? (deleteChip.variables?.key ?? null) : null,
        }}
        hasArea={address.bbox !== null}
        onClearArea={() => updateAddress({ bbox: null })}
        searchAction={searchAction}
      />
      <div className="mt-3 flex flex-col gap-2 empty:hidden">
        {filtersLoadFailed && <Alert title={t('errors.loadFilters')} />}
        {deleteChip.isError && <Alert title={t('errors.deleteFilter')}>{deleteChip.error.message}</Alert>}
      </div>

      <div className="mt-5">
        {address.view === 'map' ? (
          <div className="h-[calc(100dvh-14rem)] min-h-96 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {renderMap({
              ...scope,
              filter: address.filter,
              bbox: address.bbox,
              focusPropertyId: address.focusPropertyId,
              onSearchArea: (bbox) => updateAddress({ bbox }),
            })}
          </div>
        ) : results.isLoading || isRenderingFirstCards || results.isPastEnd ? (
          <ResultsSkeleton />
        ) : results.isError ? (
          <ResultsError detail={results.error?.message} onRetry={results.retry} />
        ) : results.items.length === 0 ? (
          <ResultsEmpty />
        ) : (
          <ResultCards items={cards} isUpdating={results.isUpdating} onShowOnMap={showOnMap} />
        )}
      </div>

      {address.view === 'list' && !results.isLoading && !results.isError && results.totals.totalCount > 0 && (
        <Pagination page={address.page} totals={results.totals} onPageChange={goToPage} />
      )}
    </section>
  );
}
