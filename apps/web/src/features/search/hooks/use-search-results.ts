import { useQuery, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { chunkOfPage, chunkToPrefetch, pageSliceInChunk } from '@sakhli/shared/rules/pagination';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import { propertyChunkQueryOptions, resultsQueryKey, type ResultsQuery } from '../api/get-property-chunk';

const NO_ITEMS: Property[] = [];

interface ShownPage {
  query: ResultsQuery;
  chunk: PropertyChunk;
  page: number;
  items: Property[];
}

/** The size of a result: exact, or an estimate the interface calls "about N". */
export interface ResultTotals {
  totalCount: number;
  totalPages: number;
  isEstimate: boolean;
}

const NO_TOTALS: ResultTotals = { totalCount: 0, totalPages: 0, isEstimate: false };

const totalsOf = (chunk: PropertyChunk): ResultTotals => ({
  totalCount: chunk.totalCount,
  totalPages: chunk.totalPages,
  isEstimate: chunk.totalCountIsEstimate,
});

/** The most recently loaded chunk of `query` whose totals are exact, if any is in the cache and still valid. */
function freshestExactChunk(queryCache: QueryCache, query: ResultsQuery): PropertyChunk | null {
  let freshest: { chunk: PropertyChunk; updatedAt: number } | null = null;
  for (const cached of queryCache.findAll({ queryKey: resultsQueryKey(query) })) {
    const chunk = cached.state.data as PropertyChunk | undefined;
    if (!chunk || chunk.totalCountIsEstimate || cached.state.isInvalidated) continue;
    if (!freshest || cached.state.dataUpdatedAt > freshest.updatedAt)
      freshest = { chunk, updatedAt: cached.state.dataUpdatedAt };
  }
  return freshest?.chunk ?? null;
}

/**
 * The exact totals of a result once any of its chunks has brought them. A large result's count is an
 * estimate (decision 022) in most chunks, but the chunks at its end answer it exactly; that count then holds
 * for every page, so the pager stays corrected when the reader goes back to a chunk that estimated.
 */
function useExactChunk(query: ResultsQuery | null): PropertyChunk | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  const read = useCallback(() => (query ? freshestExactChunk(queryCache, query) : null), [queryCache, query]);
  return useSyncExternalStore(subscribe, read, read);
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
  if (
    query &&
    result.data &&
    !result.isPlaceholderData &&
    (shown?.chunk !== result.data || shown.page !== page)
  ) {
    const { start, end } = pageSliceInChunk(page);
    setShown({ query, chunk: result.data, page, items: result.data.items.slice(start, end) });
  }

  const exactChunk = useExactChunk(shown?.query ?? null);
  const totals = !shown
    ? NO_TOTALS
    : totalsOf(shown.chunk.totalCountIsEstimate && exactChunk ? exactChunk : shown.chunk);

  const hasFailed = result.isError && !result.isFetching;
  const { totalPages } = totals;
  useEffect(() => {
    const nextChunk = query ? chunkToPrefetch(page, totalPages) : null;
    if (query && nextChunk) void queryClient.prefetchQuery(propertyChunkQueryOptions(query, nextChunk));
  }, [query, page, totalPages, queryClient]);

  return {
    items: shown?.items ?? NO_ITEMS,
    /** The exact totals once any chunk of this result has brought them, else the shown chunk's. */
    totals,
    /**
     * The page on screen lies past the end of the result, as the exact count now tells (a bookmark, or the
     * last page of an estimate that was too high): the real last page is to be shown instead.
     */
    isPastEnd: shown !== null && !totals.isEstimate && totalPages > 0 && shown.page > totalPages,
    /** Nothing to show yet (first load). */
    isLoading: shown === null && !hasFailed,
    /** A newer page or query is on its way while the previous one stays on screen. */
    isUpdating: result.isFetching && shown !== null,
    isError: hasFailed,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
