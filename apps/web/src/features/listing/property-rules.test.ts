import { describe, expect, it } from 'vitest';
import { addressLine, hasCoordinates, hasFloor } from './property-rules';

describe('listing display rules', () => {
  it('shows the floor only when floor and total floors are both non-zero', () => {
    expect(hasFloor({ floor: 5, totalFloorsBuilding: 12 })).toBe(true);
    expect(hasFloor({ floor: 0, totalFloorsBuilding: 12 })).toBe(false);
    expect(hasFloor({ floor: 5, totalFloorsBuilding: 0 })).toBe(false);
    expect(hasFloor({ floor: null, totalFloorsBuilding: null })).toBe(false);
  });

  it('places the pin only when latitude and longitude are both non-zero', () => {
    expect(hasCoordinates({ latitude: 41.7, longitude: 44.8 })).toBe(true);
    expect(hasCoordinates({ latitude: 0, longitude: 44.8 })).toBe(false);
    expect(hasCoordinates({ latitude: 41.7, longitude: 0 })).toBe(false);
  });

  it('writes the street in Georgian for ka and in English otherwise, then district and city', () => {
    const property = {
      streetNameGeo: 'ჭავჭავაძის გამზ. 12',
      streetNameEng: '12 Chavchavadze Ave',
      districtName: 'Vake',
      cityName: 'Tbilisi',
    };
    expect(addressLine(property, 'ka')).toBe('ჭავჭავაძის გამზ. 12, Vake, Tbilisi');
    expect(addressLine(property, 'ru')).toBe('12 Chavchavadze Ave, Vake, Tbilisi');
    expect(addressLine({ ...property, streetNameEng: null, districtName: null }, 'en')).toBe(
      'ჭავჭავაძის გამზ. 12, Tbilisi',
    );
  });
});
