import { useQuery } from '@tanstack/react-query';
import type { Property } from '@sakhli/shared/schemas/property';
import { ApiError, apiResponse } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

/** A listing to edit and the version it was read at (its ETag), sent back as If-Match on save. */
export interface EditableProperty {
  property: Property;
  etag: string | null;
}

/** GET /api/Property/{id} as its owner (or a moderator) sees it: hidden cadastral code included. */
export async function getEditableProperty(id: number, signal?: AbortSignal): Promise<EditableProperty> {
  const { data, headers } = await apiResponse<Property>(`/api/Property/${id}`, { signal });
  return { property: data, etag: headers.get('ETag') };
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
