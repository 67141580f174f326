import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { applyUser } from '@/lib/auth-store';

/** PUT /api/Auth/profile (CONTRACT.md section 4: it saves for real); the answer becomes the stored user. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      apiRequest<User>('/api/Auth/profile', { method: 'PUT', body: request }),
    onSuccess: applyUser,
  });
}
