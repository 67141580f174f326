import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  EmailRequest,
  ResetPasswordRequest,
  SuccessResponse,
  VerifyEmailLinkRequest,
} from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import type { AuthModule } from './auth.module';
import { adoptGuest, noStore, type GuestFilters } from './auth.routes';
import { contextOf } from './request-context';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this address, we have sent a link to reset the password.';
export const RESEND_CONFIRMATION_MESSAGE =
  'If this address has an account waiting for confirmation, we have sent a new confirmation link.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/** The e-mailed links: request them, exchange them (/auth/confirm), reset the password. */
export function emailLinkRoutes({ emailLinks }: AuthModule, filters: GuestFilters): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mails a reset link to a password account; the answer is the same for every address',
          body: EmailRequest,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await emailLinks.requestPasswordReset(request.body.email, contextOf(request));
        return { success: true, message: FORGOT_PASSWORD_MESSAGE };
      },
    );
    app.post(
      '/api/auth/resend-confirmation',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Mails a new confirmation link to an unconfirmed account; the same answer for every address',
          body: EmailRequest,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await emailLinks.resendConfirmation(request.body.email, contextOf(request));
        return { success: true, message: RESEND_CONFIRMATION_MESSAGE };
      },
    );
    app.post(
      '/api/auth/verify',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Exchanges an e-mailed link's token: signup confirms and signs in; recovery gives tokens only reset-password accepts",
          body: VerifyEmailLinkRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) => {
        const session = await emailLinks.verify(request.body, contextOf(request));
        return request.body.type === 'signup' ? adoptGuest(filters, request, session) : session;
      },
    );
    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sets a new password with the recovery tokens, ends every session and signs in afresh',
          body: ResetPasswordRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) =>
        adoptGuest(filters, request, await emailLinks.resetPassword(request.body, contextOf(request))),
    );
  };
}
