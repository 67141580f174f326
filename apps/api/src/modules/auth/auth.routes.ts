import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  RefreshRequest,
  SignInRequest,
  SignOutRequest,
  SignUpRequest,
  SignUpResponse,
  SuccessResponse,
} from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import type { FiltersService } from '../filters/filters.service';
import { guestOwnerOf, userOwnerKey } from '../filters/filter-owner';
import type { AccessTokens } from './access-token';
import type { AuthModule } from './auth.module';
import { contextOf } from './request-context';

export type GuestFilters = Pick<FiltersService, 'adoptGuestFilters'>;

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** Token responses, and everything else about an account, must not be kept by any cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** After a sign-in: the guest's saved filters of this browser (X-Guest-Id) become the user's. */
export async function adoptGuest<T extends { user: { id: string } }>(
  filters: GuestFilters,
  request: FastifyRequest,
  session: T,
): Promise<T> {
  await filters.adoptGuestFilters(guestOwnerOf(request), userOwnerKey(session.user.id));
  return session;
}

/** The session family of the bearer, when its signature holds (expired is fine: it is only being ended). */
async function bearerSessionId(request: FastifyRequest, tokens: AccessTokens) {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const claims = await tokens.verify(match[1], { allowExpired: true }).catch(() => undefined);
  return claims?.purpose === 'access' ? claims.sessionId : undefined;
}

/** Sign-up, sign-in, refresh and sign-out: paths of SPEC.md section 7, letter case included. */
export function authRoutes(
  { auth, sessions, tokens }: AuthModule,
  filters: GuestFilters,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.post(
      '/api/Auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Creates an account; with e-mail confirmation on, answers without tokens and mails a link',
          body: SignUpRequest,
          response: { 200: SignUpResponse, ...errors },
        },
      },
      async (request) => {
        const response = await auth.signUp(request.body, contextOf(request));
        return response.accessToken ? adoptGuest(filters, request, response) : response;
      },
    );
    app.post(
      '/api/Auth/signin',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs in with e-mail and password',
          body: SignInRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) => adoptGuest(filters, request, await auth.signIn(request.body, contextOf(request))),
    );
    app.post(
      '/api/Auth/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotates the refresh token; a replayed one ends its whole session',
          body: RefreshRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) => sessions.refresh(request.body.refreshToken, request.body.accessToken),
    );
    app.post(
      '/api/Auth/signout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Ends the session of the refresh token and of the bearer token (either may be absent)',
          body: SignOutRequest.optional(),
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await sessions.signOut(request.body?.refreshToken, await bearerSessionId(request, tokens));
        return { success: true };
      },
    );
  };
}
