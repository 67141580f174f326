import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, roundCoordinate, roundCoordinates, validateAddress } from './address-validity';

describe('validateAddress', () => {
  it('accepts full street addresses in Georgian, English and Russian', () => {
    for (const address of [
      'ვაჟა-ფშაველას გამზირი 45, თბილისი, საქართველო',
      '45 Vazha-Pshavela Avenue, Tbilisi, Georgia',
      'Vazha-Pshavela Ave, Tbilisi, Georgia',
      'Kostava St. 12, Tbilisi, Georgia',
      'Ilia Chavchavadze Street, Batumi, Georgia',
      'Shota Rustaveli 1st Dead End, Tbilisi, Georgia',
      'Vazisubani 4th Microdistrict, Tbilisi, Georgia',
      'ილია ჭავჭავაძის ქ. 5, ბათუმი, საქართველო',
      'შოთა რუსთაველის მე-2 შესახვევი, თბილისი, საქართველო',
      'თავისუფლების მოედანი, თბილისი, საქართველო',
      'მარჯანიშვილის მოედნის მიმდებარედ, თბილისი, საქართველო',
      'улица Важа-Пшавела 45, Тбилиси, Грузия',
      'пр-т Руставели, Тбилиси, Грузия',
      '12a Abashidze, Batumi, Georgia',
    ]) {
      expect(validateAddress(address), address).toBeNull();
    }
  });

  it('requires an address', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(validateAddress(empty)).toBe('Address is required');
    }
  });

  it('rejects a plus-code location, short or full', () => {
    expect(validateAddress('QRC7+8R Tbilisi, Tbilisi, Georgia')).toBe(ADDRESS_MESSAGES.plusCode);
    expect(validateAddress('8FVC9G8F+6X, Tbilisi, Georgia')).toBe(
      'Please select a specific street address, not a plus code location',
    );
    expect(validateAddress('qrc7+8r თბილისი')).toBe(ADDRESS_MESSAGES.plusCode);
  });

  it('asks for street, city and country: at least three comma-separated parts', () => {
    for (const address of [
      'Vazha-Pshavela Avenue 45',
      'Vazha-Pshavela Avenue, Tbilisi',
      'Tbilisi, , Georgia',
    ]) {
      expect(validateAddress(address), address).toBe(
        'Please select a complete address with street, city, and country',
      );
    }
  });

  it('rejects a first part that is only a city or the country, in any of the three languages', () => {
    for (const address of [
      'Tbilisi, Tbilisi, Georgia',
      'თბილისი, თბილისი, საქართველო',
      'Батуми, Аджария, Грузия',
      'BATUMI, Adjara, Georgia',
      'Georgia, Tbilisi, Georgia',
      '0179 Tbilisi, Tbilisi, Georgia',
    ]) {
      expect(validateAddress(address), address).toBe(
        'Please select a specific street address, not just a city',
      );
    }
  });

  it('asks for a street-type word or a number followed by a word in the first part', () => {
    for (const address of [
      'Saburtalo, Tbilisi, Georgia',
      'Kostava, Tbilisi, Georgia',
      'Vazha-Pshavela 45, Tbilisi, Georgia',
      'ჩიხლაძე, თბილისი, საქართველო',
      'Tbilisi Mall, Tbilisi, Georgia',
      'Сабуртало, Тбилиси, Грузия',
    ]) {
      expect(validateAddress(address), address).toBe(
        'Please select a specific street address with a street name or number',
      );
    }
  });

  it('checks in the order of SPEC.md: plus code before the number of parts', () => {
    expect(validateAddress('QRC7+8R')).toBe(ADDRESS_MESSAGES.plusCode);
    expect(validateAddress('Tbilisi, Georgia')).toBe(ADDRESS_MESSAGES.incomplete);
  });
});

describe('roundCoordinate', () => {
  it('keeps six decimals', () => {
    expect(roundCoordinate(41.71234567)).toBe(41.712346);
    expect(roundCoordinate(44.7)).toBe(44.7);
    expect(roundCoordinate(-0.0000004)).toBe(0);
    expect(roundCoordinates({ lat: 41.6475123456, lng: 41.6436987654 })).toEqual({
      lat: 41.647512,
      lng: 41.643699,
    });
  });
});
