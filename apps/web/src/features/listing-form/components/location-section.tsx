import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sakhli/shared/enums';
import type { District } from '@sakhli/shared/schemas/district';
import type { AddressSelection } from '@sakhli/shared/schemas/geo';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/form-controls';
import { useLanguage } from '@/lib/use-language';
import { useCityDistricts } from '../api/get-city-districts';
import type { ListingFormValues } from '../listing-form-values';
import type { ListingFormMode } from '../listing-form-validation';
import { AddressPicker } from './address-picker';
import { FormSection } from './form-section';
import { fieldId, SelectField } from './listing-fields';

const districtName = (district: District, language: Language) =>
  ({ ka: district.nameGeo, en: district.nameEng, ru: district.nameRus })[language];

/** The district dropdown of the city: active districts, and the edited listing's own even if retired. */
function DistrictField() {
  const { t } = useTranslation('listingForm');
  const language = useLanguage();
  const [city, districtId] = useWatch<ListingFormValues, ['city', 'districtId']>({
    name: ['city', 'districtId'],
  });
  const districts = useCityDistricts(city);
  if (districts.isError) {
    return (
      <div role="alert" className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-slate-700">{t('fields.district')}</p>
        <p className="text-sm text-red-700">{t('districts.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="self-start" onClick={() => void districts.refetch()}>
          {t('actions.tryAgain')}
        </Button>
      </div>
    );
  }
  if (districts.isPending) {
    // The real select comes with its options: a select registered without the listing's district among
    // them would take an empty value for the form.
    return (
      <Field label={t('fields.district')} htmlFor={fieldId('districtId')}>
        <Select id={fieldId('districtId')} disabled>
          <option>{t('districts.loading')}</option>
        </Select>
      </Field>
    );
  }
  const choices = districts.data
    .filter((district) => district.isActive || String(district.id) === districtId)
    .map((district) => ({ value: String(district.id), label: districtName(district, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <SelectField
      name="districtId"
      label={t('fields.district')}
      placeholder={t('districts.placeholder')}
      choices={choices}
    />
  );
}

/** SPEC.md section 2 'Create': district, then the address (search, map, preview). */
export function LocationSection({
  mode,
  existingAddress,
}: {
  mode: ListingFormMode;
  existingAddress: AddressSelection | null;
}) {
  const { t } = useTranslation('listingForm');
  const form = useFormContext<ListingFormValues>();
  const [city, address] = useWatch<ListingFormValues, ['city', 'address']>({ name: ['city', 'address'] });
  const message = form.formState.errors.address?.message;
  // The listing's own address belongs to its own city only.
  const existing = city === form.formState.defaultValues?.city ? existingAddress : null;
  return (
    <FormSection id="location" title={t('sections.location')} description={t('sections.locationHint')}>
      <DistrictField />
      {/* A new city starts the widget over: its search, its map and its pin (SPEC.md section 4). */}
      <AddressPicker
        key={city}
        inputId={fieldId('address')}
        error={message ? t(message) : undefined}
        city={city}
        mode={mode}
        value={address}
        existing={existing}
        onEdit={() => form.clearErrors('address')}
        onChange={(selection) => {
          form.setValue('address', selection);
          form.clearErrors('address');
        }}
      />
    </FormSection>
  );
}
