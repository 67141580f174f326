import type { Filter, FilterKey } from '@sakhli/shared/schemas/filter';
import type { RangeField } from './extract/findings';
import type { Bounds } from './quantity';

/** The range bounds (maxMetroWalkMinutes is one of a few choices, not a bound of a pair). */
export type NumericKey = Exclude<Extract<FilterKey, `min${string}` | `max${string}`>, 'maxMetroWalkMinutes'>;

/**
 * A minimum widened down to these is no bound: nothing is below zero, and "the ground floor is fine too" lets the
 * floor's minimum go (a floor relaxation clears the bound it contradicts). Any other field's minimum moves to the
 * value offered: "one storey works too" after two storeys is from 1 storey, as "3 bedrooms too" is up to 3.
 */
const LEAST: Partial<Record<RangeField, number>> = { price: 0, size: 0, bedrooms: 0, bathrooms: 0, floor: 1 };

/** A value the message offers as one more acceptable answer: an exact count or a range, not a bound. */
export const isOffered = (bounds: Bounds) => bounds.min !== undefined && bounds.max !== undefined;

/**
 * "3 bedrooms is fine as well" after 2, "можно и 4 комнаты", "ground floor is fine too": the range grows
 * to hold both what the conversation had and the value offered (an open side stays open); a bound offered beyond
 * one side opens it.
 * Returns false when the conversation had nothing to widen.
 */
export function widenBounds(
  filter: Filter,
  field: RangeField,
  [minKey, maxKey]: readonly [NumericKey, NumericKey],
  bounds: Bounds,
): boolean {
  const oldMin = filter[minKey];
  const oldMax = filter[maxKey];
  if (oldMin === null && oldMax === null) return false;
  // "cheaper than 60 too" after 60–70, "over 70k is fine as well": a bound pointing away from the range opens that side.
  if (bounds.min === undefined && bounds.max !== undefined && oldMin !== null && bounds.max <= oldMin) {
    filter[minKey] = null;
    return true;
  }
  if (bounds.max === undefined && bounds.min !== undefined && oldMax !== null && bounds.min >= oldMax) {
    filter[maxKey] = null;
    return true;
  }
  if (!isOffered(bounds)) return false;
  const min = oldMin === null ? null : Math.min(oldMin, bounds.min ?? oldMin);
  const least = LEAST[field];
  filter[minKey] = min !== null && least !== undefined && min <= least ? null : min;
  filter[maxKey] = oldMax === null ? null : Math.max(oldMax, bounds.max ?? oldMax);
  return true;
}

/**
 * A field that holds one value ("old buildings are ok too" after new ones, "an agency is fine too" after
 * owners only) cannot hold two: offering a second one lets the field go. Districts can hold several (merge.ts, decision 040).
 */
export function widenOne<K extends 'buildingStatus' | 'renovationStatus' | 'isFurnished' | 'sellerType'>(
  filter: Filter,
  key: K,
  value: Filter[K],
): boolean {
  if (filter[key] === null || filter[key] === value) return false;
  filter[key] = null;
  return true;
}
