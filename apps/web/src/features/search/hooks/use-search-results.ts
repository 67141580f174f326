import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chunkOfPage, chunkToPrefetch, pageSliceInChunk } from '@sakhli/shared/rules/pagination';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { propertyChunkQueryOptions, type ResultsQuery } from '../api/get-property-chunk';

const NO_ITEMS: Property[] = [];

interface ShownPage {
  chunk: PropertyChunk;
  page: number;
  items: Property[];
}

/**
 * Page N of the results, read from chunk ceil(N/5) (TanStack Query, keyed by the whole query and the chunk).
 * While another chunk loads the page on screen stays; near a chunk's end the next chunk is fetched ahead.
 * `query` null: not ready to search yet.
 */
export function useSearchResults(query: ResultsQuery | null, page: number) {
  const queryClient = useQueryClient();
  const chunkNumber = chunkOfPage(page);
  const result = useQuery({
    ...propertyChunkQueryOptions(query as ResultsQuery, chunkNumber),
    enabled: query !== null,
  });

  // A placeholder is the previous chunk, whose slice for this page would be the wrong listings.
  const [shown, setShown] = useState<ShownPage | null>(null);
  if (result.data && !result.isPlaceholderData && (shown?.chunk !== result.data || shown.page !== page)) {
    const { start, end } = pageSliceInChunk(page);
    setShown({ chunk: result.data, page, items: result.data.items.slice(start, end) });
  }

  const hasFailed = result.isError && !result.isFetching;
  const totalPages = result.data?.totalPages ?? 0;
  useEffect(() => {
    const nextChunk = query ? chunkToPrefetch(page, totalPages) : null;
    if (query && nextChunk) void queryClient.prefetchQuery(propertyChunkQueryOptions(query, nextChunk));
  }, [query, page, totalPages, queryClient]);

  return {
    items: shown?.items ?? NO_ITEMS,
    totalCount: shown?.chunk.totalCount ?? 0,
    totalPages: shown?.chunk.totalPages ?? 0,
    /** Nothing to show yet (first load). */
    isLoading: shown === null && !hasFailed,
    /** A newer page or query is on its way while the previous one stays on screen. */
    isUpdating: result.isFetching && shown !== null,
    isError: hasFailed,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
