import type { Favorite } from '@sakhli/shared/schemas/favorite';
import type { Property } from '@sakhli/shared/schemas/property';

/** A listing's read model as the API answers it (component tests). */
export function testListing(overrides: Partial<Property> = {}): Property {
  return {
    id: 42,
    code: 100042,
    userId: 'owner-1',
    userDisplayName: 'Nino',
    phoneNumber: '+995555123456',
    priceUsd: 100_000,
    priceGel: 270_000,
    pricePerSqmUsd: 1_250,
    currency: 'USD',
    listingType: 'Sale',
    propertyType: 'Apartment',
    size: 80,
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    floor: 4,
    totalFloorsBuilding: 9,
    buildingStatus: 'New',
    renovationStatus: 'NewRenovated',
    buildingYear: 2021,
    cadastralCode: null,
    isFurnished: false,
    rentDuration: null,
    description: 'Sunny flat.',
    latitude: 41.7,
    longitude: 44.8,
    streetNameGeo: 'ვაჟა-ფშაველას გამზირი',
    streetNameEng: 'Vazha-Pshavela Avenue',
    city: 'Tbilisi',
    cityName: 'Tbilisi',
    districtId: 1,
    districtName: 'Vake',
    publishStatus: 'Active',
    isFavorite: false,
    viewCount: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiryDate: null,
    semanticScore: null,
    buildingStatusText: 'New building',
    renovationStatusText: 'Newly renovated',
    propertyPhotos: [{ id: 1, thumbnailUrl: '/media/t1.webp', originalUrl: '/media/o1.jpg', sortOrder: 0 }],
    landArea: null,
    numberOfFloors: null,
    parkingSpots: null,
    hasGarden: null,
    hasGarage: null,
    priceDropPercent: null,
    ...overrides,
  };
}

export function testFavorite(property: Partial<Property> = {}, id = property.id ?? 42): Favorite {
  return {
    id: id + 1000,
    addedAt: '2026-04-02T09:00:00.000Z',
    note: null,
    property: testListing({ isFavorite: true, ...property }),
  };
}
