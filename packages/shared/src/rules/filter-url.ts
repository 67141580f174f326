import { DEFAULT_LISTING_TYPE, DEFAULT_PROPERTY_TYPE } from '../constants';
import {
  LISTING_TYPES,
  SEARCHABLE_PROPERTY_TYPES,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  type ListingType,
  type SortDirection,
  type SortField,
} from '../enums';
import type { Filter } from '../schemas/filter';
import type { BoundingBox } from '../schemas/property';
import { emptyFilter, FILTER_FIELD_KEYS, FILTER_FIELD_RANGES, parseFilterField } from './filter-fields';
import { restrictFilterToScope } from './filter-scope';

export type SearchPropertyType = (typeof SEARCHABLE_PROPERTY_TYPES)[number];
export type SearchView = 'list' | 'map';

export interface SearchSort {
  sortBy: SortField;
  sortDirection: SortDirection;
}

/** Everything a search address (`/?…`) carries, so a search can be shared and bookmarked. */
export interface SearchAddress {
  listingType: ListingType;
  propertyType: SearchPropertyType;
  filter: Filter;
  /** null: the default order (SPEC.md: SemanticScore with a chat, otherwise newest first). */
  sort: SearchSort | null;
  page: number;
  view: SearchView;
  bbox: BoundingBox | null;
  focusPropertyId: number | null;
}

export const DEFAULT_SEARCH_ADDRESS: SearchAddress = {
  listingType: DEFAULT_LISTING_TYPE,
  propertyType: DEFAULT_PROPERTY_TYPE,
  filter: emptyFilter(),
  sort: null,
  page: 1,
  view: 'list',
  bbox: null,
  focusPropertyId: null,
};

/** The query parameters this module owns; others (such as `lang`) are left to their owners. */
export const SEARCH_PARAM_KEYS: readonly string[] = [
  'listingType',
  'propertyType',
  ...FILTER_FIELD_KEYS,
  'sortBy',
  'sortDirection',
  'page',
  'view',
  'bbox',
  'focus',
];

function matchEnum<const T extends readonly string[]>(values: T, raw: string | null): T[number] | undefined {
  const wanted = raw?.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted);
}

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** Each valid field is kept on its own; invalid ones, inverted ranges and orphan companions are dropped. */
function parseFilter(params: URLSearchParams): Filter {
  const filter: Record<string, unknown> = emptyFilter();
  for (const key of FILTER_FIELD_KEYS) {
    const raw = params.get(key);
    const value = raw === null ? null : parseFilterField(key, raw);
    if (value !== undefined) filter[key] = value;
  }
  for (const [minKey, maxKey] of FILTER_FIELD_RANGES) {
    const min = filter[minKey];
    const max = filter[maxKey];
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      filter[minKey] = filter[maxKey] = null;
  }
  if (filter.minPrice === null && filter.maxPrice === null) filter.currency = null;
  if (filter.districtId === null) filter.districtName = null;
  return filter as Filter;
}

/** "west,south,east,north" in degrees, as the BoundingBox schema reads it; null when it is not one. */
export function parseBoundingBox(raw: string | null): BoundingBox | null {
  const parts = raw === null ? [] : raw.split(',').map(Number);
  const [west, south, east, north] = parts;
  if (
    parts.length !== 4 ||
    west === undefined ||
    south === undefined ||
    east === undefined ||
    north === undefined
  ) {
    return null;
  }
  if (parts.some((part) => !Number.isFinite(part)) || south > north) return null;
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180)
    return null;
  return { west, south, east, north };
}

/** Reads a search address; anything missing or invalid falls back to its default. */
export function parseSearchAddress(params: URLSearchParams): SearchAddress {
  const listingType = matchEnum(LISTING_TYPES, params.get('listingType')) ?? DEFAULT_LISTING_TYPE;
  const propertyType =
    matchEnum(SEARCHABLE_PROPERTY_TYPES, params.get('propertyType')) ?? DEFAULT_PROPERTY_TYPE;
  const sortBy = matchEnum(SORT_FIELDS, params.get('sortBy'));
  return {
    listingType,
    propertyType,
    filter: restrictFilterToScope(parseFilter(params), { listingType, propertyType }),
    sort: sortBy
      ? { sortBy, sortDirection: matchEnum(SORT_DIRECTIONS, params.get('sortDirection')) ?? 'Descending' }
      : null,
    page: positiveInteger(params.get('page')) ?? 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
    bbox: parseBoundingBox(params.get('bbox')),
    focusPropertyId: positiveInteger(params.get('focus')),
  };
}

/** Degrees to 5 decimals (about a metre) keep shared addresses short. */
export function formatBoundingBox(bbox: BoundingBox): string {
  return [bbox.west, bbox.south, bbox.east, bbox.north]
    .map((degrees) => Number(degrees.toFixed(5)))
    .join(',');
}

/** Writes a search address in one canonical order; defaults (page 1, list view, default sort) are left out. */
export function searchAddressToParams(address: SearchAddress): URLSearchParams {
  const params = new URLSearchParams({
    listingType: address.listingType,
    propertyType: address.propertyType,
  });
  for (const key of FILTER_FIELD_KEYS) {
    const value = address.filter[key];
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  if (address.sort) {
    params.set('sortBy', address.sort.sortBy);
    params.set('sortDirection', address.sort.sortDirection);
  }
  if (address.page > 1) params.set('page', String(address.page));
  if (address.view === 'map') params.set('view', 'map');
  if (address.bbox) params.set('bbox', formatBoundingBox(address.bbox));
  if (address.focusPropertyId !== null) params.set('focus', String(address.focusPropertyId));
  return params;
}
