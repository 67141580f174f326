import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequest,
  SuccessResponse,
  UpdateProfileRequest,
  User,
} from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { requireUser, signedInUser } from '../../plugins/auth';
import { PASSWORD_CHANGED_MESSAGE } from './account.service';
import type { AuthModule } from './auth.module';
import { noStore } from './auth.routes';
import { toUser } from './user-read-model';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/** The signed-in user's own account: who am I, profile, password. */
export function accountRoutes({ account }: AuthModule): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireUser);
    app.get(
      '/api/Auth/me',
      { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User, ...errors } } },
      async (request) => toUser(signedInUser(request)),
    );
    app.post(
      '/api/Auth/oauth/ensure-user',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Called by the web app after every sign-in: the account lives on this server, so it exists; answers it',
          response: { 200: User, ...errors },
        },
      },
      async (request) => toUser(signedInUser(request)),
    );
    app.put(
      '/api/Auth/profile',
      {
        schema: {
          tags: ['auth'],
          summary: 'Replaces first name, last name and display name (and the mail language when sent)',
          body: UpdateProfileRequest,
          response: { 200: User, ...errors },
        },
      },
      async (request) => account.updateProfile(signedInUser(request), request.body),
    );
    app.post(
      '/api/auth/change-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Changes the password and ends every other session of the user',
          body: ChangePasswordRequest,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await account.changePassword(signedInUser(request), request.body);
        return { success: true, message: PASSWORD_CHANGED_MESSAGE };
      },
    );
  };
}
