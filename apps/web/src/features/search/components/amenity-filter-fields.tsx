import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HEATING_TYPES } from '@sakhli/shared/enums';
import type { FilterInput } from '@sakhli/shared/schemas/filter';
import { AMENITY_FLAGS } from '@sakhli/shared/schemas/property-payload-amenities';
import { Checkbox, Field, Select } from '@/components/ui/form-controls';

/**
 * Decision 040: one heating type, and the amenities a listing must have (a ticked box keeps only the
 * listings whose owners said they have it; unticked asks nothing).
 */
export function AmenityFilterFields({ register }: { register: UseFormRegister<FilterInput> }) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('search:filters.amenities')}</legend>
      <Field label={t('search:filters.heating')} htmlFor="filter-heating">
        <Select id="filter-heating" {...register('heating')}>
          <option value="">{t('search:filters.any')}</option>
          {HEATING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common:heating.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-1 gap-3 min-[440px]:grid-cols-2">
        {AMENITY_FLAGS.map((flag) => (
          <Checkbox key={flag} label={t(`search:filters.${flag}`)} {...register(flag)} />
        ))}
      </div>
    </fieldset>
  );
}
