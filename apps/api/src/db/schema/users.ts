import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountTypeEnum, roleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    role: roleEnum('role').notNull().default('User'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** 'email' for password accounts, otherwise the social provider that created the account. */
    provider: text('provider').notNull().default('email'),
    language: text('language').notNull().default('ka'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** Mails about price drops of the user's favourites (decision 035); off from the settings or a mail. */
    priceDropMails: boolean('price_drop_mails').notNull().default(true),
    /** Owner, Agency or Developer (issue 16, decision 039); copied onto the user's listings as seller_type. */
    accountType: accountTypeEnum('account_type').notNull().default('Owner'),
    /** An agency's or developer's name; null for an owner. */
    agencyName: text('agency_name'),
    /** The storage key of the square WebP logo; a new upload gets a new key. */
    logoKey: text('logo_key'),
    /** The verified badge: only an Admin sets it. */
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** A social identity, keyed by issuer and subject (never by e-mail). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A refresh-token session; rotation keeps one family, reuse of a rotated token revokes the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /**
     * 'normal', or 'recovery': the short session a password-reset link opens, accepted only by
     * reset-password (never by refresh, never as a bearer).
     */
    kind: text('kind', { enum: ['normal', 'recovery'] })
      .notNull()
      .default('normal'),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash_idx').on(t.refreshTokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use e-mailed tokens: confirmation (24 h) and password reset (1 h). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * Confirmation links: the hash of the secret the signing-up browser keeps. That browser confirms with a
     * click; any other must know the password the sign-up chose (decision 014).
     */
    browserSecretHash: text('browser_secret_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    // A new link retires the user's older ones of its purpose.
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** Social sign-in attempts: state, PKCE verifier and nonce kept on the server, single use, 10 minutes. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The hash of the secret the starting browser keeps: only that browser can finish the sign-in. */
    browserSecretHash: text('browser_secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Expired states are deleted by time.
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
