import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FilterInput, FilterKey } from '@sakhli/shared/schemas/filter';
import { Input } from '@/components/ui/form-controls';
import { fieldErrorKey } from './filter-form-values';

interface RangeFieldProps {
  label: string;
  minName: FilterKey;
  maxName: FilterKey;
  register: UseFormRegister<FilterInput>;
  errors: FieldErrors<FilterInput>;
  /** Decimal fields (price, size) accept fractions; counts are whole numbers. */
  isDecimal?: boolean;
}

/** A pair of bounds under one label: 'from' and 'to'. A too-large minimum shows its error under the pair. */
export function RangeField({ label, minName, maxName, register, errors, isDecimal }: RangeFieldProps) {
  const { t } = useTranslation('search');
  const error = errors[minName] ?? errors[maxName];
  const errorId = `filter-${minName}-error`;
  const inputProps = {
    type: 'number',
    inputMode: isDecimal ? 'decimal' : 'numeric',
    min: 0,
    step: isDecimal ? 'any' : 1,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <Input
          id={`filter-${minName}`}
          placeholder={t('filters.from')}
          aria-label={t('filters.fromLabel', { field: label })}
          invalid={Boolean(errors[minName])}
          {...inputProps}
          {...register(minName)}
        />
        <Input
          id={`filter-${maxName}`}
          placeholder={t('filters.to')}
          aria-label={t('filters.toLabel', { field: label })}
          invalid={Boolean(errors[maxName])}
          {...inputProps}
          {...register(maxName)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {t(fieldErrorKey(error.message))}
        </p>
      )}
    </fieldset>
  );
}

/** The scope a filter belongs to, shown read-only at the top of the form. */
export function ScopeSummary({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className="truncate text-sm font-semibold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
