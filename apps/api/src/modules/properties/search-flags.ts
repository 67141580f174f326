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
 * The test a filter puts on `search_flags`: `(search_flags & mask) = value`, or nothing when the filter asks
 * for none of these (a search without them is the same SQL as before).
 */
export function searchFlagsTest(filter: Filter): { mask: number; value: number } | undefined {
  let mask = 0;
  let value = 0;
  if (filter.sellerType) {
    mask |= SELLER_MASK;
    value |= sellerBits(filter.sellerType);
  }
  if (filter.heating) {
    mask |= HEATING_MASK;
    value |= heatingBits(filter.heating);
  }
  for (const [index, key] of AMENITY_FLAGS.entries()) {
    if (filter[key] !== true) continue;
    mask |= 1 << (FLAGS_SHIFT + index);
    value |= 1 << (FLAGS_SHIFT + index);
  }
  return mask === 0 ? undefined : { mask, value };
}
