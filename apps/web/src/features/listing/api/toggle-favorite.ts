import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Adds or removes a listing from the signed-in user's favourites, then refreshes the listing. */
export function useToggleFavorite(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      isFavorite
        ? apiRequest(`/api/Favorite/${propertyId}`, { method: 'DELETE' })
        : apiRequest('/api/Favorite', { method: 'POST', body: { propertyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['property', propertyId] }),
  });
}
