import { useQuery } from '@tanstack/react-query';
import type { Property } from '@sakhli/shared/schemas/property';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** GET /api/Property/{id} for a map popup or a focused listing (district and status texts come translated). */
export function useListingPreview(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['property', id, language],
    queryFn: ({ signal }) => apiRequest<Property>(`/api/Property/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
    // A missing listing stays missing: no retries for 4xx answers.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 3,
  });
}
