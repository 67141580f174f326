import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

export const ACCESS_TOKEN_AUDIENCE = 'sakhli';
const ALGORITHM = 'HS256';

/**
 * 'access': a normal bearer token. 'recovery': what a password-reset link gives, accepted by
 * reset-password only (its claim `purpose: 'recovery'` makes every other check refuse it).
 */
export type TokenPurpose = 'access' | 'recovery';

export interface AccessClaims {
  userId: string;
  /** The session family the token was issued for. */
  sessionId: string;
  purpose: TokenPurpose;
}

const Claims = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  purpose: z.literal('recovery').optional(),
});

export interface AccessTokenOptions {
  secret: string;
  /** APP_URL: the `iss` of every token, checked on the way back. */
  issuer: string;
  ttlSeconds: number;
  recoveryTtlSeconds: number;
}

const invalidToken = () => new AppError('INVALID_TOKEN', 401, 'Invalid access token');

/** Access tokens: HS256 JWTs (sub, sid, iat, exp, iss, aud) signed with the JWT secret. */
export function createAccessTokens({ secret, issuer, ttlSeconds, recoveryTtlSeconds }: AccessTokenOptions) {
  const key = new TextEncoder().encode(secret);

  const toClaims = (payload: JWTPayload): AccessClaims => {
    const parsed = Claims.safeParse(payload);
    if (!parsed.success) throw invalidToken();
    const { sub, sid, purpose } = parsed.data;
    return { userId: sub, sessionId: sid, purpose: purpose ?? 'access' };
  };

  return {
    ttlSeconds,
    recoveryTtlSeconds,

    async sign(userId: string, sessionId: string, purpose: TokenPurpose = 'access') {
      const expiresIn = purpose === 'recovery' ? recoveryTtlSeconds : ttlSeconds;
      const token = await new SignJWT(
        purpose === 'recovery' ? { sid: sessionId, purpose } : { sid: sessionId },
      )
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .sign(key);
      return { token, expiresIn };
    },

    /**
     * The claims of a token signed with our key for our issuer and audience (only HS256 is accepted:
     * `alg: none` and every other algorithm are refused). `allowExpired`: an expired token still proves
     * whose it is (refresh and sign-out use that); otherwise expiry answers 401 TOKEN_EXPIRED.
     */
    async verify(token: string, { allowExpired = false } = {}): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
        });
        return toClaims(payload);
      } catch (error) {
        // jose checks the signature, issuer and audience before expiry: an expired token reaching here is ours.
        if (error instanceof errors.JWTExpired) {
          if (allowExpired) return toClaims(error.payload);
          throw new AppError('TOKEN_EXPIRED', 401, 'Access token has expired');
        }
        if (error instanceof AppError) throw error;
        throw invalidToken();
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
