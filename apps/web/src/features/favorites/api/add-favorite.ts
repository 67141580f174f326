import type { Favorite } from '@sakhli/shared/schemas/favorite';
import { apiRequest } from '@/lib/api-client';

/** POST /api/Favorite: saves a listing (saving it again keeps the one favourite). */
export function addFavorite(propertyId: number) {
  return apiRequest<Favorite>('/api/Favorite', { method: 'POST', body: { propertyId } });
}
