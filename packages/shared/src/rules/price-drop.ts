import { PRICE_DROP_BADGE_DAYS } from '../constants';
import type { Currency, Language } from '../enums';
import { formatNumber } from './price-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A listing's price in its own currency (decision 035: a drop is measured in the currency it was set in). */
export interface OwnPrice {
  currency: Currency;
  price: number;
}

/** The drop from `previous` to `current` in whole per cent (5 for 100 → 95); 0 when the price did not fall. */
export function priceDropPercent(previous: number, current: number): number {
  if (!(previous > 0) || !(current < previous)) return 0;
  return Math.round(((previous - current) / previous) * 100);
}

/** "Falls" (CONTRACT.md section 7): lower than before in its own currency; a change of currency is no drop. */
export function isPriceDrop(before: OwnPrice, after: OwnPrice): boolean {
  return before.currency === after.currency && after.price < before.price;
}

/**
 * The "−5 %" a card shows: the drop from the price before the latest change while that change lowered the
 * price, for PRICE_DROP_BADGE_DAYS after it, and only when it rounds to at least 1 %. Null otherwise.
 */
export function recentPriceDrop(
  drop: { from: number | null; at: string | Date | null; current: number },
  now: Date,
): number | null {
  if (drop.from === null || drop.at === null) return null;
  if (now.getTime() - new Date(drop.at).getTime() > PRICE_DROP_BADGE_DAYS * DAY_MS) return null;
  const percent = priceDropPercent(drop.from, drop.current);
  return percent >= 1 ? percent : null;
}

/** "−5%" (en, ka) or "−5 %" (ru, a no-break space), as CLDR writes a percentage in each language. */
export function formatPriceDrop(percent: number, language: Language): string {
  const number = formatNumber(percent, language, percent < 1 ? 1 : 0);
  return language === 'ru' ? `\u2212${number}\u00a0%` : `\u2212${number}%`;
}
