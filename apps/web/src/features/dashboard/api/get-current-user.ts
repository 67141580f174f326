import { useQuery } from '@tanstack/react-query';
import { refreshCurrentUser } from '@/lib/auth-session';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

/**
 * GET /api/Auth/me while the dashboard is open, so its role badge and e-mail badge follow the server (an
 * admin may have changed the role, the e-mail may have been confirmed in another tab).
 */
export function useCurrentUserCheck(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'me', userId],
    queryFn: refreshCurrentUser,
    ...DASHBOARD_QUERY_OPTIONS,
  });
}
