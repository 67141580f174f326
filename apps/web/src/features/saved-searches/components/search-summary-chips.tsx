import { useTranslation } from 'react-i18next';
import type { SearchSummary } from '../hooks/use-search-summary';

/** A search's filters as the chips of the search page read them (or that there are none). */
export function SearchSummaryChips({ summary }: { summary: SearchSummary }) {
  const { t } = useTranslation('savedSearches');
  if (summary.chips.length === 0) return <p className="text-sm text-slate-600">{t('summary.noFilters')}</p>;
  return (
    <ul aria-label={t('summary.filters')} className="flex flex-wrap gap-1.5">
      {summary.chips.map((chip) => (
        <li
          key={chip.key}
          className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-700"
        >
          {chip.label}
        </li>
      ))}
    </ul>
  );
}
