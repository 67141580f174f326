import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addFavorite } from '../api/add-favorite';
import { FAVORITES_QUERY_KEY } from '../api/get-favorites';
import { removeFavorite } from '../api/remove-favorite';
import { dropFromFavoriteLists, setListingFavorite } from '../favorite-cache';

export interface SetFavorite {
  propertyId: number;
  isFavorite: boolean;
}

type Snapshot = ReturnType<typeof dropFromFavoriteLists>;

function restore(queryClient: QueryClient, snapshot: Snapshot) {
  for (const [queryKey, list] of snapshot) queryClient.setQueryData(queryKey, list);
}

/**
 * Saves or removes a favourite, optimistically: every cached copy of the listing shows the new heart at once
 * (search results, the detail page), and a removed one leaves the favourites page at once. A failure puts
 * everything back and is only logged (SPEC.md section 8).
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, isFavorite }: SetFavorite) =>
      isFavorite ? addFavorite(propertyId).then(() => undefined) : removeFavorite(propertyId),
    onMutate: ({ propertyId, isFavorite }): Snapshot => {
      setListingFavorite(queryClient, propertyId, isFavorite);
      return isFavorite ? [] : dropFromFavoriteLists(queryClient, propertyId);
    },
    // A listing answer that arrived while the call ran was read before it: the mark goes on again.
    onSuccess: (_answer, { propertyId, isFavorite }) =>
      setListingFavorite(queryClient, propertyId, isFavorite),
    onError: (error, { propertyId, isFavorite }, snapshot) => {
      console.error(`Failed to ${isFavorite ? 'add' : 'remove'} favorite ${propertyId}`, error);
      setListingFavorite(queryClient, propertyId, !isFavorite);
      if (snapshot) restore(queryClient, snapshot);
    },
    // Not awaited: the heart is free again as soon as the call is done, whatever the favourites page fetches.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
}
