import { useTranslation } from 'react-i18next';
import { filterChips, type ChipKey } from '@sakhli/shared/rules/filter-chips';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@sakhli/shared/schemas/saved-search';
import { useDistricts } from '@/lib/districts';
import { useChipLabel } from '@/lib/use-chip-label';
import type { SearchDescription } from '../search-description';

export interface SearchSummary {
  /** 'Apartments for sale in Tbilisi'. */
  title: string;
  /** One text per applied filter, as the search page's chips read. */
  chips: { key: ChipKey; label: string }[];
}

/** A search in words: its scope and its filters' chips, in the interface language. */
export function useSearchSummary(search: SearchDescription): SearchSummary {
  const { t } = useTranslation(['search', 'common']);
  // Only a district chip needs the district names.
  const districts = useDistricts(
    search.city,
    search.filter.districtId !== null || search.filter.districtIds !== null,
  );
  const chipLabel = useChipLabel(districts.data);
  const scope = t(`common:scopes.${search.listingType}.${search.propertyType}`, {
    defaultValue: `${t(`common:propertyTypes.${search.propertyType}`)} · ${t(`common:listingTypes.${search.listingType}`)}`,
  });
  return {
    title: t('search:results.heading', { scope, place: t(`common:citiesIn.${search.city}`) }),
    chips: filterChips(search.filter).map((chip) => ({ key: chip.key, label: chipLabel(chip) })),
  };
}

/** How many chips a suggested name takes after the scope: enough to tell searches apart, short enough to read. */
const CHIPS_IN_NAME = 3;

/** The name a new search is offered: the scope and its first filters, within the name's length limit. */
export function suggestedName({ title, chips }: SearchSummary): string {
  const name = [title, ...chips.slice(0, CHIPS_IN_NAME).map((chip) => chip.label)].join(' · ');
  return name.length <= SAVED_SEARCH_NAME_MAX_LENGTH
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}
