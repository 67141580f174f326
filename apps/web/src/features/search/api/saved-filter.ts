import { queryOptions } from '@tanstack/react-query';
import { emptyFilter, FILTER_FIELD_KEYS } from '@sakhli/shared/rules/filter-fields';
import type { Filter, FilterKey } from '@sakhli/shared/schemas/filter';
import { ApiError, apiRequest } from '@/lib/api-client';
import { scopeKey, type SearchScope } from './search-scope';

export const filterPath = (scope: SearchScope) =>
  `/api/Filter/${scope.city}/${scope.listingType}/${scope.propertyType}`;

/** Keeps exactly the filter fields of an answer (extra fields dropped, missing ones null). */
export function toFilter(body: unknown): Filter {
  const fields = body as Partial<Record<FilterKey, unknown>> | null | undefined;
  const filter: Record<string, unknown> = emptyFilter();
  for (const key of FILTER_FIELD_KEYS) filter[key] = fields?.[key] ?? null;
  return filter as Filter;
}

/** GET /api/Filter/{city}/{listingType}/{propertyType}: the caller's saved filter (404: none yet). */
export async function getSavedFilter(scope: SearchScope, signal?: AbortSignal): Promise<Filter> {
  try {
    return toFilter(await apiRequest(filterPath(scope), { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyFilter();
    throw error;
  }
}

export const savedFilterQueryOptions = (scope: SearchScope) =>
  queryOptions({
    queryKey: ['saved-filter', ...scopeKey(scope)],
    queryFn: ({ signal }) => getSavedFilter(scope, signal),
    staleTime: Infinity,
    retry: 1,
  });

/**
 * POST /api/Filter/{city}/{listingType}/{propertyType}: replaces the saved filter. It completes even if the
 * visitor leaves the page straight away (a shared search is saved on arrival).
 */
export function saveFilter(scope: SearchScope, filter: Filter): Promise<unknown> {
  return apiRequest(filterPath(scope), { method: 'POST', body: filter, keepalive: true });
}

/** DELETE /api/Filter: clears one field of the saved filter. */
export function deleteFilterKey(scope: SearchScope, key: FilterKey): Promise<unknown> {
  return apiRequest('/api/Filter', { method: 'DELETE', body: { key, ...scope } });
}
