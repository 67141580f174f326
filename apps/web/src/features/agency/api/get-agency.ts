import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyListingPage, AgencyProfile } from '@sakhli/shared/schemas/agency';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** 404 (an owner, an unknown id) stays 404: no retries for answers of the 400s. */
const retry = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 3;

/** GET /api/Agency/{id}: an agency's or developer's name, logo, badge and number of Active listings. */
export function agencyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agency', id],
    queryFn: ({ signal }) => apiRequest<AgencyProfile>(`/api/Agency/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
    retry,
  });
}

export const useAgency = (id: string) => useQuery(agencyQueryOptions(id));

/** GET /api/Agency/{id}/properties: one page of its Active listings, newest first, in the reader's language. */
export function useAgencyListings(id: string, page: number, pageSize: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['agency', id, 'listings', page, pageSize, language],
    queryFn: ({ signal }) =>
      apiRequest<AgencyListingPage>(
        `/api/Agency/${encodeURIComponent(id)}/properties?page=${page}&pageSize=${pageSize}`,
        { signal },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry,
  });
}
