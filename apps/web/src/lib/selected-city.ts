import { useSyncExternalStore } from 'react';
import { DEFAULT_CITY } from '@sakhli/shared/constants';
import { ENABLED_CITIES, type City } from '@sakhli/shared/enums';
import { STORAGE_KEYS } from './storage-keys';

const CITY_CHANGED = 'sakhli:selected-city';

/** The stored city (SPEC.md: `selectedCity`); anything not enabled falls back to the default. */
export function readSelectedCity(): City {
  const stored = localStorage.getItem(STORAGE_KEYS.selectedCity);
  const city = ENABLED_CITIES.find((enabled) => enabled.toLowerCase() === stored?.toLowerCase());
  return city ?? DEFAULT_CITY;
}

export function selectCity(city: City) {
  if (!ENABLED_CITIES.includes(city)) return;
  localStorage.setItem(STORAGE_KEYS.selectedCity, city);
  window.dispatchEvent(new Event(CITY_CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CITY_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CITY_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSelectedCity(): City {
  return useSyncExternalStore(subscribe, readSelectedCity);
}
