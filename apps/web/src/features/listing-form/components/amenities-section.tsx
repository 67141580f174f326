import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HEATING_TYPES } from '@sakhli/shared/enums';
import type { AmenityFlag } from '@sakhli/shared/schemas/property-payload-amenities';
import { partOf, type ListingFormValues } from '../listing-form-values';
import { FormSection } from './form-section';
import { commonChoices, SelectField, type Choice } from './listing-fields';

/**
 * Decision 040: heating, air conditioning, balcony, lift, parking and pets, each "not specified" until the
 * owner says, so a search for them never shows a listing that did not. A house says lift and parking
 * through its own fields (garage, parking spots).
 */
export function AmenitiesSection() {
  const { t } = useTranslation(['listingForm', 'common']);
  const propertyType = useWatch<ListingFormValues, 'propertyType'>({ name: 'propertyType' });
  const yesNo: Choice[] = [
    { value: 'true', label: t('amenities.yes') },
    { value: 'false', label: t('amenities.no') },
  ];
  const flags: AmenityFlag[] =
    partOf(propertyType) === 'apartment'
      ? ['hasBalcony', 'hasLift', 'hasParking', 'hasAirConditioning', 'petsAllowed']
      : ['hasBalcony', 'hasAirConditioning', 'petsAllowed'];
  return (
    <FormSection id="amenities" title={t('sections.amenities')} description={t('amenities.hint')}>
      <SelectField
        name="heating"
        label={t('amenities.heating')}
        placeholder={t('amenities.notSpecified')}
        choices={commonChoices(t, 'heating', HEATING_TYPES)}
      />
      {flags.map((flag) => (
        <SelectField
          key={flag}
          name={flag}
          label={t(`amenities.${flag}`)}
          placeholder={t('amenities.notSpecified')}
          choices={yesNo}
        />
      ))}
    </FormSection>
  );
}
