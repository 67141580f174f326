import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserList } from '@sakhli/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** PUT /api/admin/users/{id}/verified: grants or revokes the verified badge (decision 039). */
export function setUserVerified(userId: string, isVerified: boolean) {
  return apiRequest<AdminUser>(`/api/admin/users/${userId}/verified`, {
    method: 'PUT',
    body: { isVerified },
  });
}

/** Sets the badge; the user's row shows the answer at once. */
export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isVerified }: { userId: string; isVerified: boolean }) =>
      setUserVerified(userId, isVerified),
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminUserList>(
        { queryKey: ADMIN_USERS_KEY },
        (list) =>
          list && { ...list, items: list.items.map((user) => (user.id === updated.id ? updated : user)) },
      );
    },
  });
}
