import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  OAuthCallbackRequest,
  OAuthInitRequest,
  OAuthInitResponse,
} from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { consumeLimits } from '../../lib/limit-checks';
import type { AuthModule } from './auth.module';
import { adoptGuest, noStore, type GuestFilters } from './auth.routes';
import { contextOf } from './request-context';

const errors = {
  400: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
};

/** Social sign-in through OpenID Connect (providers `google` and `oidc`). */
export function oauthRoutes({ oauth, limits }: AuthModule, filters: GuestFilters): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.post(
      '/api/Auth/oauth/init',
      {
        schema: {
          tags: ['auth'],
          summary:
            "The provider's authorization URL (PKCE, state and nonce kept on the server for 10 minutes)",
          body: OAuthInitRequest,
          response: { 200: OAuthInitResponse, ...errors },
        },
      },
      async (request) => {
        // Before any state is stored or provider asked (RATE_LIMIT_OAUTH_INIT_PER_CLIENT).
        await consumeLimits([limits.oauthInitPerClient, contextOf(request).clientKey]);
        return oauth.init(request.body.provider, request.body.redirectUri);
      },
    );
    app.post(
      '/api/Auth/oauth/callback',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Exchanges the authorization code, checks the ID token, and signs in (or creates the account)',
          body: OAuthCallbackRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) => adoptGuest(filters, request, await oauth.callback(request.body, contextOf(request))),
    );
  };
}
