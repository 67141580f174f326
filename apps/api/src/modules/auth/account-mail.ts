import type { Db } from '../../db/client';
import type { Log } from '../../lib/log';
import type { RenderedMail } from '../../lib/mail-layout';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { MailOutbox } from '../mail/mail.jobs';
import { confirmEmailMail } from './mails/confirm-email.mail';
import { resetPasswordMail } from './mails/reset-password.mail';
import { signUpAttemptMail } from './mails/sign-up-attempt.mail';
import { displayNameOf, languageOf, mailNameOf, type UserRecord } from './user-read-model';

export interface AccountMailOptions {
  outbox: MailOutbox;
  appUrl: string;
  log: Log;
  /** At most so many mails per recipient; past it mails are dropped (and logged), never queued. */
  recipientLimiter: RateLimiter;
  /** Display names of the social providers, for the sign-up-attempt mail. */
  providerNames: Record<string, string>;
}

type MailKind = 'confirm' | 'reset' | 'sign-up-attempt';

/**
 * The account mails, in the recipient's language, handed to the mail queue: a request never waits for
 * SMTP, and how long it takes reveals nothing about whether a mail went out (no account enumeration).
 */
export function createAccountMail({
  outbox,
  appUrl,
  log,
  recipientLimiter,
  providerNames,
}: AccountMailOptions) {
  const deliver = async (kind: MailKind, to: string, mail: RenderedMail, link?: string, tx?: Db) => {
    const { isAllowed } = await recipientLimiter.consume(to.toLowerCase());
    if (!isAllowed) {
      log.warn({ mail: kind }, 'mail not sent: too many mails to this recipient');
      return;
    }
    await outbox.send(kind, { to, ...mail }, { link, tx });
  };

  const confirmLink = (token: string, type: 'signup' | 'recovery') =>
    `${appUrl}/auth/confirm?token=${encodeURIComponent(token)}&type=${type}`;

  return {
    /** With `tx`, the mail is accepted with the link's row (the transaction that stores its token). */
    sendConfirmation(user: UserRecord, token: string, tx?: Db) {
      const link = confirmLink(token, 'signup');
      const mail = confirmEmailMail(languageOf(user), { name: mailNameOf(user), link });
      return deliver('confirm', user.email, mail, link, tx);
    },

    sendPasswordReset(user: UserRecord, token: string, tx?: Db) {
      const link = confirmLink(token, 'recovery');
      const mail = resetPasswordMail(languageOf(user), { name: mailNameOf(user), link });
      return deliver('reset', user.email, mail, link, tx);
    },

    /** To the owner of an address someone tried to sign up with; `hasPassword` false: a social-only account. */
    sendSignUpAttempt(user: UserRecord, hasPassword: boolean) {
      const socialProvider = hasPassword ? undefined : (providerNames[user.provider] ?? user.provider);
      const mail = signUpAttemptMail(languageOf(user), {
        name: displayNameOf(user),
        siteUrl: `${appUrl}/`,
        socialProvider,
      });
      return deliver('sign-up-attempt', user.email, mail);
    },
  };
}
export type AccountMail = ReturnType<typeof createAccountMail>;
