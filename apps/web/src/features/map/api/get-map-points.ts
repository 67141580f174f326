import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { City, ListingType, PropertyType } from '@sakhli/shared/enums';
import { formatBoundingBox } from '@sakhli/shared/rules/filter-url';
import { FILTER_KEYS, type Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox, MapPoints } from '@sakhli/shared/schemas/property';
import { apiRequest } from '@/lib/api-client';

/** Everything that decides which listings the map shows: the same scope, filter and area as the results list. */
export interface MapPointsQuery {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
  filter: Filter;
  bbox: BoundingBox | null;
  chatId: string | null;
}

/** GET /api/Property/map-points: every matching listing as [id, lat, lng, priceUsd, priceGel]. */
export function getMapPoints(query: MapPointsQuery, signal?: AbortSignal) {
  return apiRequest<MapPoints>('/api/Property/map-points', {
    query: {
      ...Object.fromEntries(FILTER_KEYS.map((key) => [key, query.filter[key]])),
      city: query.city,
      listingType: query.listingType,
      propertyType: query.propertyType,
      chatId: query.chatId,
      bbox: query.bbox ? formatBoundingBox(query.bbox) : null,
    },
    signal,
  });
}

export const mapPointsQueryOptions = (query: MapPointsQuery) =>
  queryOptions({
    queryKey: ['map-points', query],
    queryFn: ({ signal }) => getMapPoints(query, signal),
    staleTime: 60_000,
    // The old markers stay while a new filter loads; with 100,000 points, comparing old and new answers
    // deeply (structural sharing) would cost more than it saves.
    placeholderData: keepPreviousData,
    structuralSharing: false,
  });
