import type { Currency } from '../enums';

/**
 * USD↔GEL conversion: the one place it happens. `rate` is the stored exchange rate, GEL per 1 USD.
 * Results are rounded to cents, so a converted price is exactly what the database column (numeric,
 * two decimals) holds.
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const absolute = Math.abs(amount);
  const text = String(absolute);
  // Shift the decimal point in the text rather than multiplying by 100, so 1.005 rounds to 1.01, not 1.
  const cents = text.includes('e') ? Math.round(absolute * 100) : Math.round(Number(`${text}e2`));
  return Math.sign(amount) * (cents / 100);
}

export function usdToGel(usd: number, rate: number): number {
  return roundToCents(usd * rate);
}

export function gelToUsd(gel: number, rate: number): number {
  if (!(rate > 0)) return 0;
  return roundToCents(gel / rate);
}

/** A price in the other currency too: the one the owner entered stays exact, the other is converted. */
export function pricesIn(
  amount: number,
  currency: Currency,
  rate: number,
): { priceUsd: number; priceGel: number } {
  const entered = roundToCents(amount);
  return currency === 'USD'
    ? { priceUsd: entered, priceGel: usdToGel(entered, rate) }
    : { priceUsd: gelToUsd(entered, rate), priceGel: entered };
}

/** An amount in `currency` expressed in USD (search bounds, sorting): GEL is converted, USD kept. */
export function toUsd(amount: number, currency: Currency, rate: number): number {
  return currency === 'USD' ? roundToCents(amount) : gelToUsd(amount, rate);
}

/** Price per square metre in USD (0 when the size is unknown). */
export function pricePerSqmUsd(priceUsd: number, size: number): number {
  return size > 0 ? roundToCents(priceUsd / size) : 0;
}
