import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from '@sakhli/shared/rules/filter-chips';
import type { District } from '@sakhli/shared/schemas/district';
import { districtName } from './districts';
import { formatNumber, formatPrice } from './format';
import { useLanguage } from './use-language';

/**
 * The translated text of a filter chip, e.g. 'Price from $100,000' or 'Furnished' (the search page's chips and the
 * saved searches' summaries; the texts are in the `search` namespace).
 */
export function useChipLabel(districts: District[] | undefined) {
  const { t } = useTranslation(['search', 'common']);
  const language = useLanguage();
  return useCallback(
    (chip: FilterChip): string => {
      const { key, value } = chip;
      if (key === 'isFurnished') return t(value ? 'search:chips.furnished' : 'search:chips.unfurnished');
      if (key === 'buildingStatus') return t(`common:buildingStatus.${String(value)}`);
      if (key === 'renovationStatus') return t(`common:renovationStatus.${String(value)}`);
      if (key === 'sellerType') return t(`search:chips.sellerType${String(value)}`);
      if (key === 'heating') return t(`common:heating.${String(value)}`);
      if (key === 'districtIds') {
        const district = districts?.find((candidate) => candidate.id === value);
        return district ? districtName(district, language) : t('search:chips.districtId', { value });
      }
      if (key === 'districtId') {
        const district = districts?.find((candidate) => candidate.id === value);
        const name = district ? districtName(district, language) : chip.districtName;
        return name ?? t('search:chips.districtId', { value });
      }
      // An amenity chip (decision 040) is only ever "must have": its name says it.
      if (value === true) return t(`search:chips.${key}`);
      const shown =
        typeof value !== 'number'
          ? String(value)
          : chip.currency
            ? formatPrice(value, chip.currency, language)
            : key === 'buildingYear'
              ? String(value)
              : formatNumber(value, language, 1);
      return t(`search:chips.${key}`, { value: shown });
    },
    [t, language, districts],
  );
}
