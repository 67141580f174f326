import { randomUUID } from 'node:crypto';
import type { AuthResponse, SignInRequest, SignUpRequest, SignUpResponse } from '@sakhli/shared/schemas/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountMail } from './account-mail';
import { consumeLimits } from '../../lib/limit-checks';
import { randomToken } from '../../lib/secure-token';
import type { AuthLimits } from './auth-limits';
import type { EmailLinkService } from './email-link.service';
import { retireEmailTokens } from './email-tokens.repository';
import { deleteIdentitiesOfUser } from './oauth.repository';
import { attemptPassword } from './password-attempt';
import { hashPassword, preparePasswordChecks } from './passwords';
import type { RequestContext } from './request-context';
import { roleFor } from './roles';
import type { SessionService } from './session.service';
import { findUserByEmail, insertUser, replacePendingSignUp } from './users.repository';
import { normalizeEmail, splitFullName, toUser, type UserRecord, type UserRow } from './user-read-model';

export interface AuthDependencies {
  db: Db;
  config: Config;
  sessions: SessionService;
  mail: AccountMail;
  limits: AuthLimits;
  now?: () => Date;
}

type SignUpBody = z.output<typeof SignUpRequest>;

export function createAuthService(
  { db, config, sessions, mail, limits, now = () => new Date() }: AuthDependencies,
  links: Pick<EmailLinkService, 'sendConfirmation'>,
) {
  void preparePasswordChecks();
  const { sendConfirmation } = links;

  const pendingAnswer = (user: UserRecord, confirmationSecret: string): SignUpResponse => ({
    accessToken: null,
    refreshToken: null,
    expiresIn: null,
    user: toUser(user),
    confirmationSecret,
  });

  /**
   * A sign-up of an address nobody has confirmed replaces the pending one (CONTRACT.md section 6): its
   * password, names and language, while every earlier link, session and linked identity ends, since any
   * of them may be someone else's. Undefined when the address was confirmed meanwhile.
   */
  async function replacePending(
    existing: UserRow,
    body: SignUpBody,
    passwordHash: string,
    context: RequestContext,
  ) {
    await retireEmailTokens(db, existing.id, now());
    const replaced = await replacePendingSignUp(db, existing.id, {
      passwordHash,
      displayName: body.displayName ?? null,
      ...splitFullName(body.fullName),
      language: context.language,
    });
    if (!replaced) return undefined;
    await deleteIdentitiesOfUser(db, existing.id);
    await sessions.revokeAll(existing.id);
    return replaced;
  }

  /**
   * Sign-up of an address with a confirmed (or disabled) account, with confirmation on: the caller learns
   * nothing (the answer is built like a new account's), and the owner is told by mail.
   */
  async function answerTakenAddress(existing: UserRow, body: SignUpBody, context: RequestContext) {
    if (!existing.isDisabled) await mail.sendSignUpAttempt(existing, existing.passwordHash !== null);
    const at = now();
    const lookalike: UserRecord = {
      id: randomUUID(),
      email: normalizeEmail(body.email),
      displayName: body.displayName,
      ...splitFullName(body.fullName),
      phoneNumber: null,
      role: 'User',
      emailConfirmed: false,
      provider: 'email',
      language: context.language,
      isDisabled: false,
      priceDropMails: true,
      accountType: 'Owner',
      agencyName: null,
      logoKey: null,
      isVerified: false,
      createdAt: at,
      updatedAt: at,
    };
    return pendingAnswer(lookalike, randomToken());
  }

  return {
    async signUp(body: SignUpBody, context: RequestContext): Promise<SignUpResponse> {
      const email = normalizeEmail(body.email);
      await consumeLimits([limits.signUpPerAddress, email], [limits.signUpPerClient, context.clientKey]);
      // Hashed before looking at the address, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(body.password);
      const existing = await findUserByEmail(db, email);
      const created = existing
        ? undefined
        : await insertUser(db, {
            email,
            passwordHash,
            displayName: body.displayName,
            ...splitFullName(body.fullName),
            provider: 'email',
            language: context.language,
            // Unconfirmed: the configured role waits for the confirmation (roles.ts).
            role: roleFor(email, false, 'User', config),
          });
      if (created && !config.requireEmailConfirmation) {
        return { ...(await sessions.start(created, context.userAgent)), confirmationSecret: null };
      }
      const owner = created ?? existing ?? (await findUserByEmail(db, email));
      if (!owner) throw new Error('sign-up: the address was taken and freed again');
      if (!created && !config.requireEmailConfirmation) {
        throw new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail already exists');
      }
      const pending =
        created ??
        (!owner.emailConfirmed && !owner.isDisabled
          ? await replacePending(owner, body, passwordHash, context)
          : undefined);
      if (!pending) return answerTakenAddress(owner, body, context);
      // This browser keeps the secret; the mailed link confirms there with a click (decision 014).
      const browserSecret = randomToken();
      await sendConfirmation(pending, browserSecret);
      return pendingAnswer(pending, browserSecret);
    },

    /**
     * Unknown address, social-only account and wrong password fail alike (same status, body and cost);
     * what else is wrong with the account is told only to whoever knows its password.
     */
    async signIn(body: SignInRequest, context: RequestContext): Promise<AuthResponse> {
      const email = normalizeEmail(body.email);
      const user = await findUserByEmail(db, email);
      if (!(await attemptPassword(limits, email, context, user?.passwordHash, body.password)) || !user) {
        throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
      }
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      if (config.requireEmailConfirmation && !user.emailConfirmed) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 403, 'Please confirm your email address before signing in');
      }
      return sessions.start(user, context.userAgent);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
