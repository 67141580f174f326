import type { Language } from '@sakhli/shared/enums';
import { NUMBER_LOCALES } from '@sakhli/shared/rules/price-format';

// One implementation for the web and the server's e-mails.
export { formatNumber, formatPrice } from '@sakhli/shared/rules/price-format';

/** CLDR's abbreviated Georgian month names, as `Intl` writes them in a medium date ("5 ნოე. 2026"). */
const GEORGIAN_MONTHS = ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'];

/** A medium Georgian date written out, exactly as a browser with Georgian locale data writes it. */
export function georgianMediumDate(date: Date): string {
  return `${date.getDate()} ${GEORGIAN_MONTHS[date.getMonth()]}. ${date.getFullYear()}`;
}

/**
 * Browsers may ship ICU data for some languages only: Debian's Chromium has no Georgian, and there `Intl` writes a
 * ka date in English ("Nov 5, 2026"). Such browsers get the written-out form.
 */
const hasGeorgianDates = Intl.DateTimeFormat.supportedLocalesOf(NUMBER_LOCALES.ka).length > 0;

export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (language === 'ka' && !hasGeorgianDates) return georgianMediumDate(date);
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { dateStyle: 'medium' }).format(date);
}
