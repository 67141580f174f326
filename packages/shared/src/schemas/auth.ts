import { z } from 'zod';
import { PASSWORD_CHANGE_MIN, PASSWORD_SIGNUP } from '../constants';
import { LANGUAGES, ROLES } from '../enums';
import { AccountTypeField, AgencyNameField, SELLER_MESSAGES } from './seller';

/**
 * The accounts contract (SPEC.md sections 3, 5, 7 'Auth'): the web forms and the API routes validate with
 * these schemas, so a message the server sends is one the client already knows how to translate.
 */

/** SPEC.md section 5, word for word: the web maps each to a translation key. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordLetterAndNumber: 'Password must contain at least one letter and one number',
  passwordTooLong: 'Password must be less than 128 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  displayNameBlank: 'Display name cannot be empty if provided',
  fullNameBlank: 'Full name cannot be empty if provided',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 6 characters',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  currentPasswordIncorrect: 'Current password is incorrect',
  nameTooLong: 'Must be at most 100 characters',
} as const;
export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** The "simple address pattern" of SPEC.md: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(254, { error: AUTH_MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

/**
 * The one password policy of every path that sets a password (sign-up, reset, change): 8 to 128
 * characters with a letter and a number of any script, so a 64-character Georgian password works.
 */
export const NewPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_SIGNUP.min, { error: AUTH_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_SIGNUP.max, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), AUTH_MESSAGES.passwordLetterAndNumber);

/** A password being checked, never set: only required (and bounded, so hashing cannot be abused). */
const ExistingPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(1024, { error: AUTH_MESSAGES.passwordTooLong });

/** Optional name: absent or null is fine, blank is not. */
const OptionalName = (blankMessage: string) =>
  z
    .string()
    .trim()
    .min(1, blankMessage)
    .max(100, AUTH_MESSAGES.nameTooLong)
    .nullish()
    .transform((value) => value ?? null);

export const Language = z.enum(LANGUAGES);

// Requests

