import { emptyFilter } from '@sakhli/shared/rules/filter-fields';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';

/** A saved search as GET /api/SavedSearch answers it (tests). */
export function testSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Vake flats',
    city: 'Tbilisi',
    listingType: 'Sale',
    propertyType: 'Apartment',
    filter: { ...emptyFilter(), maxPrice: 150_000, currency: 'USD', minRooms: 2 },
    frequency: 'instant',
    createdAt: '2026-03-02T10:00:00.000Z',
    newCount: 0,
    lastOpenedAt: null,
    ...overrides,
  };
}
