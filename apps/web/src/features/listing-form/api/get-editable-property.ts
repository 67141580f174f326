import { useQuery } from '@tanstack/react-query';
import type { Property } from '@sakhli/shared/schemas/property';
import { ApiError, apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

/** GET /api/Property/{id} as its owner (or a moderator) sees it: hidden cadastral code included. */
export function getEditableProperty(id: number, signal?: AbortSignal) {
  return apiRequest<Property>(`/api/Property/${id}`, { signal });
}

/** The listing to edit, always read afresh: the form must start from what is stored now. */
export function useEditableProperty(id: number) {
  return useQuery({
    queryKey: ['editable-property', id],
    queryFn: ({ signal }) => getEditableProperty(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    ...DASHBOARD_QUERY_OPTIONS,
    staleTime: 0,
    gcTime: 0,
    // A missing or forbidden listing stays so: no retries for 4xx answers.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}
