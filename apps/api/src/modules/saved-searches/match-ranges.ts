import { CITIES, LISTING_TYPES, PROPERTY_TYPES } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { SearchScope } from '../properties/search-conditions';

/**
 * What the matching index holds of a saved search (decision 033): for each indexed quantity, the range of
 * values the search accepts, as PostgreSQL range text ('[a,b]', '[a,)', '(,)'). A listing whose values all
 * lie in a search's ranges MAY match it; one outside any range cannot. Unset bounds are unbounded, so the
 * ranges never exclude a listing the search's own conditions (search-conditions.ts) would keep.
 */
export interface MatchRanges {
  matchScope: string;
  matchDistrict: string;
  matchPriceUsd: string;
  matchPriceGel: string;
  matchSize: string;
  matchRooms: string;
}

/** A listing's values, probed against the ranges. */
export interface MatchProbe {
  scopeKey: number;
  /** 0 for a listing without a district (no district id is 0): only searches without a district hold it. */
  districtKey: number;
  priceUsd: number;
  priceGel: number;
  size: number;
  rooms: number;
}

/** One integer per city, listing type and property type (their positions in the enumerations, which only grow). */
export function scopeKeyOf({ city, listingType, propertyType }: SearchScope): number {
  return (
    CITIES.indexOf(city) * 100 +
    LISTING_TYPES.indexOf(listingType) * 10 +
    PROPERTY_TYPES.indexOf(propertyType)
  );
}

const bound = (value: number | null) => (value === null ? '' : String(value));
const rangeOf = (min: number | null, max: number | null) =>
  `${min === null ? '(' : '['}${bound(min)},${bound(max)}${max === null ? ')' : ']'}`;
const UNBOUNDED = '(,)';

/**
 * The district ids a search accepts, as one range: exact for one district, from the lowest to the highest
 * for several (districtIds, decision 040: a superset, the search's own condition then decides).
 */
function districtRangeOf(filter: Filter): string {
  const ids = [...(filter.districtId === null ? [] : [filter.districtId]), ...(filter.districtIds ?? [])];
  return ids.length === 0 ? UNBOUNDED : rangeOf(Math.min(...ids), Math.max(...ids));
}

/**
 * The ranges of a search over `scope` with `filter` (restricted to the scope first, as the search does).
 * The price bounds are in the filter's currency, compared with the listing's price in that currency
 * (GEL with priceGel, otherwise priceUsd): the other currency's range stays unbounded. A district named
 * only by its name is not narrowed (the name is resolved when the listing is checked).
 */
export function matchRangesOf(scope: SearchScope, rawFilter: Filter): MatchRanges {
  const filter = restrictFilterToScope(rawFilter, scope);
  const key = scopeKeyOf(scope);
  const price = rangeOf(filter.minPrice, filter.maxPrice);
  const isGel = filter.currency === 'GEL';
  return {
    matchScope: rangeOf(key, key),
    matchDistrict: districtRangeOf(filter),
    matchPriceUsd: isGel ? UNBOUNDED : price,
    matchPriceGel: isGel ? price : UNBOUNDED,
    matchSize: rangeOf(filter.minSize, filter.maxSize),
    matchRooms: rangeOf(filter.minRooms, filter.maxRooms),
  };
}

/** The values of a listing the index is probed with. */
export function probeOf(
  listing: SearchScope & {
    districtId: number | null;
    priceUsd: number;
    priceGel: number;
    size: number;
    rooms: number;
  },
): MatchProbe {
  return {
    scopeKey: scopeKeyOf(listing),
    districtKey: listing.districtId ?? 0,
    priceUsd: listing.priceUsd,
    priceGel: listing.priceGel,
    size: listing.size,
    rooms: listing.rooms,
  };
}

/**
 * What the ranges do not decide of a search's filter (restricted to its scope): the fields left for the
 * search's own conditions once the index found the search. The ranges decide scope, district by id (the
 * search then ignores the name), price bounds in the filter's currency, size and rooms exactly as the
 * search's conditions do (inclusive bounds on the same columns); everything else stays. Null when
 * nothing is left: the search matches every listing the index handed over.
 */
export function residualFilterOf(scope: SearchScope, rawFilter: Filter): Filter | null {
  const filter = restrictFilterToScope(rawFilter, scope);
  const residual: Filter = {
    ...filter,
    minPrice: null,
    maxPrice: null,
    currency: null,
    minSize: null,
    maxSize: null,
    minRooms: null,
    maxRooms: null,
    // Several districts: the range only bounds them, so the search's own condition keeps both fields.
    districtId: filter.districtIds === null ? null : filter.districtId,
    districtName: filter.districtId === null ? filter.districtName : null,
  };
  return Object.values(residual).some((value) => value !== null) ? residual : null;
}
