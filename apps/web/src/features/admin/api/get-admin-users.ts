import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE } from '@sakhli/shared/constants';
import type { Role } from '@sakhli/shared/enums';
import type { AdminUserList } from '@sakhli/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface AdminUsersFilter {
  page: number;
  search: string;
  role: Role | null;
}

export function getAdminUsers(filter: AdminUsersFilter, signal?: AbortSignal) {
  return apiRequest<AdminUserList>('/api/admin/users', {
    query: { ...filter, pageSize: ADMIN_USERS_PAGE_SIZE },
    signal,
  });
}

/** GET /api/admin/users: newest first, by page, matching e-mail or names and an optional role. */
export function adminUsersQueryOptions(filter: AdminUsersFilter) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, filter],
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    ...DASHBOARD_QUERY_OPTIONS,
    staleTime: 0,
    // The list on screen stays while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQueryOptions(filter));
