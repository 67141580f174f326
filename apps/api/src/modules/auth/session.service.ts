import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, randomToken } from '../../lib/secure-token';
import type { AccessTokens } from './access-token';
import {
  findSessionByTokenHash,
  insertSession,
  markSessionUsed,
  revokeFamily,
  revokeUserSessions,
  type SessionKind,
} from './sessions.repository';
import { findUserById } from './users.repository';
import { toUser, type UserRecord } from './user-read-model';

const DAY_MS = 24 * 60 * 60_000;
/** A session ends after 30 days without a refresh (each rotation starts a new 30 days). */
export const REFRESH_TTL_MS = 30 * DAY_MS;

const invalidRefresh = () => new AppError('INVALID_REFRESH_TOKEN', 401, 'Invalid refresh token');
const invalidRecovery = () =>
  new AppError('INVALID_TOKEN', 401, 'The password reset session is invalid or has expired');

export interface SessionServiceOptions {
  db: Db;
  tokens: AccessTokens;
  now?: () => Date;
}

/**
 * Sessions: an access JWT plus an opaque refresh token (32 random bytes, stored as its SHA-256 only).
 * Every refresh rotates the token within the session's family; presenting a rotated token again is a
 * replay (someone else holds a copy), which ends the whole family. The access token's `sid` names the
 * family, so ending it also stops its access tokens (plugins/auth.ts checks on every request).
 */
export function createSessionService({ db, tokens, now = () => new Date() }: SessionServiceOptions) {
  async function open(
    user: UserRecord,
    kind: SessionKind,
    familyId: string,
    userAgent: string | null | undefined,
  ): Promise<AuthResponse> {
    const refreshToken = randomToken();
    const lifetimeMs = kind === 'recovery' ? tokens.recoveryTtlSeconds * 1000 : REFRESH_TTL_MS;
    await insertSession(db, {
      userId: user.id,
      familyId,
      kind,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: new Date(now().getTime() + lifetimeMs),
      userAgent: userAgent ?? null,
    });
    const access = await tokens.sign(user.id, familyId, kind === 'recovery' ? 'recovery' : 'access');
    return { accessToken: access.token, refreshToken, expiresIn: access.expiresIn, user: toUser(user) };
  }

  return {
    /** A new signed-in session (sign-in, confirmed sign-up, social sign-in, after a reset). */
    start: (user: UserRecord, userAgent: string | undefined) => open(user, 'normal', randomUUID(), userAgent),

    /** The short session a password-reset link opens: its tokens are good for reset-password only. */
    startRecovery: (user: UserRecord, userAgent: string | undefined) =>
      open(user, 'recovery', randomUUID(), userAgent),

    async refresh(refreshToken: string, accessToken: string | null | undefined): Promise<AuthResponse> {
      const session = await findSessionByTokenHash(db, hashToken(refreshToken));
      if (!session || session.kind !== 'normal' || session.revokedAt) throw invalidRefresh();
      if (session.rotatedAt) {
        await revokeFamily(db, session.familyId, now());
        throw invalidRefresh();
      }
      if (session.expiresAt <= now()) throw invalidRefresh();
      // A refresh token works for its own user only: an access token sent along (expired is fine, forged
      // is not) must be that user's, or nothing rotates.
      if (accessToken) {
        const claims = await tokens.verify(accessToken, { allowExpired: true }).catch(() => undefined);
        if (claims?.purpose !== 'access' || claims.userId !== session.userId) throw invalidRefresh();
      }
      const user = await findUserById(db, session.userId);
      if (!user) throw invalidRefresh();
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      if (!(await markSessionUsed(db, session.id, 'rotatedAt', now()))) {
        // Another request used this token first: one of the two holders is not the user.
        await revokeFamily(db, session.familyId, now());
        throw invalidRefresh();
      }
      return open(user, 'normal', session.familyId, session.userAgent);
    },

    /** Ends the family of the refresh token and of the access token's `sid`, whichever are given. */
    async signOut(refreshToken: string | null | undefined, sessionId: string | undefined) {
      if (refreshToken) {
        const session = await findSessionByTokenHash(db, hashToken(refreshToken));
        if (session) await revokeFamily(db, session.familyId, now());
      }
      if (sessionId) await revokeFamily(db, sessionId, now());
    },

    /**
     * Uses up a recovery session: both tokens must be the pair a reset link gave (same user, same
     * session, unexpired, unused). Answers the user's id.
     */
    async consumeRecovery(accessToken: string, refreshToken: string): Promise<string> {
      const claims = await tokens.verify(accessToken);
      if (claims.purpose !== 'recovery') throw invalidRecovery();
      const session = await findSessionByTokenHash(db, hashToken(refreshToken));
      const isPair =
        session?.kind === 'recovery' &&
        session.familyId === claims.sessionId &&
        session.userId === claims.userId &&
        session.expiresAt > now();
      if (!session || !isPair || !(await markSessionUsed(db, session.id, 'revokedAt', now()))) {
        throw invalidRecovery();
      }
      return session.userId;
    },

    revokeAll: (userId: string) => revokeUserSessions(db, userId, now()),
    revokeOthers: (userId: string, keepSessionId: string) =>
      revokeUserSessions(db, userId, now(), keepSessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
