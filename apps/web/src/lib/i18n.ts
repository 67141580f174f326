import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import { DEFAULT_LANGUAGE } from '@sakhli/shared/constants';
import { languageDetector } from './language-detector';

/** Locale files are `locales/<language>/<namespace>.json`; each language loads only its own chunk. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
/** What the frame (top bar) needs on every page; each route loads its own namespaces with its code. */
const FRAME_NAMESPACES = ['common', 'layout'];
const NO_FALLBACK = Object.fromEntries(LANGUAGES.map((language) => [language, []]));

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const ACCEPT_LANGUAGE: Record<Language, string> = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' };

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

let initialized: Promise<unknown> | null = null;

/**
 * Starts i18next once (later calls return the same promise). The language is detected and the frame's
 * namespaces start loading synchronously, so routes can ask for their namespaces straight away.
 */
export function initI18n(): Promise<unknown> {
  if (initialized) return initialized;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  initialized = i18n
    .use(backend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      // Every language has every key (`npm run check:locales`): only an unsupported language falls back.
      fallbackLng: { ...NO_FALLBACK, default: [DEFAULT_LANGUAGE] },
      load: 'languageOnly',
      ns: FRAME_NAMESPACES,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return initialized;
}

/** Loads namespaces of the current language (and, from then on, of every language switched to). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  void initI18n();
  return i18n.loadNamespaces([...namespaces]);
}

export { i18n };
