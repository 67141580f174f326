import type { Currency, Language } from '../enums';

/** The number locale of each interface language. */
export const NUMBER_LOCALES: Record<Language, string> = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' };
/** SPEC.md section 9: USD is shown as $ and GEL as ₾ in every language (Intl alone prints other signs). */
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', GEL: '₾' };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

/** A whole number with the language's grouping: 1,234 (en), 1 234 (ka, ru). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/**
 * A price with its symbol where the language puts it: $125,000 (en), 125 000 $ (ka, ru). The web's cards
 * and the e-mails the server writes (the inquiry) print prices the same way.
 */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? CURRENCY_SYMBOLS[currency] : part.value)).join('');
}
