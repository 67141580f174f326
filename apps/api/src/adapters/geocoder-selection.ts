import { roundCoordinates, validateAddress } from '@sakhli/shared/rules/address-validity';
import type { Language } from '@sakhli/shared/enums';
import type { AddressSelection, Coordinates } from '@sakhli/shared/schemas/geo';
import { englishHouseNumber } from './geocoder-text';

export const COUNTRY_NAMES: Readonly<Record<Language, string>> = {
  ka: 'საქართველო',
  en: 'Georgia',
  ru: 'Грузия',
};

/** The street part of a Georgian address: the house number follows the street ("ვაჟა-ფშაველას გამზირი 45"). */
export function georgianStreetLine(street: string, houseNumber?: string): string {
  return houseNumber ? `${street} ${houseNumber}` : street;
}

/** The street part of an English address: the house number leads ("45 Vazha-Pshavela Avenue"). */
export function englishStreetLine(street: string, houseNumber?: string): string {
  return houseNumber ? `${englishHouseNumber(houseNumber)} ${street}` : street;
}

export interface SelectionParts {
  placeId: string;
  /** Street names without the house number, as a listing stores them (streetNameGeo, streetNameEng). */
  georgianStreet: string;
  englishStreet: string;
  /** The first part of each full address: the street line, or the place's own name when it has no street. */
  georgianLine: string;
  englishLine: string;
  georgianCity: string;
  englishCity: string;
  coordinates: Coordinates;
}

/**
 * SPEC.md section 3 'Address selection result': both full addresses as "street part, city, country", the
 * coordinates to 6 decimals, and the address validity verdict. The rule judges the Georgian address, the
 * one the widget searches in (SPEC.md section 9: language ka); the English one is its translation, which a
 * map source may lack a street-type word in. Missing parts are left out, so a place without a street fails.
 */
export function buildSelection(parts: SelectionParts): AddressSelection {
  const join = (...values: string[]) => values.filter((value) => value.trim() !== '').join(', ');
  const georgian = join(parts.georgianLine, parts.georgianCity, COUNTRY_NAMES.ka);
  const english = join(parts.englishLine, parts.englishCity, COUNTRY_NAMES.en);
  const validationError = validateAddress(georgian);
  return {
    georgian,
    english,
    georgianStreet: parts.georgianStreet,
    englishStreet: parts.englishStreet,
    coordinates: roundCoordinates(parts.coordinates),
    placeId: parts.placeId,
    isValid: validationError === null,
    validationError,
  };
}

/** A dragged pin stays where it was dropped: the selection names the street near it, at the pin's point. */
export function atPoint(selection: AddressSelection, point: Coordinates): AddressSelection {
  return { ...selection, coordinates: roundCoordinates(point) };
}
