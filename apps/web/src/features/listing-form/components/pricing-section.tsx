import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@sakhli/shared/enums';
import { FormSection } from './form-section';
import { commonChoices, NumberField, SelectField } from './listing-fields';

/** Price (to the cent) and its currency, USD or GEL. */
export function PricingSection() {
  const { t } = useTranslation(['listingForm', 'common']);
  return (
    <FormSection id="pricing" title={t('sections.pricing')}>
      <NumberField name="price" label={t('fields.price')} min={0} step={0.01} />
      <SelectField
        name="currency"
        label={t('fields.currency')}
        choices={commonChoices(t, 'currencies', CURRENCIES)}
      />
    </FormSection>
  );
}
