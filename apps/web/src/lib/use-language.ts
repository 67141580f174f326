import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@sakhli/shared/constants';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';

/** The active interface language; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}
