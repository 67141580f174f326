import { useQuery } from '@tanstack/react-query';
import type { ImageProcessingRecord } from '@sakhli/shared/schemas/image';
import { ApiError, apiRequest } from '@/lib/api-client';

/** A 4xx stays as it is; a failing or unreachable server is asked once more. */
export const retryServerErrors = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1;

export function getImageRecords(propertyId: number, signal?: AbortSignal) {
  return apiRequest<ImageProcessingRecord[]>(`/api/Image/${propertyId}`, { signal });
}

/** GET /api/Image/{propertyId}: the processing record of each photo (moderators and admins only). */
export function useImageRecords(propertyId: number) {
  return useQuery({
    queryKey: ['image-records', propertyId],
    queryFn: ({ signal }) => getImageRecords(propertyId, signal),
    retry: retryServerErrors,
    refetchOnWindowFocus: false,
  });
}
