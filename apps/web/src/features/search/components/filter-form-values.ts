import { restrictFilterToScope, type FilterScope } from '@sakhli/shared/rules/filter-scope';
import { emptyFilter, FILTER_FIELD_KEYS } from '@sakhli/shared/rules/filter-fields';
import type { Filter, FilterInput } from '@sakhli/shared/schemas/filter';
import type { District } from '@sakhli/shared/schemas/district';
import { AMENITY_FLAGS } from '@sakhli/shared/schemas/property-payload-amenities';
import { districtName } from '@/lib/districts';

/** Form inputs hold strings: an unset field is an empty input. */
export function toFormValues(filter: Filter): FilterInput {
  const values: Record<string, unknown> = {};
  for (const key of FILTER_FIELD_KEYS) values[key] = filter[key] ?? '';
  values.isFurnished = filter.isFurnished === true;
  for (const flag of AMENITY_FLAGS) values[flag] = filter[flag] === true;
  values.districtIds = (filter.districtIds ?? []).map(String);
  values.currency = filter.currency ?? 'USD';
  return values as FilterInput;
}

export const EMPTY_FORM_VALUES: FilterInput = toFormValues(emptyFilter());

/**
 * The filter to save: an unticked 'furnished' or amenity box means "any" (null), the currency only travels with a price, the
 * district keeps its name in the interface language, and fields the scope has no input for are dropped.
 */
export function filterToApply(
  filter: Filter,
  scope: FilterScope,
  districts: District[] | undefined,
  language: string,
): Filter {
  const hasPrice = filter.minPrice !== null || filter.maxPrice !== null;
  const district = districts?.find((candidate) => candidate.id === filter.districtId);
  // The dropdown's district is not repeated among the others (decision 040).
  const otherIds = (filter.districtIds ?? []).filter((id) => id !== filter.districtId);
  return restrictFilterToScope(
    {
      ...filter,
      isFurnished: filter.isFurnished === true ? true : null,
      ...Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, filter[flag] === true ? true : null])),
      currency: hasPrice ? (filter.currency ?? 'USD') : null,
      districtName: district ? districtName(district, language) : null,
      districtIds: otherIds.length > 0 ? otherIds : null,
    },
    scope,
  );
}

/** The shared schema's messages, mapped to translation keys of the `search` namespace. */
export function fieldErrorKey(message: string | undefined): string {
  if (!message) return 'filters.errors.invalid';
  if (message.includes('must not exceed')) return 'filters.errors.minExceedsMax';
  if (message.startsWith('Must be a year')) return 'filters.errors.year';
  if (message === 'Must be a whole number') return 'filters.errors.wholeNumber';
  if (message === 'Must be a number') return 'filters.errors.number';
  if (message === 'Must not be negative') return 'filters.errors.negative';
  if (message.startsWith('At most') || message === 'Too large') return 'filters.errors.tooLarge';
  return 'filters.errors.invalid';
}
