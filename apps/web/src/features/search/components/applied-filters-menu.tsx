import { useTranslation } from 'react-i18next';
import type { FilterChip } from '@sakhli/shared/rules/filter-chips';
import { buttonClassName } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon, SlidersIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';

interface AppliedFiltersMenuProps {
  chips: FilterChip[];
  chipLabel: (chip: FilterChip) => string;
  onDelete: (chip: FilterChip) => void;
  deletingKey: string | null;
}

/** 'Applied filters (count)': lists the chips, each removable; disabled while there are none. */
export function AppliedFiltersMenu({ chips, chipLabel, onDelete, deletingKey }: AppliedFiltersMenuProps) {
  const { t } = useTranslation('search');
  return (
    <Popover
      disabled={chips.length === 0}
      buttonClassName={buttonClassName({ variant: 'secondary', size: 'sm', className: 'h-9' })}
      button={
        <>
          <SlidersIcon className="size-4" />
          {t('results.appliedFilters', { total: chips.length })}
          <ChevronDownIcon className="size-4 text-slate-500" />
        </>
      }
      panelClassName="w-80"
    >
      <p className="px-2.5 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('results.removeFilterHint')}
      </p>
      <ul className="flex flex-col gap-0.5">
        {chips.map((chip) => {
          const label = chipLabel(chip);
          return (
            <li key={chip.key}>
              <button
                type="button"
                disabled={deletingKey !== null}
                aria-label={t('results.removeFilter', { filter: label })}
                onClick={() => onDelete(chip)}
                className="flex min-h-9 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60"
              >
                <span className="truncate">{label}</span>
                <CloseIcon
                  className={
                    deletingKey === chip.key
                      ? 'size-4 shrink-0 animate-pulse'
                      : 'size-4 shrink-0 text-slate-500'
                  }
                />
              </button>
            </li>
          );
        })}
      </ul>
    </Popover>
  );
}
