import type { Language } from '@sakhli/shared/enums';
import { NUMBER_LOCALES } from '@sakhli/shared/rules/price-format';

// One implementation for the web and the server's e-mails.
export { formatNumber, formatPrice } from '@sakhli/shared/rules/price-format';

export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { dateStyle: 'medium' }).format(date);
}
