import { useQuery } from '@tanstack/react-query';
import type { OwnPhotoMatches } from '@sakhli/shared/schemas/photo-matches';
import { apiRequest } from '@/lib/api-client';

/** While the server is still processing some of the photos, it is asked again this often. */
const PENDING_POLL_MS = 3_000;

/**
 * GET /api/Property/own-matches (decision 038): the caller's other listings holding a photo that matches one
 * of these uploads; `exceptId` is the listing being edited.
 */
export function getOwnPhotoMatches(imageIds: number[], exceptId?: number, signal?: AbortSignal) {
  return apiRequest<OwnPhotoMatches>('/api/Property/own-matches', {
    query: { imageIds: imageIds.join(','), exceptId },
    signal,
  });
}

export function useOwnPhotoMatches(imageIds: number[], exceptId?: number) {
  const sorted = [...imageIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['own-photo-matches', sorted.join(','), exceptId ?? null],
    queryFn: ({ signal }) => getOwnPhotoMatches(sorted, exceptId, signal),
    enabled: sorted.length > 0,
    refetchInterval: (query) => ((query.state.data?.pendingCount ?? 0) > 0 ? PENDING_POLL_MS : false),
    retry: 1,
  });
}
