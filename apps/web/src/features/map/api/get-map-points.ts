import { queryOptions } from '@tanstack/react-query';
import type { City, ListingType, PropertyType } from '@sakhli/shared/enums';
import { formatBoundingBox } from '@sakhli/shared/rules/filter-url';
import type { Box } from '@sakhli/shared/rules/map-grid';
import { FILTER_KEYS, type Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox, MapPoints } from '@sakhli/shared/schemas/property';
import { apiRequest } from '@/lib/api-client';

/** Everything that decides which listings the map shows: the same scope, filter and area as the results list. */
export interface MapSearch {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
  filter: Filter;
  bbox: BoundingBox | null;
  chatId: string | null;
}

/** The map's side of a request: its zoom, and the part of the map to cover (null: the whole search). */
export interface MapArea {
  zoom: number;
  view: Box | null;
}

/** A view is sent on whole tiles: 7 decimals (about a centimetre) keep it on their edges. */
const formatView = (view: Box) =>
  [view.west, view.south, view.east, view.north].map((degrees) => degrees.toFixed(7)).join(',');

/**
 * GET /api/Property/map-points with the map's zoom: the listings as [id, lat, lng, priceUsd, priceGel]
 * when they are few, else the server's clusters (decision 025).
 */
export function getMapPoints(search: MapSearch, area: MapArea, signal?: AbortSignal) {
  return apiRequest<MapPoints>('/api/Property/map-points', {
    query: {
      ...Object.fromEntries(FILTER_KEYS.map((key) => [key, search.filter[key]])),
      city: search.city,
      listingType: search.listingType,
      propertyType: search.propertyType,
      chatId: search.chatId,
      bbox: search.bbox ? formatBoundingBox(search.bbox) : null,
      zoom: area.zoom,
      view: area.view ? formatView(area.view) : null,
    },
    signal,
  });
}

export const mapPointsQueryOptions = (search: MapSearch, area: MapArea) =>
  queryOptions({
    queryKey: ['map-points', search, area],
    queryFn: ({ signal }) => getMapPoints(search, area, signal),
    staleTime: 60_000,
    // An answer holds at most a few thousand points (MAP_POINTS_LIMIT) but comparing old and new ones
    // deeply (structural sharing) would still cost more than it saves.
    structuralSharing: false,
  });
