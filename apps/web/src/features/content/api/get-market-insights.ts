import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketInsights, MarketInsightsQuery } from '@sakhli/shared/schemas/insights';
import { apiRequest } from '@/lib/api-client';

export function getMarketInsights(query: MarketInsightsQuery, signal?: AbortSignal) {
  return apiRequest<MarketInsights>('/api/insights/market', { query: { ...query }, signal });
}

export function useMarketInsights(query: MarketInsightsQuery) {
  return useQuery({
    queryKey: ['market-insights', query.city, query.listingType, query.propertyType],
    queryFn: ({ signal }) => getMarketInsights(query, signal),
    // The server caches for minutes; switching back and forth should not refetch.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
