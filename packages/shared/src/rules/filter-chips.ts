import type { Currency } from '../enums';
import type { Filter, FilterKey } from '../schemas/filter';
import { FILTER_FIELD_KEYS } from './filter-fields';

/** Fields that only describe another field's chip: the price currency and the district's name. */
const COMPANION_KEYS = ['currency', 'districtName'] as const satisfies readonly FilterKey[];
export type ChipKey = Exclude<FilterKey, (typeof COMPANION_KEYS)[number]>;

export interface FilterChip {
  key: ChipKey;
  /** A district of several (`districtIds`): its id, one chip each. */
  value: NonNullable<Filter[Exclude<ChipKey, 'districtIds'>]>;
  /** Price chips: the currency the bound is in (USD when the filter names none). */
  currency?: Currency;
  /** District chip: the name saved with the id, if any. */
  districtName?: string;
  /** The fields to set to null when the chip is deleted. */
  clears: FilterKey[];
}

const isChipKey = (key: FilterKey): key is ChipKey => !(COMPANION_KEYS as readonly FilterKey[]).includes(key);

/** The fields that deleting `key`'s chip must clear: itself plus the companions nothing else needs. */
export function keysClearedByChip(filter: Filter, key: ChipKey): FilterKey[] {
  if (key === 'districtId') return ['districtId', 'districtName'];
  if (key === 'minPrice' || key === 'maxPrice') {
    const otherBound = key === 'minPrice' ? filter.maxPrice : filter.minPrice;
    return otherBound === null ? [key, 'currency'] : [key];
  }
  return [key];
}

/** One chip per applied field, in the filter's field order (so their number is the applied-filter count). */
export function filterChips(filter: Filter): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_FIELD_KEYS) {
    const value = filter[key];
    if (!isChipKey(key) || value === null) continue;
    if (Array.isArray(value)) {
      // Several districts: one chip each, removed one by one (filterWithoutChip).
      for (const id of value) chips.push({ key, value: id, clears: [] });
      continue;
    }
    const chip: FilterChip = { key, value, clears: keysClearedByChip(filter, key) };
    if (key === 'minPrice' || key === 'maxPrice') chip.currency = filter.currency ?? 'USD';
    if (key === 'districtId' && filter.districtName) chip.districtName = filter.districtName;
    chips.push(chip);
  }
  return chips;
}

/** The filter after deleting a chip (a district of several: that one only). */
export function filterWithoutChip(filter: Filter, key: ChipKey, value?: FilterChip['value']): Filter {
  if (key === 'districtIds') {
    const rest = (filter.districtIds ?? []).filter((id) => value !== undefined && id !== value);
    return { ...filter, districtIds: rest.length > 0 ? rest : null };
  }
  const next = { ...filter };
  for (const cleared of keysClearedByChip(filter, key)) (next as Record<FilterKey, unknown>)[cleared] = null;
  return next;
}

/** Whether any field of the filter is set (companions alone do not count). */
export function hasAppliedFilters(filter: Filter): boolean {
  return filterChips(filter).length > 0;
}
