import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatistics } from '@sakhli/shared/schemas/statistics';
import { apiRequest } from '@/lib/api-client';

export function getListingStatistics(propertyId: number, signal?: AbortSignal) {
  return apiRequest<ListingStatistics>(`/api/Property/${propertyId}/statistics`, { signal });
}

/** A listing's last 30 days for its owner: fetched when the statistics open, fresh for a minute. */
export function listingStatisticsQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: ['listing-statistics', propertyId],
    queryFn: ({ signal }) => getListingStatistics(propertyId, signal),
    staleTime: 60_000,
  });
}

export const useListingStatistics = (propertyId: number, isEnabled: boolean) =>
  useQuery({ ...listingStatisticsQueryOptions(propertyId), enabled: isEnabled });
