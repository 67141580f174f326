import { useTranslation } from 'react-i18next';
import type { SearchSort, SearchView } from '@sakhli/shared/rules/filter-url';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { SearchScope } from '../api/search-scope';
import type { ResultTotals } from '../hooks/use-search-results';
import { AppliedFiltersMenu } from './applied-filters-menu';
import { SortControl } from './sort-control';
import { ViewToggle } from './view-toggle';
import type { ComponentProps, ReactNode } from 'react';

interface ResultsHeaderProps {
  scope: SearchScope;
  /** The size of the result, once known; an estimate reads "about N". */
  totals: ResultTotals | null;
  isUpdating: boolean;
  view: SearchView;
  onViewChange: (view: SearchView) => void;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  filters: ComponentProps<typeof AppliedFiltersMenu>;
  hasArea: boolean;
  onClearArea: () => void;
  /** Another feature's action on this search (saving it), placed after the filters and the sort. */
  searchAction?: ReactNode;
}

/** The page heading, the result count, List | Map, 'Applied filters (count)' and 'Sort By'. */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { t } = useTranslation(['search', 'common']);
  const language = useLanguage();
  const { scope, totals } = props;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="results-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t('search:results.heading', {
              scope: t(`common:scopes.${scope.listingType}.${scope.propertyType}`),
              place: t(`common:citiesIn.${scope.city}`),
            })}
          </h1>
          <p className="mt-1 flex h-5 items-center gap-2 text-sm text-slate-600" aria-live="polite">
            {totals &&
              t(totals.isEstimate ? 'search:results.countEstimate' : 'search:results.count', {
                count: totals.totalCount,
                formatted: formatNumber(totals.totalCount, language),
              })}
            {props.isUpdating && <Spinner className="size-4" label={t('search:results.updating')} />}
          </p>
        </div>
        <ViewToggle view={props.view} onChange={props.onViewChange} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AppliedFiltersMenu {...props.filters} />
        {props.view === 'list' && <SortControl sort={props.sort} onChange={props.onSortChange} />}
        {props.hasArea && (
          <Button variant="ghost" size="sm" onClick={props.onClearArea} className="text-brand-800">
            {t('search:results.clearArea')}
            <CloseIcon className="size-4" />
          </Button>
        )}
        {props.searchAction}
      </div>
    </header>
  );
}