export const SignInRequest = z.object({
  email: EmailField,
  password: ExistingPasswordField(AUTH_MESSAGES.passwordRequired),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignUpRequest = z.object({
  email: EmailField,
  password: NewPasswordField,
  displayName: OptionalName(AUTH_MESSAGES.displayNameBlank),
  fullName: OptionalName(AUTH_MESSAGES.fullNameBlank),
});
export type SignUpRequest = z.input<typeof SignUpRequest>;

/** The sign-up form: the request plus the confirmation the server never sees. */
export const SignUpForm = SignUpRequest.extend({
  confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
}).refine((form) => form.password === form.confirmPassword, {
  error: AUTH_MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});

export const EmailRequest = z.object({ email: EmailField });
export type EmailRequest = z.infer<typeof EmailRequest>;

export const RefreshRequest = z.object({
  /** The (possibly expired) access token the client holds; it must belong to the refresh token's user. */
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string().min(1, 'Refresh token is required').max(512),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const SignOutRequest = z.object({ refreshToken: z.string().max(512).nullish() });

/** The single-use token of an e-mailed link, exchanged by the /auth/confirm page. */
/** A secret the server hands a browser (sign-up, social sign-in) and asks back to tie a link to it. */
const BrowserSecretField = z.string().min(1).max(128);

export const VerifyEmailLinkRequest = z.object({
  token: z.string().min(1, 'Invalid token format').max(512, 'Invalid token format'),
  type: z.enum(['signup', 'recovery']),
  /** signup: the secret the signing-up browser kept; it confirms with a click. */
  browserSecret: BrowserSecretField.optional(),
  /** signup from any other browser: the password the sign-up chose. */
  password: ExistingPasswordField(AUTH_MESSAGES.passwordRequired).optional(),
});
export type VerifyEmailLinkRequest = z.infer<typeof VerifyEmailLinkRequest>;

export const ResetPasswordRequest = z.object({
  accessToken: z.string().min(1).max(4096),
  refreshToken: z.string().min(1).max(512),
  newPassword: NewPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = z
  .object({
    currentPassword: ExistingPasswordField(AUTH_MESSAGES.currentPasswordRequired),
    newPassword: NewPasswordField,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: AUTH_MESSAGES.newPasswordSameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** SPEC.md's reset and change forms: its own 'at least 6' first, then the one policy above. */
const FormNewPassword = z
  .string()
  .min(1, { error: AUTH_MESSAGES.newPasswordRequired, abort: true })
  .min(PASSWORD_CHANGE_MIN, { error: AUTH_MESSAGES.newPasswordTooShort, abort: true })
  .pipe(NewPasswordField);

export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    newPassword: FormNewPassword,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.currentPassword === '' || form.newPassword !== form.currentPassword, {
    error: AUTH_MESSAGES.newPasswordSameAsCurrent,
    path: ['newPassword'],
  });

export const ResetPasswordForm = z
  .object({
    newPassword: FormNewPassword,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const UpdateProfileRequest = z
  .object({
    firstName: OptionalName(AUTH_MESSAGES.fullNameBlank),
    lastName: OptionalName(AUTH_MESSAGES.fullNameBlank),
    displayName: OptionalName(AUTH_MESSAGES.displayNameBlank),
    /** The language of e-mails to this user. */
    language: Language.optional(),
    /** Owner, Agency or Developer (issue 16); absent keeps the current one. */
    accountType: AccountTypeField.optional(),
    /** Required for an Agency or Developer; an Owner's is cleared. Absent keeps the current one. */
    agencyName: AgencyNameField,
    /**
     * Never the user's to set: only an Admin grants the verified badge. Accepted here only to be refused
     * with 403 (a body that tries is an attempt, not a typo to strip silently).
     */
    isVerified: z.unknown().optional(),
  })
  .superRefine((body, context) => {
    if (body.accountType && body.accountType !== 'Owner' && !body.agencyName) {
      context.addIssue({ code: 'custom', path: ['agencyName'], message: SELLER_MESSAGES.agencyNameRequired });
    }
  });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const OAUTH_PROVIDERS = ['google', 'oidc'] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS, { error: 'OAuth provider not found' });
export type OAuthProvider = z.infer<typeof OAuthProvider>;

export const OAuthInitRequest = z.object({
  provider: OAuthProvider,
  redirectUri: z.string().url().max(2048),
});
export const OAuthInitResponse = z.object({
  authUrl: z.string(),
  state: z.string(),
  /** Kept by the starting browser (session storage) and sent with the callback: no other browser can finish. */
  browserSecret: z.string(),
});
export type OAuthInitResponse = z.infer<typeof OAuthInitResponse>;

export const OAuthCallbackRequest = z.object({
  provider: OAuthProvider,
  code: z.string().min(1).max(4096),
  redirectUri: z.string().url().max(2048),
  state: z.string().min(1, 'Invalid state parameter').max(512),
  browserSecret: BrowserSecretField,
});
export type OAuthCallbackRequest = z.infer<typeof OAuthCallbackRequest>;

// Responses

export const User = z.object({
  id: z.string(),
  email: z.string(),
  /** The chosen display name, else the local part of the e-mail (SPEC.md section 3). */
  displayName: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  emailConfirmed: z.boolean(),
  /** 'email' for password accounts, else the social provider (the change-password form shows for 'email'). */
  provider: z.string(),
  language: Language,
  createdAt: z.string(),
  accountType: AccountTypeField,
  /** An agency's or developer's name; null for an owner. */
  agencyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The verified badge, granted by an Admin only. */
  isVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** Sign-up: tokens only when no confirmation is needed (CONTRACT.md: no tokens and emailConfirmed false). */
export const SignUpResponse = z.object({
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  expiresIn: z.number().int().nullable(),
  user: User,
  /**
   * With confirmation on: a secret for this browser to keep; the link it is mailed confirms here with a
   * click, elsewhere with the password (null when signed in at once).
   */
  confirmationSecret: z.string().nullable(),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const SuccessResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** The error codes the accounts API answers with; the web translates each. */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'INVALID_LINK',
  'CONFIRMATION_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_INCORRECT',
  'PASSWORD_NOT_SET',
  'OAUTH_PROVIDER_NOT_FOUND',
  'OAUTH_INVALID_STATE',
  'OAUTH_FAILED',
  'OAUTH_EMAIL_UNVERIFIED',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
