import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@sakhli/shared/rules/address-validity';
import { addressPickProblem } from './address-rules';
import { PropertyUpdatePayload } from '@sakhli/shared/schemas/property-payload';
import {
  CREATE_DEFAULTS,
  existingAddressOf,
  payloadInputOf,
  valuesFromProperty,
} from './listing-form-values';
import { SELECTION, testProperty } from './testing/listing-form-test-kit';

describe('create defaults (SPEC.md section 9)', () => {
  it('start with Tbilisi, Sale, USD, Apartment, New, NewRenovated, size 1, rooms 1, bedrooms 0, bathrooms 1, floor 1', () => {
    expect(CREATE_DEFAULTS).toMatchObject({
      city: 'Tbilisi',
      listingType: 'Sale',
      currency: 'USD',
      propertyType: 'Apartment',
      buildingStatus: 'New',
      renovationStatus: 'NewRenovated',
      size: 1,
      rooms: 1,
      bedrooms: 0,
      bathrooms: 1,
      floor: 1,
    });
  });
});

describe('the edit prefill (SPEC.md section 2 Edit)', () => {
  it('takes the price from priceUsd, else priceGel, with its currency', () => {
    expect(valuesFromProperty(testProperty())).toMatchObject({ price: 120000, currency: 'USD' });
    expect(valuesFromProperty(testProperty({ priceUsd: null, priceGel: 99000 }))).toMatchObject({
      price: 99000,
      currency: 'GEL',
    });
  });

  it('keeps every field, the hidden cadastral code and the district', () => {
    expect(valuesFromProperty(testProperty())).toMatchObject({
      size: 80,
      floor: 4,
      totalFloorsBuilding: 9,
      cadastralCode: '01.10.14.012.034',
      hideCadastralCode: true,
      buildingYear: 1985,
      districtId: '7',
      phoneNumber: '+995555123456',
      address: null,
    });
  });

  it('round-trips the amenities: said ones as they are, unsaid ones as "not specified" (decision 040)', () => {
    const said = { heating: 'Central', hasBalcony: true, hasLift: false, petsAllowed: true } as const;
    const values = valuesFromProperty(testProperty(said));
    expect(values).toMatchObject({
      heating: 'Central',
      hasBalcony: 'true',
      hasLift: 'false',
      petsAllowed: 'true',
      hasParking: '',
      hasAirConditioning: '',
    });
    const payload = PropertyUpdatePayload.parse({
      ...payloadInputOf({ ...values, address: SELECTION }, [1]),
    });
    expect(payload).toMatchObject({ ...said, hasParking: null, hasAirConditioning: null });
  });

  it('sends no lift or parking answer for a house: its garage and spots say it (decision 040)', () => {
    const values = {
      ...CREATE_DEFAULTS,
      propertyType: 'House' as const,
      hasLift: 'true' as const,
      hasParking: 'false' as const,
    };
    expect(payloadInputOf(values, [1])).toMatchObject({ hasLift: '', hasParking: '' });
    expect(payloadInputOf({ ...values, propertyType: 'Apartment' }, [1])).toMatchObject({
      hasLift: 'true',
      hasParking: 'false',
    });
  });

  it('gives back the listing address for the widget, or none without a street or a position', () => {
    expect(existingAddressOf(testProperty())).toMatchObject({
      english: 'Ilia Chavchavadze Avenue, Tbilisi, Georgia',
      georgian: 'ილია ჭავჭავაძის გამზირი, თბილისი, საქართველო',
      coordinates: { lat: 41.709812, lng: 44.756231 },
      isValid: true,
    });
    expect(existingAddressOf(testProperty({ latitude: 0, longitude: 0 }))).toBeNull();
    expect(existingAddressOf(testProperty({ streetNameGeo: null, streetNameEng: ' ' }))).toBeNull();
  });
});

describe('addressPickProblem (SPEC.md section 5 Address validity)', () => {
  const english = (text: string) => ({ ...SELECTION, english: text, georgian: '' });

  it.each([
    ['', ADDRESS_MESSAGES.required],
    ['QRC7+8R, Tbilisi, Georgia', ADDRESS_MESSAGES.plusCode],
    ['Vake, Georgia', ADDRESS_MESSAGES.incomplete],
    ['Tbilisi, Tbilisi, Georgia', ADDRESS_MESSAGES.cityOnly],
    ['Vake Park, Tbilisi, Georgia', ADDRESS_MESSAGES.noStreet],
    ['12 Abashidze Street, Tbilisi, Georgia', null],
  ])('%s → %s', (text, message) => {
    expect(addressPickProblem(english(text), 'edit')).toBe(message);
  });

  it('keeps the reason of an address the geocoder refused', () => {
    const refused = { ...SELECTION, isValid: false, validationError: ADDRESS_MESSAGES.cityOnly };
    expect(addressPickProblem(refused, 'create')).toBe(ADDRESS_MESSAGES.cityOnly);
  });

  it('asks a new listing for both street names', () => {
    const noGeorgian = { ...SELECTION, georgianStreet: '' };
    expect(addressPickProblem(noGeorgian, 'create')).toBe(
      'Please select a valid address with both Georgian and English names',
    );
    expect(addressPickProblem(noGeorgian, 'edit')).toBeNull();
  });
});
