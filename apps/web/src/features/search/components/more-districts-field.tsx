import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { District } from '@sakhli/shared/schemas/district';
import type { FilterInput } from '@sakhli/shared/schemas/filter';
import { Checkbox } from '@/components/ui/form-controls';
import { districtName } from '@/lib/districts';

/**
 * Decision 040: more districts beside the SPEC's one-district dropdown (`districtIds`; a listing in any of
 * them matches). A disclosure, so the form stays short; each district a labelled checkbox.
 */
export function MoreDistrictsField({
  register,
  districts,
  language,
  control,
}: {
  register: UseFormRegister<FilterInput>;
  districts: District[] | undefined;
  language: string;
  control: Control<FilterInput>;
}) {
  const { t } = useTranslation('search');
  const chosen = useWatch({ control, name: 'districtIds' });
  const chosenCount = Array.isArray(chosen) ? chosen.length : 0;
  if (!districts) return null;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2" open={chosenCount > 0}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {chosenCount > 0
          ? t('filters.moreDistrictsChosen', { count: chosenCount })
          : t('filters.moreDistricts')}
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{t('filters.moreDistrictsLegend')}</legend>
        <div className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto py-1 min-[440px]:grid-cols-2">
          {districts.map((district) => (
            <Checkbox
              key={district.id}
              value={String(district.id)}
              label={districtName(district, language)}
              {...register('districtIds')}
            />
          ))}
        </div>
      </fieldset>
    </details>
  );
}
