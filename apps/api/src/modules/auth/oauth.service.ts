import type { Log } from '../../lib/log';
import type {
  AuthResponse,
  OAuthCallbackRequest,
  OAuthInitResponse,
  OAuthProvider,
} from '@sakhli/shared/schemas/auth';
import {
  describeOidcError,
  type OidcClient,
  type OidcIdentity,
  type OidcSettings,
} from '../../adapters/oidc';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, randomToken } from '../../lib/secure-token';
import { retireEmailTokens } from './email-tokens.repository';
import {
  consumeOauthState,
  deleteIdentitiesOfUser,
  findIdentity,
  insertIdentity,
  insertOauthState,
  updateIdentityEmail,
} from './oauth.repository';
import type { RequestContext } from './request-context';
import { roleFor } from './roles';
import type { SessionService } from './session.service';
import { findUserByEmail, findUserById, insertUser, updateUser } from './users.repository';
import type { UserRecord } from './user-read-model';

const STATE_TTL_MS = 10 * 60_000;
const GOOGLE_ISSUER = 'https://accounts.google.com';

const invalidState = () => new AppError('OAUTH_INVALID_STATE', 400, 'Invalid state parameter');
const failed = () => new AppError('OAUTH_FAILED', 400, 'OAuth authentication failed');

export interface OauthDependencies {
  db: Db;
  config: Config;
  sessions: SessionService;
  oidc: OidcClient;
  log: Log;
  now?: () => Date;
}

/** The provider's settings, or 404 when it is not configured here. */
function settingsOf(config: Config, provider: OAuthProvider): OidcSettings {
  const settings =
    provider === 'google'
      ? config.google && { issuer: GOOGLE_ISSUER, ...config.google }
      : config.oidc && {
          issuer: config.oidc.issuer,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
        };
  if (!settings) throw new AppError('OAUTH_PROVIDER_NOT_FOUND', 404, 'OAuth provider not found');
  return settings;
}

/**
 * Social sign-in (SPEC.md section 4): the state, PKCE verifier and nonce stay on the server (single use,
 * 10 minutes) and tied to the starting browser; the identity is keyed by issuer and subject; an address
 * the provider has not verified never names an account.
 */
export function createOauthService({
  db,
  config,
  sessions,
  oidc,
  log,
  now = () => new Date(),
}: OauthDependencies) {
  const callbackUrl = `${config.appUrl}/auth/callback`;

  /** A known identity's user, or the account the identity joins, or a new account. */
  async function userFor(identity: OidcIdentity, provider: OAuthProvider, context: RequestContext) {
    const known = await findIdentity(db, identity.issuer, identity.subject);
    if (known) {
      await updateIdentityEmail(db, known.id, identity.email ?? null, identity.emailVerified);
      return findUserById(db, known.userId);
    }
    if (!identity.email)
      throw new AppError('OAUTH_FAILED', 400, 'The provider did not share an e-mail address');
    // An address the provider has not verified may be anyone's: it never names an account here.
    if (!identity.emailVerified) {
      throw new AppError(
        'OAUTH_EMAIL_UNVERIFIED',
        403,
        'Your provider has not verified this e-mail address. Verify it there, or sign up with e-mail and password.',
      );
    }
    const link = {
      provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      emailVerified: true,
    };
    const existing = await findUserByEmail(db, identity.email);
    if (existing) return joinExisting(existing, link);
    const created = await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      displayName: identity.name ?? null,
      provider,
      emailConfirmed: true,
      language: context.language,
      role: roleFor(identity.email, true, 'User', config),
    });
    // The address was registered meanwhile: the rules for an existing account apply.
    if (!created) return userFor(identity, provider, context);
    await insertIdentity(db, { ...link, userId: created.id });
    return created;
  }

  /** A verified provider address joins the account that has it. */
  async function joinExisting(
    existing: UserRecord,
    link: Omit<Parameters<typeof insertIdentity>[1], 'userId'>,
  ) {
    if (existing.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
    let user: UserRecord | undefined = existing;
    if (!existing.emailConfirmed) {
      // Nobody ever proved this address before: its password, links, sessions and other identities may
      // be someone else's who registered it first. The provider's verified address wins; the account
      // becomes social-only, with this identity alone.
      await retireEmailTokens(db, existing.id, now());
      user = await updateUser(db, existing.id, {
        emailConfirmed: true,
        passwordHash: null,
        provider: link.provider,
        role: roleFor(existing.email, true, existing.role, config),
      });
      await deleteIdentitiesOfUser(db, existing.id);
      await sessions.revokeAll(existing.id);
    }
    await insertIdentity(db, { ...link, userId: existing.id });
    return user;
  }

  return {
    /**
     * Starts a sign-in. The answer's `browserSecret` stays in the starting browser (session storage); only
     * its hash is kept with the state, so a callback link opened in any other browser fails (login CSRF).
     */
    async init(provider: OAuthProvider, redirectUri: string): Promise<OAuthInitResponse> {
      const settings = settingsOf(config, provider);
      // Only this site's callback page: the provider must never send a code anywhere else.
      if (redirectUri !== callbackUrl) {
        throw new AppError('VALIDATION_FAILED', 400, 'Invalid redirectUri', {
          redirectUri: [`Must be ${callbackUrl}`],
        });
      }
      let pending;
      try {
        pending = await oidc.startAuthorization(settings, redirectUri);
      } catch (error) {
        log.warn({ provider, reason: describeOidcError(error) }, 'OIDC discovery failed');
        throw new AppError('OAUTH_FAILED', 502, 'The sign-in provider is not reachable');
      }
      const browserSecret = randomToken();
      await insertOauthState(
        db,
        {
          browserSecretHash: hashToken(browserSecret),
          state: pending.state,
          provider,
          codeVerifier: pending.codeVerifier,
          nonce: pending.nonce,
          redirectUri,
          expiresAt: new Date(now().getTime() + STATE_TTL_MS),
        },
        now(),
      );
      return { authUrl: pending.authUrl, state: pending.state, browserSecret };
    },

    async callback(body: OAuthCallbackRequest, context: RequestContext): Promise<AuthResponse> {
      const settings = settingsOf(config, body.provider);
      const pending = await consumeOauthState(db, body.state, hashToken(body.browserSecret), now());
      if (!pending || pending.provider !== body.provider || pending.redirectUri !== body.redirectUri) {
        throw invalidState();
      }
      let identity: OidcIdentity;
      try {
        identity = await oidc.finishAuthorization(settings, { ...pending, code: body.code });
      } catch (error) {
        // The provider refused the code, or its ID token failed a check (signature, issuer, audience,
        // expiry, nonce). The reason is logged; the client learns only that it failed.
        log.warn({ provider: body.provider, reason: describeOidcError(error) }, 'OIDC sign-in refused');
        throw failed();
      }
      const user = await userFor(identity, body.provider, context);
      if (!user) throw failed();
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      return sessions.start(user, context.userAgent);
    },
  };
}
export type OauthService = ReturnType<typeof createOauthService>;
