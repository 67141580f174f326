const THOUSAND = 1_000;
const MILLION = 1_000_000;
const SIGNIFICANT_DIGITS = 3;

function roundToSignificant(value: number, digits: number): number {
  const step = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.round(value / step) * step;
}

/** Up to two decimals, without trailing zeros: 1.25, 1.3, 185. */
function trimmed(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * The short price of a map marker (SPEC.md section 9: K from 1,000, M from 1,000,000), rounded to three
 * significant digits so every label stays at most four characters wide before the unit:
 * 950 → "950", 1,250 → "1.25K", 185,000 → "185K", 999,600 → "1M", 1,250,000 → "1.25M".
 * The same in every language: the marker is read as a number, like a price tag.
 */
export function formatPriceLabel(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  if (amount < THOUSAND) {
    const whole = Math.round(amount);
    if (whole < THOUSAND) return String(whole);
  }
  const rounded = roundToSignificant(amount, SIGNIFICANT_DIGITS);
  if (rounded >= MILLION) return `${trimmed(rounded / MILLION)}M`;
  return `${trimmed(rounded / THOUSAND)}K`;
}
