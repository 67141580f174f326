import type { Currency, Language } from '../enums';

/** The locale of each interface language, for what Intl still formats (dates). */
export const NUMBER_LOCALES: Record<Language, string> = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' };
/** SPEC.md section 9: USD is shown as $ and GEL as ₾ in every language (Intl alone prints other signs). */
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', GEL: '₾' };

/**
 * How each language writes numbers and prices, as CLDR says and Intl prints them: the decimal mark, the group
 * separator (a no-break space in ka and ru), the fewest integer digits that are grouped (Georgian writes 1234
 * but 12 345) and where the currency sign goes. Written out rather than asked of Intl.NumberFormat: the first
 * number format of a page loads the browser's locale data, 20 to 40 ms of the first render on this machine
 * (docs/PERFORMANCE.md "Web"). The unit test holds these rules to Intl.
 */
const NUMBER_STYLES: Record<
  Language,
  { decimal: string; group: string; groupFrom: number; symbolFirst: boolean }
> = {
  en: { decimal: '.', group: ',', groupFrom: 4, symbolFirst: true },
  ka: { decimal: ',', group: '\u00a0', groupFrom: 5, symbolFirst: false },
  ru: { decimal: ',', group: '\u00a0', groupFrom: 4, symbolFirst: false },
};

/**
 * The digits of |value| rounded half away from zero to `fractionDigits` decimals, as Intl rounds: from the
 * shortest decimal that reads back as the same number (so 1.005 is 1.01), trailing fraction zeros dropped.
 */
function roundedDigits(value: number, fractionDigits: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '').split('').map(Number);
  let integerLength = Number(exponent) + 1;
  if (integerLength < 1) {
    digits.unshift(...new Array<number>(1 - integerLength).fill(0));
    integerLength = 1;
  }
  const kept = integerLength + fractionDigits;
  while (digits.length <= kept) digits.push(0);
  const rounded = digits.slice(0, kept);
  if (digits[kept]! >= 5) {
    let position = kept - 1;
    while (position >= 0 && rounded[position] === 9) {
      rounded[position] = 0;
      position -= 1;
    }
    if (position < 0) {
      rounded.unshift(1);
      integerLength += 1;
    } else rounded[position]! += 1;
  }
  return {
    integer: rounded.slice(0, integerLength).join(''),
    fraction: rounded.slice(integerLength).join('').replace(/0+$/, ''),
  };
}

/** `value` in the language's digits: sign, grouped integer part, decimal mark and fraction. */
function formatDigits(value: number, language: Language, maximumFractionDigits: number) {
  const style = NUMBER_STYLES[language];
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return { sign, number: Number.isNaN(value) ? 'NaN' : '∞' };
  const { integer, fraction } = roundedDigits(value, maximumFractionDigits);
  const grouped =
    integer.length < style.groupFrom ? integer : integer.replace(/\B(?=(\d{3})+$)/g, style.group);
  return { sign, number: fraction ? `${grouped}${style.decimal}${fraction}` : grouped };
}

/** A number with the language's grouping and decimal mark: 12,345.5 (en), 12 345,5 (ka, ru). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  const { sign, number } = formatDigits(value, language, maximumFractionDigits);
  return `${sign}${number}`;
}

/**
 * A whole price with its symbol where the language puts it: $125,000 (en), 125 000 $ (ka, ru). The web's
 * cards and the e-mails the server writes (the inquiry) print prices the same way.
 */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  const { sign, number } = formatDigits(amount, language, 0);
  const symbol = CURRENCY_SYMBOLS[currency];
  return NUMBER_STYLES[language].symbolFirst
    ? `${sign}${symbol}${number}`
    : `${sign}${number}\u00a0${symbol}`;
}
