import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MY_PROPERTIES_PAGE_SIZE } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type { PropertyPage } from '@sakhli/shared/schemas/my-properties';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';
import { useLanguage } from '@/lib/use-language';
import { filtersToQuery, type MyPropertiesFilters } from '../my-properties-filters';

export interface MyPropertiesRequest {
  userId: string;
  filters: MyPropertiesFilters;
  page: number;
}

export function getMyProperties({ filters, page }: MyPropertiesRequest, signal?: AbortSignal) {
  return apiRequest<PropertyPage>('/api/Property/my-properties/paginated', {
    query: { ...filtersToQuery(filters), page, pageSize: MY_PROPERTIES_PAGE_SIZE },
    signal,
  });
}

/** One page of the signed-in user's listings; the user is in the key so another account never sees it. */
export function myPropertiesQueryOptions(request: MyPropertiesRequest, language: Language) {
  return queryOptions({
    queryKey: ['my-properties', request.userId, request.filters, request.page, language],
    queryFn: ({ signal }) => getMyProperties(request, signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useMyProperties(request: MyPropertiesRequest) {
  const language = useLanguage();
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...myPropertiesQueryOptions(request, language), placeholderData: keepPreviousData });
}
