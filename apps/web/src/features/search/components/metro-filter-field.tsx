import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { METRO_WALK_MINUTES } from '@sakhli/shared/rules/metro';
import type { FilterInput } from '@sakhli/shared/schemas/filter';
import { Field, Select } from '@/components/ui/form-controls';

/**
 * Decision 042: "within N minutes' walk of the metro", shown only for a city with a metro. The walk is an
 * estimate (straight line × 1.3 at 80 m a minute), and the hint says so.
 */
export function MetroFilterField({ register }: { register: UseFormRegister<FilterInput> }) {
  const { t } = useTranslation('search');
  return (
    <Field label={t('filters.metro')} htmlFor="filter-maxMetroWalkMinutes" hint={t('filters.metroHint')}>
      <Select
        id="filter-maxMetroWalkMinutes"
        aria-describedby="filter-maxMetroWalkMinutes-hint"
        {...register('maxMetroWalkMinutes')}
      >
        <option value="">{t('filters.any')}</option>
        {METRO_WALK_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('filters.metroMinutes', { value: minutes })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
