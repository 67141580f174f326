import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import type { AlertFrequency, SavedSearchPayload } from '@sakhli/shared/schemas/saved-search';
import type { Random } from '../../../db/seed/random';
import type { ListingForMatching } from '../matching.repository';

/** What a generated search is built around: a listing someone would want (its scope, place and size). */
export type SearchSeed = ListingForMatching & { districtNames: string[] };

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/**
 * A saved search as people make them, around a listing they would want: its scope, often its district,
 * usually a price bound (in USD or GEL) and rooms, sometimes size and rarer fields. About half of them
 * match the listing itself; the others are a little off (a bound just missed), as with real searches.
 */
export function generateSearch(random: Random, seed: SearchSeed): SavedSearchPayload {
  const filter: Filter = { ...EMPTY_FILTER };
  const slack = () => random.between(0.8, 1.3);
  if (random.chance(0.6)) filter.districtId = seed.districtId;
  else if (random.chance(0.05) && seed.districtNames.length > 0)
    filter.districtName = random.pick(seed.districtNames);
  if (random.chance(0.8)) {
    filter.currency = random.chance(0.7) ? 'USD' : 'GEL';
    const price = filter.currency === 'USD' ? seed.priceUsd : seed.priceGel;
    filter.maxPrice = round(price * slack(), 100);
    if (random.chance(0.4)) filter.minPrice = round(filter.maxPrice * random.between(0.4, 0.8), 100);
  }
  if (random.chance(0.6)) filter.minRooms = Math.max(1, seed.rooms - random.int(0, 1));
  if (random.chance(0.2)) filter.maxRooms = Math.max(filter.minRooms ?? 0, seed.rooms) + random.int(0, 2);
  if (random.chance(0.35)) filter.minSize = round(seed.size / slack(), 5);
  if (random.chance(0.1)) filter.maxSize = round(seed.size * 1.5, 5);
  if (random.chance(0.1)) filter.isFurnished = true;
  if (random.chance(0.1)) filter.buildingStatus = random.pick(['New', 'Old', 'Ongoing'] as const);
  if (random.chance(0.05))
    filter.renovationStatus = random.pick(['NewRenovated', 'OldRenovated', 'WhiteFrame'] as const);
  if (random.chance(0.05)) filter.minFloor = random.int(1, 4);
  if (random.chance(0.03)) filter.buildingYear = random.int(1990, 2020);
  const frequency: AlertFrequency = random.weighted([
    ['instant', 50],
    ['daily', 35],
    ['off', 15],
  ]);
  const { city, listingType, propertyType } = seed;
  return { name: `Search ${random.int(1, 1_000_000)}`, city, listingType, propertyType, filter, frequency };
}
