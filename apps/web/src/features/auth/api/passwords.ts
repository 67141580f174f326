import type { SuccessResponse } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import type { TokenAnswer } from '@/lib/auth-tokens';

/** POST /api/auth/reset-password with the recovery tokens of the e-mailed link; answers a new session. */
export function resetPassword(request: { accessToken: string; refreshToken: string; newPassword: string }) {
  return apiRequest<TokenAnswer>('/api/auth/reset-password', { method: 'POST', body: request, auth: false });
}

/** POST /api/auth/change-password for the signed-in user. */
export function changePassword(request: { currentPassword: string; newPassword: string }) {
  return apiRequest<SuccessResponse>('/api/auth/change-password', { method: 'POST', body: request });
}
