import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/use-auth';
import { favoriteStatusQueryOptions } from '../api/get-favorite-status';
import { setListingFavorite } from '../favorite-cache';

/**
 * SPEC.md 'Favourite toggle': a guest's click opens the sign-in, and once someone has signed in the heart asks
 * the server whether they had saved this listing. Answers `askToSignIn`, for the click.
 */
export function useRecheckAfterSignIn(propertyId: number): () => void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const isWaiting = useRef(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !isWaiting.current) return;
    isWaiting.current = false;
    queryClient
      .fetchQuery(favoriteStatusQueryOptions(userId, propertyId))
      .then(({ isFavorite }) => setListingFavorite(queryClient, propertyId, isFavorite))
      .catch((error: unknown) => console.error(`Failed to check favorite ${propertyId}`, error));
  }, [userId, propertyId, queryClient]);

  return () => {
    isWaiting.current = true;
  };
}
