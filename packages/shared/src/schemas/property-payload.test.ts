import { describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from './property-messages';
import { photoListProblem, PropertyCreatePayload, PropertyUpdatePayload } from './property-payload';

const valid = {
  description: ' Bright flat ',
  size: '75.456',
  rooms: 3,
  bedrooms: 2,
  bathrooms: 1,
  buildingStatus: 'New',
  propertyType: 'Apartment',
  renovationStatus: 'NewRenovated',
  phoneNumber: '+995 599 12 34 56',
  location: {
    districtId: 1,
    streetNameGeo: 'ჭავჭავაძის გამზირი 12',
    streetNameEng: '12 Chavchavadze Avenue',
    latitude: 41.7091234567,
    longitude: 44.752,
  },
  listingType: 'Sale',
  price: 150000,
  apartment: { floor: 4, totalFloorsBuilding: 12 },
  house: { landArea: 'not checked for an apartment' },
  photos: [{ imageId: 7, sortOrder: 3 }, { imageId: 5, sortOrder: 1 }, { imageId: 9 }],
};

describe('PropertyCreatePayload', () => {
  it('normalises what the server stores and keeps the photos where the client put them', () => {
    const payload = PropertyCreatePayload.parse(valid);
    expect(payload).toMatchObject({
      description: 'Bright flat',
      size: 75.46,
      phoneNumber: '+995599123456',
      currency: 'USD',
      isFurnished: false,
      hideCadastralCode: false,
      cadastralCode: null,
      buildingYear: null,
      city: null,
      location: { latitude: 41.709123 },
      apartment: { floor: 4, totalFloorsBuilding: 12 },
      house: null,
    });
    // Ranks by sortOrder (the third has none: its position, 2), in the positions given.
    expect(payload.photos).toEqual([
      { imageId: 7, sortOrder: 2 },
      { imageId: 5, sortOrder: 0 },
      { imageId: 9, sortOrder: 1 },
    ]);
  });

  it('needs both street names on create only', () => {
    const oneName = { ...valid, location: { ...valid.location, streetNameEng: '' } };
    const created = PropertyCreatePayload.safeParse(oneName);
    expect(created.error?.issues).toEqual([
      expect.objectContaining({ path: ['location'], message: PROPERTY_MESSAGES.addressNamesMissing }),
    ]);
    expect(PropertyUpdatePayload.safeParse(oneName).success).toBe(true);
  });

  it('fills the house part with the form defaults', () => {
    const house = PropertyCreatePayload.parse({ ...valid, propertyType: 'House', house: { landArea: 500 } });
    expect(house.house).toEqual({
      landArea: 500,
      hasGarden: false,
      hasGarage: false,
      parkingSpots: 0,
      numberOfFloors: 1,
    });
    expect(house.apartment).toBeNull();
  });
});

describe('photoListProblem (SPEC.md section 5, photos in the form)', () => {
  it.each([
    [[], 'photosRequired'],
    [['ok', 'error'], 'photosFailed'],
    [['ok', 'uploading'], 'photosUploading'],
    [['ok', 'ok'], null],
  ] as const)('%o → %s', (states, problem) => {
    expect(photoListProblem(states)).toBe(problem);
  });

  it('refuses more than 30 photos', () => {
    expect(photoListProblem(Array.from({ length: 31 }, () => 'ok' as const))).toBe('photosTooMany');
  });
});
