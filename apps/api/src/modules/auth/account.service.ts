import { SELLER_MESSAGES } from '@sakhli/shared/schemas/seller';
import {
  AUTH_MESSAGES,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
  type User,
} from '@sakhli/shared/schemas/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { consumeLimits, refundLimits, type LimitCheck } from '../../lib/limit-checks';
import type { AuthLimits } from './auth-limits';
import { lockSeller, relabelListings } from '../sellers/sellers.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import { findUserById, updateUser } from './users.repository';
import { toUser } from './user-read-model';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully!';

type ProfileBody = z.output<typeof UpdateProfileRequest>;

/** What a signed-in user changes about their own account. */
export function createAccountService({
  db,
  sessions,
  limits,
}: {
  db: Db;
  sessions: SessionService;
  limits: AuthLimits;
}) {
  return {
    /**
     * Replaces first name, last name and display name (null clears one); the language, the account type and
     * the agency name only when sent. Role, e-mail and the rest cannot be set from here, and the verified
     * badge is refused outright: only an Admin grants it. A new account type re-labels the user's listings
     * in the same transaction (decision 039), so search never shows a listing under the old one.
     */
    async updateProfile(user: AuthenticatedUser, body: ProfileBody): Promise<User> {
      if (body.isVerified !== undefined) {
        throw new AppError('VERIFIED_BY_ADMIN_ONLY', 403, 'Only an Admin grants the verified badge');
      }
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const current = await lockSeller(tx, user.id);
        if (!current) return undefined;
        const accountType = body.accountType ?? current.accountType;
        const sentName = body.agencyName === undefined ? current.agencyName : body.agencyName;
        const agencyName = accountType === 'Owner' ? null : sentName;
        if (!agencyName && accountType !== 'Owner') {
          throw new AppError('VALIDATION_FAILED', 400, SELLER_MESSAGES.agencyNameRequired, {
            agencyName: [SELLER_MESSAGES.agencyNameRequired],
          });
        }
        // The listings first: their rows are locked before the user row's update takes the search version's
        // row (its trigger), the order a listing's own write (a promotion) takes them in; the other way round
        // the two deadlocked on PostgreSQL.
        if (accountType !== current.accountType) await relabelListings(tx, user.id, accountType);
        const row = await updateUser(tx, user.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          displayName: body.displayName,
          accountType,
          agencyName,
          ...(body.language ? { language: body.language } : {}),
        });
        return row;
      });
      if (!updated) throw new AppError('UNAUTHORIZED', 401, 'Sign in required');
      return toUser(updated);
    },

    /** Checks the current password, sets the new one, and ends every session but the caller's. */
    async changePassword(user: AuthenticatedUser, body: ChangePasswordRequest): Promise<void> {
      const row = await findUserById(db, user.id);
      if (!row?.passwordHash) {
        throw new AppError(
          'PASSWORD_NOT_SET',
          400,
          'This account has no password: it signs in with its provider',
        );
      }
      // Counted before the check, so parallel guesses count too; a right password takes it back.
      const check: LimitCheck = [limits.passwordChecksPerUser, user.id];
      await consumeLimits(check);
      if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', 400, AUTH_MESSAGES.currentPasswordIncorrect, {
          currentPassword: [AUTH_MESSAGES.currentPasswordIncorrect],
        });
      }
      await refundLimits(check);
      await updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
      await sessions.revokeOthers(user.id, user.sessionId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
