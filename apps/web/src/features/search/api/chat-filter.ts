import { queryOptions } from '@tanstack/react-query';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { ApiError, apiRequest } from '@/lib/api-client';
import { filterPath, savedFilterQueryOptions, toFilter } from './saved-filter';
import type { SearchScope } from './search-scope';

/**
 * GET /api/Filter/{city}/{listingType}/{propertyType}/{chatId}: the filters the visitor's chat established
 * (null when the chat is gone). Keyed under the saved filter, so what reloads that reloads this too.
 */
export async function getChatFilter(scope: SearchScope, chatId: string, signal?: AbortSignal) {
  try {
    return toFilter(await apiRequest(`${filterPath(scope)}/${chatId}`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const chatFilterQueryOptions = (scope: SearchScope, chatId: string) =>
  queryOptions<Filter | null>({
    queryKey: [...savedFilterQueryOptions(scope).queryKey, 'chat', chatId],
    queryFn: ({ signal }) => getChatFilter(scope, chatId, signal),
    staleTime: Infinity,
    retry: 1,
  });
