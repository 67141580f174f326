import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CHUNK_SIZE, PAGE_SIZE } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import { formatBoundingBox, type SearchAddress, type SearchSort } from '@sakhli/shared/rules/filter-url';
import { emptyFilter, FILTER_FIELD_KEYS } from '@sakhli/shared/rules/filter-fields';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox, PropertyChunk } from '@sakhli/shared/schemas/property';
import { apiRequest } from '@/lib/api-client';
import type { SearchScope } from './search-scope';

/** Everything that decides a result set; together with the chunk number it keys the cache. */
export interface ResultsQuery extends SearchScope {
  filter: Filter;
  sort: SearchSort;
  bbox: BoundingBox | null;
  chatId: string | null;
  /** Listing texts (statuses, district names) come in the request's language. */
  language: Language;
}

/** SPEC.md section 4: the AI Score order when a chat exists, otherwise newest first. */
export const defaultSort = (hasChat: boolean): SearchSort =>
  hasChat
    ? { sortBy: 'SemanticScore', sortDirection: 'Descending' }
    : { sortBy: 'CreatedAt', sortDirection: 'Descending' };

/** The result set an address asks for in a scope and language, with the visitor's chat of that scope if any. */
export function resultsQuery(
  scope: SearchScope,
  address: Pick<SearchAddress, 'filter' | 'sort' | 'bbox'>,
  chatId: string | null,
  language: Language,
): ResultsQuery {
  const { sortBy, sortDirection } = address.sort ?? defaultSort(chatId !== null);
  return {
    ...scope,
    // With a chat the server applies the chat's filters: the address's (the same, shown as chips) do not key it.
    filter: chatId === null ? address.filter : emptyFilter(),
    sort: { sortBy, sortDirection },
    bbox: address.bbox,
    chatId,
    language,
  };
}

/** The query string: filter fields present here replace the saved filter on the server (ChunkQuery). */
function chunkQueryString(query: ResultsQuery, chunkNumber: number) {
  const filterFields = Object.fromEntries(FILTER_FIELD_KEYS.map((key) => [key, query.filter[key]]));
  return {
    ...filterFields,
    city: query.city,
    listingType: query.listingType,
    propertyType: query.propertyType,
    chatId: query.chatId,
    bbox: query.bbox ? formatBoundingBox(query.bbox) : null,
    sortBy: query.sort.sortBy,
    sortDirection: query.sort.sortDirection,
    chunkNumber,
    chunkSize: CHUNK_SIZE,
    pageSize: PAGE_SIZE,
  };
}

/** GET /api/Property/properties/chunk: up to chunkSize × pageSize listings plus the totals of the whole result. */
export function getPropertyChunk(query: ResultsQuery, chunkNumber: number, signal?: AbortSignal) {
  return apiRequest<PropertyChunk>('/api/Property/properties/chunk', {
    query: chunkQueryString(query, chunkNumber),
    signal,
  });
}

/** The cache key shared by every chunk of one result set (a prefix of each chunk's key). */
export const resultsQueryKey = (query: ResultsQuery) => ['properties', 'chunk', query] as const;

export const propertyChunkQueryOptions = (query: ResultsQuery, chunkNumber: number) =>
  queryOptions({
    queryKey: [...resultsQueryKey(query), chunkNumber],
    queryFn: ({ signal }) => getPropertyChunk(query, chunkNumber, signal),
    staleTime: 60_000,
    // The previous page stays on screen while the next one loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
