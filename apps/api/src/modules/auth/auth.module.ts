import type { Log } from '../../lib/log';
import type { OidcClient } from '../../adapters/oidc';
import { resolveJwtSecret, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiterFactory } from '../../lib/rate-limiter';
import { createAuthenticator } from '../../plugins/auth';
import { createAccessTokens } from './access-token';
import type { MailOutbox } from '../mail/mail.jobs';
import { createAccountMail } from './account-mail';
import { createAccountService } from './account.service';
import { createAuthLimits } from './auth-limits';
import { createAuthService } from './auth.service';
import { createEmailLinkService } from './email-link.service';
import { createOauthService } from './oauth.service';
import { createSessionService } from './session.service';

/** A recovery token (from a reset link) lasts long enough to type a new password, not longer. */
const RECOVERY_TTL_SECONDS = 15 * 60;

export interface AuthModuleOptions {
  db: Db;
  config: Config;
  /** Where every mail goes: the durable mail queue. */
  outbox: MailOutbox;
  oidc: OidcClient;
  log: Log;
  /** Makes the limiter of each limit (config.rateLimits). */
  limiterOf: RateLimiterFactory;
}

/** Wires the accounts services together; app.ts registers the hooks and routes with them. */
export function createAuthModule({ db, config, outbox, oidc, log, limiterOf }: AuthModuleOptions) {
  const tokens = createAccessTokens({
    secret: resolveJwtSecret(config),
    issuer: config.appUrl,
    ttlSeconds: config.accessTokenTtl,
    recoveryTtlSeconds: RECOVERY_TTL_SECONDS,
  });
  const limits = createAuthLimits(limiterOf);
  const mail = createAccountMail({
    outbox,
    appUrl: config.appUrl,
    log,
    recipientLimiter: limits.mailsPerRecipient,
    providerNames: { google: 'Google', oidc: config.oidc?.name ?? 'OpenID' },
  });
  const sessions = createSessionService({ db, tokens });
  const dependencies = { db, config, sessions, mail, limits };
  const emailLinks = createEmailLinkService(dependencies);
  return {
    tokens,
    limits,
    mail,
    sessions,
    authenticator: createAuthenticator(db, tokens),
    auth: createAuthService(dependencies, emailLinks),
    emailLinks,
    account: createAccountService({ db, sessions, limits }),
    oauth: createOauthService({ db, config, sessions, oidc, log }),
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
