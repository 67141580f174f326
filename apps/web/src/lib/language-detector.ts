import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import { STORAGE_KEYS } from './storage-keys';

/** A stored or sent code as one of ours: `en`, `en-GB` and `EN` all mean English. */
function supported(code: string | null | undefined): Language | undefined {
  const language = code?.split(/[-_]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : undefined;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage disabled
  }
}

/**
 * SPEC.md: the query string (`lang`, `lng`), a cookie, local storage (`selectedLanguage`), session storage,
 * the browser's languages, the html lang tag; the first supported answer wins and later sources are not read
 * (each read of a cookie or storage is a round trip to the browser). Unsupported everywhere: i18next falls
 * back to Georgian. The choice is kept under `selectedLanguage`.
 */
const SOURCES: readonly (() => readonly (string | null | undefined)[])[] = [
  () => {
    const params = new URLSearchParams(window.location.search);
    return [params.get('lang'), params.get('lng')];
  },
  () => [/(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1]],
  () => [readStorage(() => window.localStorage, STORAGE_KEYS.selectedLanguage)],
  () => [readStorage(() => window.sessionStorage, 'i18nextLng')],
  () => navigator.languages ?? [navigator.language],
  () => [document.documentElement.lang],
];

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    for (const source of SOURCES) {
      const language = source().map(supported).find(Boolean);
      if (language) return language;
    }
    return undefined;
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, language);
    } catch {
      // storage disabled: the language lasts for this page
    }
  },
};
