import type { AuthResponse, ResetPasswordRequest, VerifyEmailLinkRequest } from '@sakhli/shared/schemas/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, matchesTokenHash, randomToken } from '../../lib/secure-token';
import type { AuthDependencies } from './auth.service';
import { consumeLimits } from '../../lib/limit-checks';
import {
  consumeEmailToken,
  findEmailToken,
  insertEmailToken,
  latestConfirmationBinding,
  retireEmailTokens,
  type EmailToken,
  type EmailTokenPurpose,
} from './email-tokens.repository';
import { attemptPassword } from './password-attempt';
import { hashPassword } from './passwords';
import type { RequestContext } from './request-context';
import { roleFor } from './roles';
import { confirmUserEmail, findUserByEmail, findUserById, updateUser } from './users.repository';
import { normalizeEmail, type UserRecord, type UserRow } from './user-read-model';

const invalidLink = () => new AppError('INVALID_LINK', 400, 'This link is invalid or has already been used');

/** Confirmation links live 24 hours, reset links 1 hour (CONTRACT.md section 3). */
export const CONFIRM_LINK_TTL_MS = 24 * 60 * 60_000;
export const RESET_LINK_TTL_MS = 60 * 60_000;

const PURPOSE_OF_TYPE: Record<VerifyEmailLinkRequest['type'], EmailTokenPurpose> = {
  signup: 'confirm',
  recovery: 'reset',
};

/**
 * The e-mailed links: confirmation after sign-up and password reset. Each token is random, stored as its
 * hash, used once, and expires; the /auth/confirm page exchanges it through `verify`.
 */
export function createEmailLinkService({
  db,
  config,
  sessions,
  mail,
  limits,
  now = () => new Date(),
}: AuthDependencies) {
  /**
   * Stores a new link's token and hands its mail (`send`) to the queue in one transaction: the mail
   * exists exactly when its link does.
   */
  async function mailLink(
    user: UserRecord,
    purpose: EmailTokenPurpose,
    send: (token: string, tx: Db) => Promise<void>,
    browserSecretHash?: string | null,
  ) {
    const token = randomToken();
    const lifetime = purpose === 'confirm' ? CONFIRM_LINK_TTL_MS : RESET_LINK_TTL_MS;
    const expiresAt = new Date(now().getTime() + lifetime);
    await db.transaction(async (tx) => {
      await insertEmailToken(
        tx,
        { userId: user.id, purpose, tokenHash: hashToken(token), browserSecretHash, expiresAt },
        now(),
      );
      await send(token, tx);
    });
  }

  /**
   * Who may confirm with a confirmation link (decision 014): the browser that signed up (the secret it
   * kept), or anyone who knows the password that sign-up chose. The link alone is not enough: it may
   * have been mailed for another person's sign-up of this address.
   */
  async function proveSignUp(
    link: EmailToken,
    user: UserRow,
    { browserSecret, password }: VerifyEmailLinkRequest,
    context: RequestContext,
  ) {
    if (link.browserSecretHash && browserSecret && matchesTokenHash(browserSecret, link.browserSecretHash))
      return;
    if (password === undefined) {
      throw new AppError(
        'CONFIRMATION_PASSWORD_REQUIRED',
        403,
        'Enter the password you chose at sign-up to confirm this address',
      );
    }
    if (!(await attemptPassword(limits, user.email, context, user.passwordHash, password)))
      throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
  }

  return {
    /** Mails a confirmation link that the browser holding `browserSecret` confirms with a click. */
    async sendConfirmation(user: UserRecord, browserSecret: string) {
      await mailLink(
        user,
        'confirm',
        (token, tx) => mail.sendConfirmation(user, token, tx),
        hashToken(browserSecret),
      );
    },

    /** Mails a reset link to a password account; answers the same whether or not there is one. */
    async requestPasswordReset(rawEmail: string, context: RequestContext) {
      const email = normalizeEmail(rawEmail);
      await consumeLimits(
        [limits.forgotPasswordPerAddress, email],
        [limits.forgotPasswordPerClient, context.clientKey],
      );
      const user = await findUserByEmail(db, email);
      if (!user?.passwordHash || user.isDisabled) return;
      await mailLink(user, 'reset', (token, tx) => mail.sendPasswordReset(user, token, tx));
    },

    /** Mails a new confirmation link to an unconfirmed password account; answers the same either way. */
    async resendConfirmation(rawEmail: string, context: RequestContext) {
      const email = normalizeEmail(rawEmail);
      await consumeLimits(
        [limits.resendConfirmationPerAddress, email],
        [limits.resendConfirmationPerClient, context.clientKey],
      );
      const user = await findUserByEmail(db, email);
      if (!user?.passwordHash || user.emailConfirmed || user.isDisabled) return;
      // The new link stays tied to the browser of the sign-up (whoever asks for the resend).
      const binding = await latestConfirmationBinding(db, user.id);
      await mailLink(user, 'confirm', (token, tx) => mail.sendConfirmation(user, token, tx), binding);
    },

    /**
     * Exchanges a link token. signup: confirms the address (and grants a configured role) and signs in.
     * recovery: opens a recovery session whose tokens only reset-password accepts. The address is not
     * confirmed here but after the reset: until the password is replaced, following a reset link must not
     * turn on an unconfirmed account whose password someone else may have chosen.
     */
    async verify(request: VerifyEmailLinkRequest, context: RequestContext): Promise<AuthResponse> {
      const found = await findEmailToken(db, hashToken(request.token), PURPOSE_OF_TYPE[request.type], now());
      if (found.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = found.status === 'ok' ? await findUserById(db, found.token.userId) : undefined;
      if (found.status === 'invalid' || !user) throw invalidLink();
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      if (request.type === 'signup') await proveSignUp(found.token, user, request, context);
      if (!(await consumeEmailToken(db, found.token.id, now()))) throw invalidLink();
      if (request.type === 'recovery') return sessions.startRecovery(user, context.userAgent);
      const confirmed = await confirmUserEmail(db, user, roleFor(user.email, true, user.role, config));
      if (!confirmed) throw invalidLink();
      return sessions.start(confirmed, context.userAgent);
    },

    /** Sets the new password from a recovery session, ends every session of the user, and signs in afresh. */
    async resetPassword(body: ResetPasswordRequest, context: RequestContext): Promise<AuthResponse> {
      const userId = await sessions.consumeRecovery(body.accessToken, body.refreshToken);
      const user = await findUserById(db, userId);
      if (!user)
        throw new AppError('INVALID_TOKEN', 401, 'The password reset session is invalid or has expired');
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      const updated = await updateUser(db, userId, {
        passwordHash: await hashPassword(body.newPassword),
        // The reset proved the mailbox and replaced whatever password was there.
        emailConfirmed: true,
        role: roleFor(user.email, true, user.role, config),
      });
      if (!updated)
        throw new AppError('INVALID_TOKEN', 401, 'The password reset session is invalid or has expired');
      // Links mailed for the replaced password (a pending confirmation, other resets) end with it.
      await retireEmailTokens(db, userId, now());
      await sessions.revokeAll(userId);
      return sessions.start(updated, context.userAgent);
    },
  };
}
export type EmailLinkService = ReturnType<typeof createEmailLinkService>;
