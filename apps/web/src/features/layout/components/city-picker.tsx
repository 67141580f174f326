import { useTranslation } from 'react-i18next';
import { CITIES, ENABLED_CITIES, type City } from '@sakhli/shared/enums';
import { Select } from '@/components/ui/form-controls';
import { MapPinIcon } from '@/components/ui/icons';
import { selectCity, useSelectedCity } from '@/lib/selected-city';

/** Only enabled cities can be chosen; the others read 'Coming Soon'. The choice is kept as `selectedCity`. */
export function CityPicker({ look = 'ghost' }: { look?: 'ghost' | 'outline' }) {
  const { t } = useTranslation(['layout', 'common']);
  const city = useSelectedCity();
  return (
    <Select
      look={look}
      icon={<MapPinIcon className="size-4 text-brand-700" />}
      aria-label={t('layout:city.title')}
      value={city}
      onChange={(event) => selectCity(event.target.value as City)}
    >
      {CITIES.map((option) => {
        const isEnabled = ENABLED_CITIES.includes(option);
        const name = t(`common:cities.${option}`);
        return (
          <option key={option} value={option} disabled={!isEnabled}>
            {isEnabled ? name : t('layout:city.unavailable', { city: name })}
          </option>
        );
      })}
    </Select>
  );
}
