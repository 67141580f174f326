import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUILDING_STATUSES, RENOVATION_STATUSES } from '@sakhli/shared/enums';
import { hasRentDuration, partOf, type ListingFormValues } from '../listing-form-values';
import { FormSection } from './form-section';
import {
  CheckboxField,
  commonChoices,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from './listing-fields';

const DESCRIPTION_MAX = 5000;

/** Apartment: its floor and the building's floors. */
function ApartmentFields() {
  const { t } = useTranslation('listingForm');
  return (
    <>
      <NumberField name="floor" label={t('fields.floor')} min={1} />
      <NumberField name="totalFloorsBuilding" label={t('fields.totalFloorsBuilding')} min={1} />
    </>
  );
}

/** House: land, floors, parking, garden and garage. */
function HouseFields() {
  const { t } = useTranslation('listingForm');
  return (
    <>
      <NumberField name="landArea" label={t('fields.landArea')} min={0} step="any" />
      <NumberField name="numberOfFloors" label={t('fields.numberOfFloors')} min={1} />
      <NumberField name="parkingSpots" label={t('fields.parkingSpots')} min={0} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-2 lg:col-span-3">
        <CheckboxField name="hasGarden" label={t('fields.hasGarden')} />
        <CheckboxField name="hasGarage" label={t('fields.hasGarage')} />
      </div>
    </>
  );
}

/** SPEC.md section 2 'Create': the property's facts, its contact phone and its description. */
export function PropertyDetailsSection() {
  const { t } = useTranslation(['listingForm', 'common']);
  const [propertyType, listingType] = useWatch<ListingFormValues, ['propertyType', 'listingType']>({
    name: ['propertyType', 'listingType'],
  });
  return (
    <FormSection id="details" title={t('sections.details')}>
      <NumberField name="size" label={t('fields.size')} min={1} step="any" />
      <NumberField name="rooms" label={t('fields.rooms')} min={1} />
      <NumberField name="bedrooms" label={t('fields.bedrooms')} min={0} />
      <NumberField name="bathrooms" label={t('fields.bathrooms')} min={1} />
      {partOf(propertyType) === 'apartment' ? <ApartmentFields /> : <HouseFields />}
      <SelectField
        name="buildingStatus"
        label={t('fields.buildingStatus')}
        choices={commonChoices(t, 'buildingStatus', BUILDING_STATUSES)}
      />
      <SelectField
        name="renovationStatus"
        label={t('fields.renovationStatus')}
        choices={commonChoices(t, 'renovationStatus', RENOVATION_STATUSES)}
      />
      <NumberField
        name="buildingYear"
        label={t('fields.buildingYear')}
        hint={t('fields.optional')}
        min={1800}
      />
      {hasRentDuration(listingType) && (
        <NumberField
          name="rentDuration"
          label={t('fields.rentDuration')}
          hint={t('fields.rentDurationHint')}
          min={1}
        />
      )}
      <TextField
        name="cadastralCode"
        label={t('fields.cadastralCode')}
        hint={t('fields.cadastralCodeHint')}
        placeholder="01.10.14.012.034"
      />
      <TextField
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        label={t('fields.phoneNumber')}
        hint={t('fields.phoneHint')}
        placeholder="+995 5XX XX XX XX"
      />
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
        <CheckboxField name="isFurnished" label={t('fields.isFurnished')} />
        <CheckboxField name="hideCadastralCode" label={t('fields.hideCadastralCode')} />
      </div>
      <TextAreaField
        name="description"
        label={t('fields.description')}
        hint={t('fields.descriptionHint', { max: DESCRIPTION_MAX })}
        maxLength={DESCRIPTION_MAX}
        className="sm:col-span-2 lg:col-span-3"
      />
    </FormSection>
  );
}
