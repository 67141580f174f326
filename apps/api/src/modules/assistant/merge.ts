import { MAX_DISTRICT_IDS } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Wish } from '@sakhli/shared/schemas/assistant';
import { EMPTY_FILTER, FilterSchema, type Filter, type FilterKey } from '@sakhli/shared/schemas/filter';
import type { AssistantScope, ConversationState, DistrictOption } from './assistant.types';
import type { ClearableField, Findings, RangeField } from './extract/findings';
import type { Bounds } from './quantity';
import { applyAdjustments } from './adjustments';
import { widenBounds, widenOne, type NumericKey } from './widen';

export const RANGE_KEYS: Record<RangeField, readonly [NumericKey, NumericKey]> = {
  price: ['minPrice', 'maxPrice'],
  size: ['minSize', 'maxSize'],
  rooms: ['minRooms', 'maxRooms'],
  bedrooms: ['minBedrooms', 'maxBedrooms'],
  bathrooms: ['minBathrooms', 'maxBathrooms'],
  floor: ['minFloor', 'maxFloor'],
  rentDuration: ['minRentDuration', 'maxRentDuration'],
  numberOfFloors: ['minNumberOfFloors', 'maxNumberOfFloors'],
};

/** What letting go of a field clears; "floors" are a flat's floor or a house's storeys, whichever the page has. */
const CLEARED_KEYS: Record<ClearableField, readonly FilterKey[]> = {
  price: ['minPrice', 'maxPrice', 'currency'],
  minPrice: ['minPrice'],
  maxPrice: ['maxPrice'],
  district: ['districtId', 'districtName', 'districtIds'],
  floor: ['minFloor', 'maxFloor', 'minNumberOfFloors', 'maxNumberOfFloors'],
  rooms: ['minRooms', 'maxRooms'],
  bedrooms: ['minBedrooms', 'maxBedrooms'],
  bathrooms: ['minBathrooms', 'maxBathrooms'],
  size: ['minSize', 'maxSize'],
  furnished: ['isFurnished'],
  renovation: ['renovationStatus'],
  buildingStatus: ['buildingStatus'],
  rentDuration: ['minRentDuration', 'maxRentDuration'],
  metro: ['maxMetroWalkMinutes'],
  heating: ['heating'],
  seller: ['sellerType'],
};

const isLetGo = (findings: Findings, key: FilterKey) =>
  [...findings.clears].some((field) => CLEARED_KEYS[field].includes(key));

/**
 * A new bound replaces the old one on its side. The other side stays when the two still make a range
 * ("from 150k" after "under 200k"); after an exact value ("3 rooms") a one-sided bound starts afresh.
 */
function mergeBounds(
  filter: Filter,
  [minKey, maxKey]: readonly [NumericKey, NumericKey],
  bounds: Bounds,
  keepOther: boolean,
) {
  const oldMin = filter[minKey];
  const oldMax = filter[maxKey];
  const wasExact = oldMin !== null && oldMin === oldMax;
  const canKeep = keepOther && !wasExact;
  const { min, max } = bounds;
  if (min !== undefined && max !== undefined) {
    filter[minKey] = min;
    filter[maxKey] = max;
  } else if (min !== undefined) {
    filter[minKey] = min;
    filter[maxKey] = canKeep && oldMax !== null && oldMax >= min ? oldMax : null;
  } else if (max !== undefined) {
    filter[maxKey] = max;
    filter[minKey] = canKeep && oldMin !== null && oldMin <= max ? oldMin : null;
  }
}

function districtName(district: NonNullable<Findings['district']>, language: Language): string {
  if (language === 'ka') return district.nameGeo;
  return language === 'ru' ? district.nameRus : district.nameEng;
}

const withoutExcluded = (ids: number[] | null, excluded: ReadonlySet<number>) => {
  const kept = ids?.filter((id) => !excluded.has(id)) ?? [];
  return kept.length > 0 ? kept : null;
};

/**
 * Decision 040: "Vake or Saburtalo" keeps the first as the district and the others as districtIds; "also
 * Vera" / "можно и на Вере" adds Vera to what the conversation has; a district named alone replaces them,
 * but one named in the place of a district taken out ("forget Vera, put Mtatsminda in its place", "вместо
 * него Дидубе") takes only that one's place: `isSwap`.
 */
function mergeDistricts(
  filter: Filter,
  findings: Findings,
  district: NonNullable<Findings['district']>,
  language: Language,
  isSwap: boolean,
) {
  const named = [district, ...findings.moreDistricts].map((option) => option.id);
  const widens = isSwap || (findings.isWidening && !findings.isDistrictAlone);
  if (widens && (filter.districtId !== null || filter.districtIds !== null)) {
    const had = [...(filter.districtId === null ? [] : [filter.districtId]), ...(filter.districtIds ?? [])];
    const added = named.filter((id) => !had.includes(id));
    if (filter.districtId === null) {
      filter.districtId = district.id;
      filter.districtName = districtName(district, language);
    }
    const others = [...(filter.districtIds ?? []), ...added].filter((id) => id !== filter.districtId);
    filter.districtIds = others.length > 0 ? others.slice(0, MAX_DISTRICT_IDS) : null;
    return;
  }
  filter.districtId = district.id;
  filter.districtName = districtName(district, language);
  const others = [...new Set(named.slice(1))].filter((id) => id !== district.id);
  filter.districtIds = others.length > 0 ? others.slice(0, MAX_DISTRICT_IDS) : null;
}

