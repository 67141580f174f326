import { queryOptions } from '@tanstack/react-query';
import type { IsFavoriteResponse } from '@sakhli/shared/schemas/favorite';
import { apiRequest } from '@/lib/api-client';

export function getFavoriteStatus(propertyId: number, signal?: AbortSignal) {
  return apiRequest<IsFavoriteResponse>(`/api/Favorite/${propertyId}/is-favorite`, { signal });
}

/** GET /api/Favorite/{id}/is-favorite for one user: asked again whenever it is fetched (never stale-cached). */
export function favoriteStatusQueryOptions(userId: string, propertyId: number) {
  return queryOptions({
    queryKey: ['favorites', 'status', userId, propertyId],
    queryFn: ({ signal }) => getFavoriteStatus(propertyId, signal),
    staleTime: 0,
  });
}
