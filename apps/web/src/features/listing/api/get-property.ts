import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function getProperty(id: number, signal?: AbortSignal) {
  return apiRequest<Property>(`/api/Property/${id}`, { signal });
}

/** The listing in one language (district, city and status texts come translated from the API). */
export function propertyQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: ['property', id, language],
    queryFn: ({ signal }) => getProperty(id, signal),
    // Fresh for a minute, like the results: the page reads the route's prefetch instead of asking again.
    staleTime: 60_000,
    // A missing listing stays missing: no retries for 4xx answers.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 3,
  });
}

export const isPropertyId = (id: number) => Number.isInteger(id) && id > 0;

export function useProperty(id: number) {
  const language = useLanguage();
  return useQuery({ ...propertyQueryOptions(id, language), enabled: isPropertyId(id) });
}

/** Asks for the listing from the route, while the page's code is still on its way. */
export function prefetchProperty(queryClient: QueryClient, id: number, language: Language) {
  if (isPropertyId(id)) void queryClient.prefetchQuery(propertyQueryOptions(id, language));
}
