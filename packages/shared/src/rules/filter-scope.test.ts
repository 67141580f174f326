import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../schemas/filter';
import { isFilterKeyApplicable, restrictFilterToScope } from './filter-scope';

describe('filter fields by scope', () => {
  it('offers floor bounds for apartments only and number of floors for houses only', () => {
    const apartment = { listingType: 'Sale', propertyType: 'Apartment' } as const;
    const house = { listingType: 'Sale', propertyType: 'House' } as const;
    expect(isFilterKeyApplicable('minFloor', apartment)).toBe(true);
    expect(isFilterKeyApplicable('minFloor', house)).toBe(false);
    expect(isFilterKeyApplicable('maxNumberOfFloors', house)).toBe(true);
    expect(isFilterKeyApplicable('maxNumberOfFloors', apartment)).toBe(false);
  });

  it('offers rent duration for Rent and DailyRent only', () => {
    expect(isFilterKeyApplicable('minRentDuration', { listingType: 'Sale', propertyType: 'House' })).toBe(
      false,
    );
    expect(isFilterKeyApplicable('minRentDuration', { listingType: 'Rent', propertyType: 'House' })).toBe(
      true,
    );
    expect(
      isFilterKeyApplicable('maxRentDuration', { listingType: 'DailyRent', propertyType: 'Apartment' }),
    ).toBe(true);
  });

  it('drops the fields that do not apply and keeps the rest', () => {
    const filter = { ...EMPTY_FILTER, minFloor: 2, minNumberOfFloors: 2, minRentDuration: 30, minRooms: 3 };
    expect(restrictFilterToScope(filter, { listingType: 'Sale', propertyType: 'House' })).toEqual({
      ...EMPTY_FILTER,
      minNumberOfFloors: 2,
      minRooms: 3,
    });
  });
});
