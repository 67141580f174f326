import type { Log } from '../../lib/log';
import type { Mailer } from '../../adapters/mailer';
import type { RenderedMail } from '../../lib/mail-layout';
import type { RateLimiter } from '../../lib/rate-limiter';
import { confirmEmailMail } from './mails/confirm-email.mail';
import { resetPasswordMail } from './mails/reset-password.mail';
import { signUpAttemptMail } from './mails/sign-up-attempt.mail';
import { displayNameOf, languageOf, mailNameOf, type UserRecord } from './user-read-model';

export interface AccountMailOptions {
  mailer: Mailer;
  appUrl: string;
  log: Log;
  /** At most so many mails per recipient; past it mails are dropped (and logged), never queued. */
  recipientLimiter: RateLimiter;
  /** Display names of the social providers, for the sign-up-attempt mail. */
  providerNames: Record<string, string>;
}

type MailKind = 'confirm' | 'reset' | 'sign-up-attempt';

/**
 * The account mails, in the recipient's language, sent in the background: a request never waits for
 * SMTP, and how long it takes reveals nothing about whether a mail went out (no account enumeration).
 */
export function createAccountMail({
  mailer,
  appUrl,
  log,
  recipientLimiter,
  providerNames,
}: AccountMailOptions) {
  const pending = new Set<Promise<void>>();

  const deliver = (kind: MailKind, to: string, mail: RenderedMail, link?: string) => {
    const delivery = recipientLimiter
      .consume(to.toLowerCase())
      .then(({ isAllowed }) => {
        if (isAllowed) return mailer.send({ to, ...mail });
        log.warn({ mail: kind }, 'mail not sent: too many mails to this recipient');
        return undefined;
      })
      .then((receipt) => {
        // Outbox mode (no SMTP_URL) is for development: CONTRACT.md asks for the link in the log there.
        // With SMTP the link, a credential, never reaches a log.
        if (receipt?.outboxFile)
          log.info({ mail: kind, file: receipt.outboxFile, link }, 'mail written to the outbox');
      })
      .catch((error: unknown) => {
        log.error(
          { mail: kind, reason: error instanceof Error ? error.message : String(error) },
          'mail not sent',
        );
      })
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };

  const confirmLink = (token: string, type: 'signup' | 'recovery') =>
    `${appUrl}/auth/confirm?token=${encodeURIComponent(token)}&type=${type}`;

  return {
    sendConfirmation(user: UserRecord, token: string) {
      const link = confirmLink(token, 'signup');
      deliver(
        'confirm',
        user.email,
        confirmEmailMail(languageOf(user), { name: mailNameOf(user), link }),
        link,
      );
    },

    sendPasswordReset(user: UserRecord, token: string) {
      const link = confirmLink(token, 'recovery');
      deliver(
        'reset',
        user.email,
        resetPasswordMail(languageOf(user), { name: mailNameOf(user), link }),
        link,
      );
    },

    /** To the owner of an address someone tried to sign up with; `hasPassword` false: a social-only account. */
    sendSignUpAttempt(user: UserRecord, hasPassword: boolean) {
      const socialProvider = hasPassword ? undefined : (providerNames[user.provider] ?? user.provider);
      const mail = signUpAttemptMail(languageOf(user), {
        name: displayNameOf(user),
        siteUrl: `${appUrl}/`,
        socialProvider,
      });
      deliver('sign-up-attempt', user.email, mail);
    },

    /** Waits for the mails under way (on close, and in tests). */
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type AccountMail = ReturnType<typeof createAccountMail>;
