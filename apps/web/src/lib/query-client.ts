import { QueryClient } from '@tanstack/react-query';

/** SPEC.md 'Query caching': retry 3, delay doubling from 1 s up to 30 s, 5 minutes unused retention. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
      },
    },
  });
}

/** The dashboard layer: stale for 5 minutes, one retry, no refetch on window focus. */
export const DASHBOARD_QUERY_OPTIONS = {
  staleTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;
