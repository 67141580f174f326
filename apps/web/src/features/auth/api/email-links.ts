import type { TokenAnswer } from '@/lib/auth-tokens';
import type { EmailRequest, SuccessResponse, VerifyEmailLinkRequest } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export type EmailLinkType = VerifyEmailLinkRequest['type'];

/**
 * POST /api/auth/verify: exchanges an e-mailed link's single-use token for tokens. A sign-up link also
 * needs the secret of the browser that signed up, or else that sign-up's password: without either the
 * server answers 403 CONFIRMATION_PASSWORD_REQUIRED and the link stays unused.
 */
export function verifyEmailLink(request: VerifyEmailLinkRequest) {
  return apiRequest<TokenAnswer>('/api/auth/verify', { method: 'POST', body: request, auth: false });
}

/** POST /api/auth/forgot-password: always the same answer, whether the address has an account or not. */
export function requestPasswordReset(request: EmailRequest) {
  return apiRequest<SuccessResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: request,
    auth: false,
  });
}

/** POST /api/auth/resend-confirmation: a new confirmation link for an unconfirmed address. */
export function resendConfirmation(request: EmailRequest) {
  return apiRequest<SuccessResponse>('/api/auth/resend-confirmation', {
    method: 'POST',
    body: request,
    auth: false,
  });
}
