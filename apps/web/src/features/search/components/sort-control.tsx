import { useTranslation } from 'react-i18next';
import { SORT_FIELDS, type SortField } from '@sakhli/shared/enums';
import type { SearchSort } from '@sakhli/shared/rules/filter-url';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { SortIcon } from '@/components/ui/icons';

/** 'Sort By': the field (AI Score, price, date listed, price per m²) and a button that flips the direction. */
export function SortControl({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation('search');
  const isAscending = sort.sortDirection === 'Ascending';
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor="sort-field" className="text-sm whitespace-nowrap text-slate-600">
        {t('sort.label')}
      </label>
      <Select
        id="sort-field"
        size="sm"
        value={sort.sortBy}
        onChange={(event) => onChange({ ...sort, sortBy: event.target.value as SortField })}
      >
        {SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`sort.fields.${field}`)}
          </option>
        ))}
      </Select>
      <Button
        variant="secondary"
        size="sm"
        className="h-9 px-2.5"
        aria-label={t('sort.directionLabel', { direction: t(`sort.directions.${sort.sortDirection}`) })}
        title={t(`sort.directions.${sort.sortDirection}`)}
        onClick={() => onChange({ ...sort, sortDirection: isAscending ? 'Descending' : 'Ascending' })}
      >
        <SortIcon className={isAscending ? 'size-4 -scale-y-100' : 'size-4'} />
        <span className="hidden sm:inline">{t(`sort.directions.${sort.sortDirection}`)}</span>
      </Button>
    </div>
  );
}
