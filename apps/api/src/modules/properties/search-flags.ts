import type { AccountType, HeatingType } from '@sakhli/shared/enums';
import { ACCOUNT_TYPES, HEATING_TYPES } from '@sakhli/shared/enums';
import { AMENITY_FLAGS } from '@sakhli/shared/schemas/property-payload-amenities';
import type { Filter } from '@sakhli/shared/schemas/filter';

/**
 * The bits of a listing's `search_flags` (decision 048, migration 0028, whose SQL function writes them): the
 * seller type in bits 0-1 and the heating in bits 2-4 (each its place in its enum, plus one; 0 unknown), then
 * one bit per amenity flag that is true, in AMENITY_FLAGS order from bit 5. Every search index carries this one
 * column instead of seven.
 */
const SELLER_SHIFT = 0;
const HEATING_SHIFT = 2;
const FLAGS_SHIFT = 5;
const SELLER_MASK = 0b11 << SELLER_SHIFT;
const HEATING_MASK = 0b111 << HEATING_SHIFT;

const sellerBits = (type: AccountType) => (ACCOUNT_TYPES.indexOf(type) + 1) << SELLER_SHIFT;
const heatingBits = (type: HeatingType) => (HEATING_TYPES.indexOf(type) + 1) << HEATING_SHIFT;

/**
 * The tests a filter puts on `search_flags`, one per field asked for: `(search_flags & mask) = value`. Each mask
 * is one of the expressions migration 0028 keeps statistics on, so the planner knows how many listings have
 * parking or are sold by owners (one test of the combined bits would be a guess of 0.5 %, and a page newest first
 * would leave the sort index for a plan that reads every match). None when the filter asks for none of these.
 */
export function searchFlagsTests(filter: Filter): { mask: number; value: number }[] {
  const tests: { mask: number; value: number }[] = [];
  if (filter.sellerType) tests.push({ mask: SELLER_MASK, value: sellerBits(filter.sellerType) });
  if (filter.heating) tests.push({ mask: HEATING_MASK, value: heatingBits(filter.heating) });
  for (const [index, key] of AMENITY_FLAGS.entries()) {
    const bit = 1 << (FLAGS_SHIFT + index);
    if (filter[key] === true) tests.push({ mask: bit, value: bit });
  }
  return tests;
}
