import type { ListingType, PropertyType } from '../enums';
import type { Filter, FilterKey } from '../schemas/filter';

export interface FilterScope {
  listingType: ListingType;
  propertyType: PropertyType;
}

const APARTMENT_ONLY: readonly FilterKey[] = ['minFloor', 'maxFloor'];
const HOUSE_ONLY: readonly FilterKey[] = ['minNumberOfFloors', 'maxNumberOfFloors'];
const RENTAL_ONLY: readonly FilterKey[] = ['minRentDuration', 'maxRentDuration'];

/**
 * SPEC.md hard filters: floor bounds only for apartments, number of floors only for houses, rent duration
 * only for Rent and DailyRent; every other field applies everywhere.
 */
export function isFilterKeyApplicable(key: FilterKey, scope: FilterScope): boolean {
  if (APARTMENT_ONLY.includes(key)) return scope.propertyType === 'Apartment';
  if (HOUSE_ONLY.includes(key)) return scope.propertyType === 'House';
  if (RENTAL_ONLY.includes(key)) return scope.listingType !== 'Sale';
  return true;
}

/** The filter with the fields that do not apply to the scope set to null. */
export function restrictFilterToScope(filter: Filter, scope: FilterScope): Filter {
  const next = { ...filter };
  for (const key of Object.keys(next) as FilterKey[]) {
    if (!isFilterKeyApplicable(key, scope)) (next as Record<FilterKey, unknown>)[key] = null;
  }
  return next;
}
