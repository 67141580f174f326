import { useTranslation } from 'react-i18next';
import type { SearchView } from '@sakhli/shared/rules/filter-url';
import { ListIcon, MapIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';

/** List | Map: two toggle buttons, the active one pressed. */
export function ViewToggle({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  const { t } = useTranslation('search');
  const options = [
    { value: 'list', label: t('view.list'), icon: <ListIcon className="size-4" /> },
    { value: 'map', label: t('view.map'), icon: <MapIcon className="size-4" /> },
  ] as const;
  return (
    <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={classNames(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
            view === option.value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </div>
  );
}
