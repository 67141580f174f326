import type { TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@sakhli/shared/schemas/auth';
import { SELLER_MESSAGES } from '@sakhli/shared/schemas/seller';
import { ApiError } from '@/lib/api-client';
import { MissingTokensError } from '@/lib/auth-session';

const KEY_BY_MESSAGE = new Map<string, string>(
  // The profile's seller fields (issue 16) first: a message both have keeps the accounts' key.
  [...Object.entries(SELLER_MESSAGES), ...Object.entries(AUTH_MESSAGES)].map(([key, message]) => [
    message,
    key,
  ]),
);

/** The translation key of a validation message of the contract (the form's or the server's). */
export function validationKey(message: string | undefined): string {
  return `validation.${(message && KEY_BY_MESSAGE.get(message)) || 'invalid'}`;
}

/** 429: "try again in N minutes" from Retry-After, or "later" without it. */
export function rateLimitMessage(error: ApiError, t: TFunction<'auth'>): string {
  if (!error.retryAfterSeconds) return t('errors.tooManyAttemptsLater');
  return t('errors.tooManyAttempts', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
}

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

/** A social sign-in that could not start: no network, too many starts (429), or the server's answer. */
export function socialStartErrorMessage(error: Error, t: TFunction<'auth'>): string {
  if (isNetworkError(error)) return t('errors.network');
  if (error instanceof ApiError && error.status === 429) return rateLimitMessage(error, t);
  return error.message;
}

/** SPEC.md section 8 'Sign-in'. */
export function signInErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof MissingTokensError) return t('errors.missingTokens');
  if (isNetworkError(error)) return t('errors.network');
  if (!(error instanceof ApiError)) return t('errors.signInFailed');
  if (error.status === 401) return t('errors.invalidCredentials');
  if (error.status === 403) return t('errors.accountNotConfirmed');
  if (error.status === 429) return rateLimitMessage(error, t);
  if (error.status === 400 && /confirm|verify|email/i.test(error.message))
    return t('errors.confirmEmailFirst');
  return error.message || t('errors.signInFailed');
}

/** SPEC.md section 8: sign-up failures show the server's answer or 'Signup failed'. */
export function signUpErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof MissingTokensError) return t('errors.missingTokens');
  if (isNetworkError(error)) return t('errors.network');
  if (!(error instanceof ApiError)) return t('errors.signUpFailed');
  if (error.code === 'EMAIL_TAKEN' || error.status === 409) return t('errors.emailTaken');
  if (error.status === 429) return rateLimitMessage(error, t);
  return error.message || t('errors.signUpFailed');
}

/**
 * The server's field errors (400 VALIDATION_FAILED) for the fields a form has; they are the contract's
 * messages, so they translate like the form's own.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  fields: readonly Name[],
): [Name, string][] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const found: [Name, string][] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = path.split('.').pop() as Name;
    if (fields.includes(name) && messages[0]) found.push([name, messages[0]]);
  }
  return found;
}
