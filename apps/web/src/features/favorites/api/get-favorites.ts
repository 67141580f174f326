import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@sakhli/shared/enums';
import type { FavoriteList } from '@sakhli/shared/schemas/favorite';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';

/** Every cached favourites list starts with this key (one per user and language). */
export const FAVORITES_QUERY_KEY = ['favorites', 'list'] as const;

export function getFavorites(signal?: AbortSignal) {
  return apiRequest<FavoriteList>('/api/Favorite', { signal });
}

/** The signed-in user's saved listings, the most recently saved first, with texts in `language`. */
export function favoritesQueryOptions(userId: string, language: Language) {
  return queryOptions({
    queryKey: [...FAVORITES_QUERY_KEY, userId, language],
    queryFn: ({ signal }) => getFavorites(signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useFavorites() {
  const { user } = useAuth();
  const language = useLanguage();
  return useQuery({ ...favoritesQueryOptions(user?.id ?? '', language), enabled: user !== null });
}
