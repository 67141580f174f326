import type { SuccessResponse } from '@sakhli/shared/schemas/auth';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * DELETE /api/Favorite/{propertyId}. A favourite that is already gone (removed in another tab) is what the
 * caller wanted: that 404 counts as done.
 */
export async function removeFavorite(propertyId: number): Promise<void> {
  try {
    await apiRequest<SuccessResponse>(`/api/Favorite/${propertyId}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'FAVORITE_NOT_FOUND') return;
    throw error;
  }
}
