import type { Filter } from '@sakhli/shared/schemas/filter';
import type { Findings } from './extract/findings';

/** "Cheaper" and "more expensive" move the price range by about 15 %. */
const PRICE_STEP = 0.15;
/** "Bigger" and "smaller" move the size range by 20 %. */
const SIZE_STEP = 0.2;

const scaled = (value: number | null, factor: number) => (value === null ? null : Math.round(value * factor));

/** Rooms when the conversation has them, otherwise bedrooms. */
const roomKeys = (filter: Filter) =>
  filter.minRooms !== null || filter.maxRooms !== null
    ? (['minRooms', 'maxRooms'] as const)
    : (['minBedrooms', 'maxBedrooms'] as const);

/** One room more than the most asked so far, and no upper bound. */
function moreRooms(filter: Filter): void {
  const [minKey, maxKey] = roomKeys(filter);
  const current = filter[maxKey] ?? filter[minKey];
  if (current === null) return;
  filter[minKey] = current + 1;
  filter[maxKey] = null;
}

/** One room fewer than the fewest asked so far, and no lower bound. */
function fewerRooms(filter: Filter): void {
  const [minKey, maxKey] = roomKeys(filter);
  const current = filter[minKey] ?? filter[maxKey];
  if (current === null) return;
  filter[maxKey] = Math.max(current - 1, 1);
  filter[minKey] = null;
}

const COUNT_KEYS = {
  rooms: ['minRooms', 'maxRooms'],
  bedrooms: ['minBedrooms', 'maxBedrooms'],
  bathrooms: ['minBathrooms', 'maxBathrooms'],
  rentDuration: ['minRentDuration', 'maxRentDuration'],
} as const;

/** The least share of a price an amount of money moves it by, a thousandth (below it, the amount was no money). */
const MIN_MONEY_SHIFT = 0.001;

/**
 * "ერთი ოთახით მეტი", "на одну комнату меньше", "two nights longer": both bounds the conversation has move by the
 * amount.
 */
function shiftCount(filter: Filter, field: keyof typeof COUNT_KEYS, amount: number): void {
  for (const key of COUNT_KEYS[field]) {
    const value = filter[key];
    if (value !== null) filter[key] = Math.max(value + amount, 1);
  }
}

/**
 * Relative follow-ups on what the conversation has. Each applies only when the same message did not
 * name the field itself ("cheaper, under 100k" means under 100k).
 */
export function applyAdjustments(filter: Filter, findings: Findings): void {
  const { adjustments, bounds } = findings;
  const hasPrice = filter.minPrice !== null || filter.maxPrice !== null;
  if (!bounds.price && hasPrice && findings.priceShift !== undefined) {
    const { amount, bound, isShare } = findings.priceShift;
    const by = (value: number) => (isShare ? Math.round((value * amount) / 100) : amount);
    // Money moves a price by a thousandth of it or more: a smaller amount is a count or a share said in words that was
    // taken for money ("add one more room" after 120k, "поднимем на четверть"), and moves nothing.
    const isMoney = (value: number) => isShare || Math.abs(amount) >= value * MIN_MONEY_SHIFT;
    const moved = (value: number | null) =>
      value === null || !isMoney(value) ? value : Math.max(value + by(value), 0);
    if (bound !== 'max') filter.minPrice = moved(filter.minPrice);
    if (bound !== 'min') filter.maxPrice = moved(filter.maxPrice);
  } else if (!bounds.price && hasPrice) {
    const factor = adjustments.has('cheaper')
      ? 1 - PRICE_STEP
      : adjustments.has('pricier')
        ? 1 + PRICE_STEP
        : 1;
    filter.minPrice = scaled(filter.minPrice, factor);
    filter.maxPrice = scaled(filter.maxPrice, factor);
  }
  const { countShift } = findings;
  if (countShift && !bounds[countShift.field]) shiftCount(filter, countShift.field, countShift.amount);
  else if (!bounds.rooms && !bounds.bedrooms) {
    if (adjustments.has('moreRooms')) moreRooms(filter);
    if (adjustments.has('fewerRooms')) fewerRooms(filter);
  }
  // "two rooms smaller": the comparative moved the count, not the size.
  if (bounds.size || countShift) return;
  const hasSize = filter.minSize !== null || filter.maxSize !== null;
  const sizeFactor = adjustments.has('bigger')
    ? 1 + SIZE_STEP
    : adjustments.has('smaller')
      ? 1 - SIZE_STEP
      : 1;
  if (sizeFactor === 1) return;
  if (hasSize) {
    filter.minSize = scaled(filter.minSize, sizeFactor);
    filter.maxSize = scaled(filter.maxSize, sizeFactor);
  } else if (!bounds.rooms && !bounds.bedrooms) {
    // Without a size, "bigger" asks for a room more.
    if (sizeFactor > 1) moreRooms(filter);
    else fewerRooms(filter);
  }
}
