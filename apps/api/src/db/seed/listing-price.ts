import type { Currency, RenovationStatus } from '@sakhli/shared/enums';
import { pricePerSqmUsd, pricesIn } from '@sakhli/shared/rules/money';
import type { DistrictMarket } from './data/market';
import type { ListingShape } from './listing-shape';
import type { Random } from './random';

const RENOVATION_FACTOR: Record<RenovationStatus, number> = {
  NewRenovated: 1,
  OldRenovated: 0.86,
  WhiteFrame: 0.8,
  GreenFrame: 0.84,
  BlackFrame: 0.72,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** What a renovated m² of this listing would sell for, in USD, before rounding. */
function marketPerSqm(random: Random, market: DistrictMarket, shape: ListingShape): number {
  const [low, high] = market.salePerSqm;
  let perSqm = low + (high - low) * random.next() ** 1.2;
  perSqm *= RENOVATION_FACTOR[shape.renovationStatus];
  if (shape.buildingStatus === 'Ongoing') perSqm *= 0.85;
  if (shape.buildingStatus === 'Old' && market.stock !== 'historic') perSqm *= 0.88;
  if (shape.floor === 1 && (shape.totalFloorsBuilding ?? 0) > 3) perSqm *= 0.93;
  return perSqm;
}

/** The asking price in USD: per m² for sales, per month for Rent, per night for DailyRent. */
export function askingPriceUsd(random: Random, market: DistrictMarket, shape: ListingShape): number {
  const perSqm = marketPerSqm(random, market, shape);
  const isHouse = shape.propertyType === 'House';
  switch (shape.listingType) {
    case 'Rent': {
      const monthly = 150 + perSqm * shape.size * 0.0055 * (shape.isFurnished ? 1.08 : 1);
      if (shape.propertyType === 'CommercialSpace') return clamp(perSqm * shape.size * 0.008, 400, 12_000);
      return isHouse ? clamp(monthly * 1.15, 900, 6000) : clamp(monthly, 400, 2500);
    }
    case 'DailyRent': {
      const nightly = 20 + perSqm * 0.018 + shape.size * 0.35;
      return isHouse ? clamp(nightly * 1.6, 80, 450) : clamp(nightly, 30, 200);
    }
    default:
      if (shape.propertyType === 'Land') return (shape.landArea ?? shape.size) * clamp(perSqm * 0.1, 40, 300);
      if (isHouse) return perSqm * 0.85 * shape.size + (shape.landArea ?? 0) * perSqm * 0.12;
      if (shape.propertyType === 'CommercialSpace') return perSqm * 1.1 * shape.size;
      return perSqm * shape.size;
  }
}

export function pickCurrency(random: Random, shape: ListingShape): Currency {
  const gelShare = shape.listingType === 'Sale' ? 0.12 : shape.listingType === 'Rent' ? 0.3 : 0.45;
  return random.chance(gelShare) ? 'GEL' : 'USD';
}

/** Owners type round figures in the currency they chose. */
function roundAsOwner(amount: number, shape: ListingShape, currency: Currency): number {
  if (shape.listingType === 'DailyRent') return roundTo(amount, 5);
  if (shape.listingType === 'Rent') return roundTo(amount, amount >= 1000 ? 50 : 10);
  if (currency === 'GEL') return roundTo(amount, amount >= 300_000 ? 5000 : 1000);
  return roundTo(amount, amount >= 100_000 ? 1000 : 500);
}

/** Stored prices: the owner's figure in their currency, the other converted with the stored rate. */
export function listingPrices(random: Random, market: DistrictMarket, shape: ListingShape, rate: number) {
  const currency = pickCurrency(random, shape);
  const usd = askingPriceUsd(random, market, shape);
  const entered = roundAsOwner(currency === 'USD' ? usd : usd * rate, shape, currency);
  const { priceUsd, priceGel } = pricesIn(entered, currency, rate);
  return { currency, priceUsd, priceGel, pricePerSqmUsd: pricePerSqmUsd(priceUsd, shape.size) };
}
