import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import { Select } from '@/components/ui/form-controls';
import { GlobeIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';

/** Each language by its own name, the same whatever the interface language. */
const NATIVE_NAMES: Record<Language, string> = { ka: 'ქართული', en: 'English', ru: 'Русский' };

/** Switches the interface language (kept as `selectedLanguage`); a `lang` in the address no longer applies. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('layout');
  const language = useLanguage();
  const [, setParams] = useSearchParams();
  const choose = (next: Language) => {
    void i18n.changeLanguage(next);
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('lang');
        params.delete('lng');
        return params;
      },
      { replace: true },
    );
  };
  return (
    <div className="relative">
      <Select
        look="ghost"
        icon={<GlobeIcon className="size-4" />}
        aria-label={t('language.title')}
        value={language}
        onChange={(event) => choose(event.target.value as Language)}
        // Phones show the language code over the select; the options keep their full names.
        className="max-sm:[&_select]:w-[5.5rem] max-sm:[&_select]:text-transparent"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {NATIVE_NAMES[option]}
          </option>
        ))}
      </Select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-9 -translate-y-1/2 text-sm font-medium text-slate-800 uppercase sm:hidden"
      >
        {language}
      </span>
    </div>
  );
}
