import { randomUUID } from 'node:crypto';
import type { AuthResponse, SignInRequest, SignUpRequest, SignUpResponse } from '@sakhli/shared/schemas/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountMail } from './account-mail';
import { consumeLimits } from '../../lib/limit-checks';
import { countSignInAttempt, type AuthLimits } from './auth-limits';
import type { EmailLinkService } from './email-link.service';
import { hashPassword, preparePasswordChecks, verifyPassword } from './passwords';
import type { RequestContext } from './request-context';
import { roleFor } from './roles';
import type { SessionService } from './session.service';
import { findUserByEmail, insertUser } from './users.repository';
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

  /**
   * Sign-up of an address that has an account, with confirmation on: the caller learns nothing (the
   * answer is built like a new account's), and the owner is told by mail: an unconfirmed password
   * account gets its confirmation link again, any other a note that someone tried.
   */
  async function answerTakenAddress(existing: UserRow, body: SignUpBody, context: RequestContext) {
    if (!existing.emailConfirmed && existing.passwordHash && !existing.isDisabled) {
      await sendConfirmation(existing);
    } else if (!existing.isDisabled) {
      mail.sendSignUpAttempt(existing, existing.passwordHash !== null);
    }
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
      createdAt: at,
      updatedAt: at,
    };
    return { accessToken: null, refreshToken: null, expiresIn: null, user: toUser(lookalike) };
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
      if (!created) {
        if (!config.requireEmailConfirmation) {
          throw new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail already exists');
        }
        const owner = existing ?? (await findUserByEmail(db, email));
        if (!owner) throw new Error('sign-up: the address was taken and freed again');
        return answerTakenAddress(owner, body, context);
      }
      if (config.requireEmailConfirmation) {
        await sendConfirmation(created);
        return { accessToken: null, refreshToken: null, expiresIn: null, user: toUser(created) };
      }
      return sessions.start(created, context.userAgent);
    },

    /**
     * Unknown address, social-only account and wrong password fail alike (same status, body and cost);
     * what else is wrong with the account is told only to whoever knows its password.
     */
    async signIn(body: SignInRequest, context: RequestContext): Promise<AuthResponse> {
      const email = normalizeEmail(body.email);
      const succeeded = await countSignInAttempt(limits, email, context.clientKey);
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
      }
      await succeeded();
      if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'Account is disabled');
      if (config.requireEmailConfirmation && !user.emailConfirmed) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 403, 'Please confirm your email address before signing in');
      }
      return sessions.start(user, context.userAgent);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
