import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import type { User } from '@sakhli/shared/schemas/auth';
import type { users } from '../../db/schema/index';
import { logoUrlOf } from '../sellers/seller-read-model';

export type UserRow = typeof users.$inferSelect;
/** A user row without its password hash: what a request carries around. */
export type UserRecord = Omit<UserRow, 'passwordHash'>;

/** SPEC.md section 3: the display name falls back to the local part of the e-mail. */
export function displayNameOf(user: Pick<UserRecord, 'displayName' | 'email'>): string {
  return user.displayName ?? user.email.split('@')[0] ?? user.email;
}

/** The name to greet the address with in a mail: only once its owner has confirmed it (issue 11, item 10). */
export function mailNameOf(
  user: Pick<UserRecord, 'displayName' | 'email' | 'emailConfirmed'>,
): string | undefined {
  return user.emailConfirmed ? displayNameOf(user) : undefined;
}

export function languageOf(user: Pick<UserRecord, 'language'>): Language {
  return LANGUAGES.find((language) => language === user.language) ?? 'ka';
}

export function toUser(user: UserRecord): User {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    email: user.email,
    displayName: displayNameOf(user),
    fullName: fullName === '' ? null : fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailConfirmed: user.emailConfirmed,
    provider: user.provider,
    language: languageOf(user),
    createdAt: user.createdAt.toISOString(),
    accountType: user.accountType,
    agencyName: user.agencyName,
    logoUrl: logoUrlOf(user.id, user.logoKey),
    isVerified: user.isVerified,
  };
}

/** Sign-up's one "full name" field kept as first name (first word) and last name (the rest). */
export function splitFullName(fullName: string | null): {
  firstName: string | null;
  lastName: string | null;
} {
  if (!fullName) return { firstName: null, lastName: null };
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/** Addresses are compared and stored in lower case (one account per address whatever the case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
