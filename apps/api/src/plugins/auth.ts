import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@sakhli/shared/enums';
import { hasRole } from '@sakhli/shared/rules/roles';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AccessTokens } from '../modules/auth/access-token';
import { findSessionUser } from '../modules/auth/sessions.repository';
import type { UserRecord } from '../modules/auth/user-read-model';

/** The signed-in caller: the user row as it is now (role, disabled) and the session family of the token. */
export interface AuthenticatedUser extends UserRecord {
  sessionId: string;
}

export interface Authenticator {
  /** Null without an Authorization header; 401 for a header that is not a live access token. */
  authenticate(request: FastifyRequest): Promise<AuthenticatedUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** Set by the auth hooks below (null: a guest); routes without them never look at the token. */
    user: AuthenticatedUser | null;
  }
}

const invalidToken = () => new AppError('INVALID_TOKEN', 401, 'Invalid access token');

/**
 * Bearer tokens: a JWT checked by `tokens.verify` (HS256 only, our issuer and audience, unexpired, not a
 * recovery token), then the user loaded from the database together with a check that the token's session
 * is live, on every request: a role change, a disabled account or a sign-out takes effect at once.
 */
export function createAuthenticator(db: Db, tokens: AccessTokens): Authenticator {
  return {
    async authenticate(request) {
      const header = request.headers.authorization;
      if (header === undefined) return null;
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
      if (!match?.[1]) throw invalidToken();
      const claims = await tokens.verify(match[1]);
      if (claims.purpose !== 'access') throw invalidToken();
      const user = await findSessionUser(db, claims.userId, claims.sessionId);
      if (!user) throw new AppError('INVALID_TOKEN', 401, 'The session has ended');
      // 401, not 403: the client's refresh then fails with ACCOUNT_DISABLED and it drops the tokens.
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 401, 'Account is disabled');
      return { ...user, sessionId: claims.sessionId };
    },
  };
}

export function registerAuth(app: FastifyInstance, authenticator: Authenticator) {
  app.decorate('authenticator', authenticator);
  app.decorateRequest('user', null);
}

const resolutions = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | null>>();

/** Authenticates once per request, whichever hooks ask. */
async function resolveUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  let resolution = resolutions.get(request);
  if (!resolution) {
    resolution = request.server.authenticator.authenticate(request);
    resolutions.set(request, resolution);
  }
  request.user = await resolution;
  return request.user;
}

/**
 * Hooks for routes (`onRequest: optionalUser`, `onRequest: requireRole('Moderator')`…). On every one, a
 * bearer that is present but not valid answers 401, even where a guest would be served: the web client
 * then refreshes and retries, instead of silently getting a guest's answer while it thinks it is signed in.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await resolveUser(request);
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await resolveUser(request))) throw new AppError('UNAUTHORIZED', 401, 'Sign in required');
}

export function requireRole(role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await resolveUser(request);
    if (!user) throw new AppError('UNAUTHORIZED', 401, 'Sign in required');
    if (!hasRole(user.role, role)) throw new AppError('FORBIDDEN', 403, `${role} access required`);
  };
}

/** The caller in a handler behind `requireUser` or `requireRole`. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401, 'Sign in required');
  return request.user;
}
