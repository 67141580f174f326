import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoriteList } from '@sakhli/shared/schemas/favorite';
import { apiRequest } from '@/lib/api-client';
import { FAVORITES_QUERY_KEY } from './get-favorites';

/** PUT /api/Favorite/{propertyId}/note: the note replaces the one before; a blank one removes it. */
export function setFavoriteNote(propertyId: number, note: string) {
  return apiRequest<Favorite>(`/api/Favorite/${propertyId}/note`, { method: 'PUT', body: { note } });
}

/** Saves a favourite's note and puts the answer in every cached favourites list (no list request again). */
export function useSetFavoriteNote(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => setFavoriteNote(propertyId, note),
    onSuccess: (saved) => {
      queryClient.setQueriesData<FavoriteList>({ queryKey: FAVORITES_QUERY_KEY }, (list) =>
        list?.map((favorite) => (favorite.id === saved.id ? { ...favorite, note: saved.note } : favorite)),
      );
    },
  });
}