/** The filter the schema accepts: a bound that contradicts its partner is dropped, never a 500 later. */
function validated(filter: Filter): Filter {
  const first = FilterSchema.safeParse(filter);
  if (first.success) return first.data;
  const repaired = { ...filter };
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in repaired) (repaired as Record<string, unknown>)[key] = null;
  }
  return FilterSchema.parse(repaired);
}

/** The conversation's filters after this message's findings. */
export function mergeFilters(
  state: ConversationState,
  findings: Findings,
  scope: AssistantScope,
  language: Language,
  districts: readonly DistrictOption[] = [],
): Filter {
  const filter: Filter = findings.isReset ? { ...EMPTY_FILTER } : { ...EMPTY_FILTER, ...state.filters };
  for (const field of findings.clears) for (const key of CLEARED_KEYS[field]) filter[key] = null;
  const hadDistricts = [filter.districtId, ...(filter.districtIds ?? [])].filter((id) => id !== null);
  // "not Vake" / "Vake is not a must" after Vake lets the district go.
  if (filter.districtId !== null && findings.excludedDistrictIds.has(filter.districtId))
    for (const key of ['districtId', 'districtName'] as const) filter[key] = null;
  filter.districtIds = withoutExcluded(filter.districtIds, findings.excludedDistrictIds);
  // The first of the districts left takes the dropdown's place, with its name.
  const [first, ...rest] = filter.districtIds ?? [];
  const promoted = filter.districtId === null ? districts.find((option) => option.id === first) : undefined;
  if (promoted) {
    filter.districtId = promoted.id;
    filter.districtName = districtName(promoted, language);
    filter.districtIds = rest.length > 0 ? rest : null;
  }
  const currencyChanged =
    findings.currency !== undefined && filter.currency !== null && findings.currency !== filter.currency;
  const widens = findings.isWidening;
  for (const [field, bounds] of Object.entries(findings.bounds) as [RangeField, Bounds][]) {
    const keys = RANGE_KEYS[field];
    // "floors don't matter, one storey works too": what is let go of is not set again.
    if (widens && (isLetGo(findings, keys[0]) || widenBounds(filter, field, keys, bounds))) continue;
    mergeBounds(filter, keys, bounds, !(field === 'price' && currencyChanged));
  }
  if (findings.bounds.price) filter.currency = findings.currency ?? filter.currency ?? 'USD';
  applyAdjustments(filter, findings);
  if (findings.buildingYear !== undefined) filter.buildingYear = findings.buildingYear;
  if (findings.cadastralCode !== undefined) filter.cadastralCode = findings.cadastralCode;
  const { buildingStatus, renovationStatus, isFurnished, district } = findings;
  if (buildingStatus && !(widens && widenOne(filter, 'buildingStatus', buildingStatus)))
    filter.buildingStatus = buildingStatus;
  if (renovationStatus && !(widens && widenOne(filter, 'renovationStatus', renovationStatus)))
    filter.renovationStatus = renovationStatus;
  if (isFurnished !== undefined && !(widens && widenOne(filter, 'isFurnished', isFurnished)))
    filter.isFurnished = isFurnished;
  if (findings.sellerType && !(widens && widenOne(filter, 'sellerType', findings.sellerType)))
    filter.sellerType = findings.sellerType;
  // A district taken out while others stay: the one named in the same message takes its place.
  const isSwap =
    hadDistricts.some((id) => findings.excludedDistrictIds.has(id)) &&
    hadDistricts.some((id) => !findings.excludedDistrictIds.has(id));
  if (district) mergeDistricts(filter, findings, district, language, isSwap);
  Object.assign(filter, findings.amenities);
  if (findings.metroWalkMinutes !== undefined) filter.maxMetroWalkMinutes = findings.metroWalkMinutes;
  // "make it 5 min" after a metro walk was set: the minutes are the walk's.
  else if (
    findings.bareWalkMinutes !== undefined &&
    filter.maxMetroWalkMinutes !== null &&
    !isLetGo(findings, 'maxMetroWalkMinutes')
  )
    filter.maxMetroWalkMinutes = findings.bareWalkMinutes;
  if (filter.minPrice === null && filter.maxPrice === null) filter.currency = null;
  return validated(restrictFilterToScope(filter, scope));
}

/** The conversation's wishes after this message: negated ones removed, new ones added or reweighted. */
export function mergeWishes(state: ConversationState, findings: Findings): Wish[] {
  const wishes = (findings.isReset ? [] : state.wishes).filter(
    (wish) => !findings.removedWishes.has(wish.key),
  );
  const merged = wishes.map((wish) => ({ ...wish }));
  for (const wish of findings.wishes) {
    const existing = merged.find((other) => other.key === wish.key);
    if (existing) existing.weight = wish.weight;
    else merged.push({ ...wish });
  }
  return merged;
}
