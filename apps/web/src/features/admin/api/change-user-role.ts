import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@sakhli/shared/enums';
import type { AdminUser, AdminUserList } from '@sakhli/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STATS_KEY } from './get-admin-stats';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** PUT /api/admin/users/{id}/role: effective on the user's next request. */
export function changeUserRole(userId: string, role: Role) {
  return apiRequest<AdminUser>(`/api/admin/users/${userId}/role`, { method: 'PUT', body: { role } });
}

/** Changes a role; the user's row shows the answer at once, and the counts by role are fetched again. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeUserRole(userId, role),
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminUserList>({ queryKey: ADMIN_USERS_KEY }, (list) =>
        list?.items.some((user) => user.id === updated.id)
          ? { ...list, items: list.items.map((user) => (user.id === updated.id ? updated : user)) }
          : undefined,
      );
      // A role filter may no longer match the user: lists are asked again when next shown.
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    },
  });
}
