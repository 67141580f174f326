import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/form-controls';
import {
  isSameFilters,
  LISTING_TYPE_FILTERS,
  onlyDigits,
  STATUS_FILTERS,
  type ListingTypeFilter,
  type MyPropertiesFilters,
  type StatusFilter,
} from '../my-properties-filters';

interface FiltersBarProps {
  draft: MyPropertiesFilters;
  applied: MyPropertiesFilters;
  onDraftChange: (draft: MyPropertiesFilters) => void;
  onApply: () => void;
}

/** The draft filters; 'Apply Filters' is enabled only while the draft differs from what the list shows. */
export function FiltersBar({ draft, applied, onDraftChange, onApply }: FiltersBarProps) {
  const { t } = useTranslation('myProperties');
  const id = useId();
  const change = (part: Partial<MyPropertiesFilters>) => onDraftChange({ ...draft, ...part });
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="grid grid-cols-1 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSameFilters(draft, applied)) onApply();
      }}
    >
      <Field label={t('filters.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) => change({ status: event.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.listingType')} htmlFor={`${id}-listing-type`}>
        <Select
          id={`${id}-listing-type`}
          value={draft.listingType}
          onChange={(event) => change({ listingType: event.target.value as ListingTypeFilter })}
        >
          {LISTING_TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`filters.listingTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.code')} htmlFor={`${id}-code`}>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('filters.codePlaceholder')}
          value={draft.code}
          onChange={(event) => change({ code: onlyDigits(event.target.value) })}
        />
      </Field>
      <Button type="submit" disabled={isSameFilters(draft, applied)} className="sm:col-span-2 lg:col-span-1">
        {t('filters.apply')}
      </Button>
    </form>
  );
}
