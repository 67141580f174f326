import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@sakhli/shared/enums';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

type RoleConfig = Pick<Config, 'adminEmails' | 'moderatorEmails' | 'requireEmailConfirmation'>;

/** The role ADMIN_EMAILS / MODERATOR_EMAILS give an address (admin wins when listed in both). */
export function configuredRoleOf(email: string, config: RoleConfig): Role | undefined {
  const address = email.toLowerCase();
  if (config.adminEmails.includes(address)) return 'Admin';
  if (config.moderatorEmails.includes(address)) return 'Moderator';
  return undefined;
}

/**
 * A configured role goes only to an account that has proven its address (a confirmed e-mail, or a
 * provider's verified one): otherwise anyone could sign up with, or bring an unverified social account
 * for, the admin's address before the admin does. With REQUIRE_EMAIL_CONFIRMATION=false the operator
 * has chosen to trust typed addresses, so they count as proven.
 */
export function isAddressTrusted(emailConfirmed: boolean, config: RoleConfig): boolean {
  return emailConfirmed || !config.requireEmailConfirmation;
}

/** The role an account gets now: the configured one when its address is trusted, else `current`. */
export function roleFor(email: string, emailConfirmed: boolean, current: Role, config: RoleConfig): Role {
  return (isAddressTrusted(emailConfirmed, config) && configuredRoleOf(email, config)) || current;
}

/**
 * At every start (server.ts, after the seed): the listed addresses get exactly their configured role.
 * Nothing else is touched: roles an Admin gave on the admin page stay.
 */
export async function applyConfiguredRoles(db: Db, config: RoleConfig): Promise<void> {
  const admins = config.adminEmails;
  const moderators = config.moderatorEmails.filter((email) => !admins.includes(email));
  const trusted: SQL | undefined = config.requireEmailConfirmation
    ? eq(users.emailConfirmed, true)
    : undefined;
  for (const [role, emails] of [
    ['Admin', admins],
    ['Moderator', moderators],
  ] as const) {
    if (emails.length === 0) continue;
    await db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(and(inArray(sql`lower(${users.email})`, emails), trusted));
  }
}
