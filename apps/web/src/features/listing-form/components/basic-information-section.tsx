import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CITIES,
  ENABLED_CITIES,
  LISTING_TYPES,
  SEARCHABLE_PROPERTY_TYPES,
  type PropertyType,
} from '@sakhli/shared/enums';
import { PART_DEFAULTS, type ListingFormValues } from '../listing-form-values';
import { FormSection } from './form-section';
import { commonChoices, SelectField } from './listing-fields';

/**
 * City, listing type and property type. Batumi reads 'Coming Soon' and cannot be chosen. Switching the
 * property type puts the type's own fields back to their defaults (SPEC.md section 4); switching the
 * city clears the district and the address, and the address widget starts over.
 */
export function BasicInformationSection() {
  const { t } = useTranslation(['listingForm', 'common']);
  const form = useFormContext<ListingFormValues>();
  const current = form.getValues('propertyType');
  // An edited listing of a type the form does not offer for new listings keeps its type.
  const propertyTypes: readonly PropertyType[] = SEARCHABLE_PROPERTY_TYPES.some((type) => type === current)
    ? SEARCHABLE_PROPERTY_TYPES
    : [...SEARCHABLE_PROPERTY_TYPES, current];

  const resetTypeFields = () => {
    for (const [name, value] of Object.entries(PART_DEFAULTS)) {
      form.setValue(name as keyof typeof PART_DEFAULTS, value);
    }
    form.clearErrors(Object.keys(PART_DEFAULTS) as (keyof typeof PART_DEFAULTS)[]);
  };
  const startCityOver = () => {
    form.setValue('districtId', '');
    form.setValue('address', null);
    form.clearErrors(['districtId', 'address']);
  };

  return (
    <FormSection id="basic" title={t('sections.basic')}>
      <SelectField
        name="city"
        label={t('fields.city')}
        onChange={startCityOver}
        choices={CITIES.map((city) => {
          const name = t(`common:cities.${city}`);
          const isEnabled = ENABLED_CITIES.includes(city);
          return {
            value: city,
            label: isEnabled ? name : t('fields.cityComingSoon', { city: name }),
            disabled: !isEnabled,
          };
        })}
      />
      <SelectField
        name="listingType"
        label={t('fields.listingType')}
        choices={commonChoices(t, 'listingTypes', LISTING_TYPES)}
      />
      <SelectField
        name="propertyType"
        label={t('fields.propertyType')}
        onChange={resetTypeFields}
        choices={commonChoices(t, 'propertyTypes', propertyTypes)}
      />
    </FormSection>
  );
}
