import { z } from 'zod';
import { HEATING_TYPES } from '../enums';
import { PROPERTY_MESSAGES as M } from './property-messages';

/**
 * The amenities of a listing (decision 040): each one is three-valued, because most owners never say.
 * null = not said, true/false = the owner said. A form's empty choice ('') is "not said" too.
 */
const notSaid = (value: unknown) => (value === undefined || value === '' ? null : value);
// `.default(null)`: a client that does not know the field may leave it out.
const yesNo = z
  .preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : notSaid(value)),
    z.boolean({ error: M.optionRequired }).nullable(),
  )
  .default(null);

export const AMENITY_FLAGS = [
  'hasAirConditioning',
  'hasBalcony',
  'hasLift',
  'hasParking',
  'petsAllowed',
] as const;
export type AmenityFlag = (typeof AMENITY_FLAGS)[number];
export const AMENITY_KEYS = ['heating', ...AMENITY_FLAGS] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

export const AmenityFields = {
  heating: z.preprocess(notSaid, z.enum(HEATING_TYPES, { error: M.optionRequired }).nullable()).default(null),
  hasAirConditioning: yesNo,
  hasBalcony: yesNo,
  hasLift: yesNo,
  hasParking: yesNo,
  petsAllowed: yesNo,
};

/**
 * A house's garage or parking spots are parking: its hasParking says so whatever the general answer
 * was, so the one `hasParking` filter finds flats with parking and houses with a garage alike.
 */
export function parkingOf(
  hasParking: boolean | null,
  house: { hasGarage: boolean; parkingSpots: number } | null,
): boolean | null {
  if (house && (house.hasGarage || house.parkingSpots > 0)) return true;
  return hasParking;
}
