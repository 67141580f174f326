import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { Button, buttonClassName } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { useSearchSummary } from '../hooks/use-search-summary';
import { searchPagePath } from '../search-description';
import { FrequencySelect } from './frequency-choice';
import { SearchSummaryChips } from './search-summary-chips';

interface SavedSearchCardProps {
  search: SavedSearch;
  onOpen: (search: SavedSearch) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its name, what it looks for, what is new since the last visit, its alerts and actions. */
export function SavedSearchCard({ search, onOpen, onRename, onDelete }: SavedSearchCardProps) {
  const { t } = useTranslation('savedSearches');
  const language = useLanguage();
  const id = useId();
  const summary = useSearchSummary(search);
  const update = useUpdateSavedSearch();
  const titleId = `${id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {search.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{summary.title}</p>
        </div>
        {search.newCount > 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t('card.new', { count: search.newCount })}
            </span>
            {t('card.sinceLastVisit')}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{t('card.noneNew')}</p>
        )}
      </div>
      <SearchSummaryChips summary={summary} />
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-frequency`} className="text-xs font-medium text-slate-600">
            {t('frequency.label')}
          </label>
          <FrequencySelect
            id={`${id}-frequency`}
            value={search.frequency}
            onChange={(frequency) => update.mutate({ search, change: { frequency } })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={searchPagePath(search)}
            onClick={() => onOpen(search)}
            aria-describedby={titleId}
            className={buttonClassName({ size: 'sm' })}
          >
            {t('card.open')}
          </Link>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onRename(search)}>
            {t('card.rename')}
          </Button>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onDelete(search)}>
            {t('card.delete')}
          </Button>
        </div>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('errors.updateFailed')}
        </p>
      )}
      <p className="text-xs text-slate-500">
        {t('card.savedOn', { date: formatDate(search.createdAt, language) })}
      </p>
    </article>
  );
}
