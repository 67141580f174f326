import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@sakhli/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

export function getAdminStats(signal?: AbortSignal) {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

/** GET /api/admin/stats: counted anew whenever the page is opened. */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_STATS_KEY,
    queryFn: ({ signal }) => getAdminStats(signal),
    ...DASHBOARD_QUERY_OPTIONS,
    staleTime: 0,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
