import { ADDRESS_MESSAGES, validateAddress } from '@sakhli/shared/rules/address-validity';
import type { Language } from '@sakhli/shared/enums';
import type { AddressSelection } from '@sakhli/shared/schemas/geo';
import { PROPERTY_MESSAGES } from '@sakhli/shared/schemas/property-messages';
import type { ListingFormMode } from './listing-form-validation';

/**
 * SPEC.md section 5: why a picked address cannot be the listing's (its message), or null. An address the
 * geocoder marks invalid keeps its reason; the shared 'Address validity' rule checks the rest, and a new
 * listing needs the street in both Georgian and English.
 */
export function addressPickProblem(selection: AddressSelection, mode: ListingFormMode): string | null {
  if (!selection.isValid) return selection.validationError ?? ADDRESS_MESSAGES.noStreet;
  const problem = validateAddress(selection.english || selection.georgian);
  if (problem) return problem;
  const hasBothNames = Boolean(selection.georgianStreet.trim() && selection.englishStreet.trim());
  if (mode === 'create' && !hasBothNames) return PROPERTY_MESSAGES.addressNamesMissing;
  return null;
}

/** The address as the search box shows it: Georgian in the Georgian interface, English otherwise. */
export function addressText(selection: AddressSelection, language: Language): string {
  return (
    (language === 'ka' ? selection.georgian : selection.english) || selection.georgian || selection.english
  );
}
