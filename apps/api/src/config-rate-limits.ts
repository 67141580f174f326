import { z } from 'zod';
import type { RateLimit } from './lib/rate-limiter';

/**
 * Every limit of the app (CONTRACT.md section 6) with its variable and default: a count per window,
 * `10/15m` = 10 in 15 minutes. A client is an address (an IPv6 client its /64), so per-client caps are
 * generous (many users share a carrier's address) and per account-and-client pairs strict.
 */
export const RATE_LIMIT_VARIABLES = {
  signInPerAccountClient: ['RATE_LIMIT_SIGNIN_PER_ACCOUNT_CLIENT', '10/15m'],
  signInPerAccount: ['RATE_LIMIT_SIGNIN_PER_ACCOUNT', '50/15m'],
  signInPerClient: ['RATE_LIMIT_SIGNIN_PER_CLIENT', '100/15m'],
  signUpPerAddress: ['RATE_LIMIT_SIGNUP_PER_ADDRESS', '5/1h'],
  signUpPerClient: ['RATE_LIMIT_SIGNUP_PER_CLIENT', '20/1h'],
  forgotPasswordPerAddress: ['RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS', '5/1h'],
  forgotPasswordPerClient: ['RATE_LIMIT_FORGOT_PASSWORD_PER_CLIENT', '20/1h'],
  resendConfirmationPerAddress: ['RATE_LIMIT_RESEND_CONFIRMATION_PER_ADDRESS', '5/1h'],
  resendConfirmationPerClient: ['RATE_LIMIT_RESEND_CONFIRMATION_PER_CLIENT', '20/1h'],
  mailsPerRecipient: ['RATE_LIMIT_MAILS_PER_RECIPIENT', '10/1h'],
  passwordChecksPerUser: ['RATE_LIMIT_PASSWORD_CHECKS_PER_USER', '10/15m'],
  oauthInitPerClient: ['RATE_LIMIT_OAUTH_INIT_PER_CLIENT', '30/1m'],
  inquiriesPerClient: ['RATE_LIMIT_INQUIRIES_PER_CLIENT', '5/1h'],
  inquiriesPerListing: ['RATE_LIMIT_INQUIRIES_PER_LISTING', '20/1h'],
  reportsPerUser: ['RATE_LIMIT_REPORTS_PER_USER', '20/1d'],
  photoUploadsPerUser: ['RATE_LIMIT_PHOTO_UPLOADS_PER_USER', '200/1h'],
  geoPerClient: ['RATE_LIMIT_GEO_PER_CLIENT', '60/1m'],
  geocoderUpstream: ['RATE_LIMIT_GEOCODER_UPSTREAM', '1/1s'],
} as const satisfies Record<string, readonly [`RATE_LIMIT_${string}`, string]>;

export type RateLimitName = keyof typeof RATE_LIMIT_VARIABLES;
type RateLimitVariable = (typeof RATE_LIMIT_VARIABLES)[RateLimitName][0];
export type RateLimits = Record<RateLimitName, RateLimit>;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const COUNT_PER_WINDOW = /^(\d{1,7})\/(\d{0,5})([smhd])$/;
const FORMAT = 'must be a count per window such as 10/15m (window in s, m, h or d)';

/** `10/15m` → 10 per 15 minutes; `30/m` → 30 a minute. */
const countPerWindow = z.string().transform((value, context): RateLimit => {
  const match = COUNT_PER_WINDOW.exec(value.replaceAll(' ', ''));
  const [, count = '', length = '', unit = 's'] = match ?? [];
  const limit = Number(count);
  const windowMs = Number(length || '1') * UNIT_MS[unit as keyof typeof UNIT_MS];
  if (!match || limit < 1 || windowMs < 1000 || windowMs > UNIT_MS.d) {
    context.addIssue({ code: 'custom', message: `${FORMAT}, at least 1 in 1s to 1d` });
    return z.NEVER;
  }
  return { limit, windowMs };
});

/** The zod shape of every RATE_LIMIT_ variable, each defaulting to its documented value. */
export const rateLimitShape = Object.fromEntries(
  Object.values(RATE_LIMIT_VARIABLES).map(([variable, fallback]) => [
    variable,
    countPerWindow.prefault(fallback),
  ]),
) as Record<RateLimitVariable, z.ZodPrefault<typeof countPerWindow>>;

/** The parsed limits by name, from the parsed variables. */
export function rateLimitsOf(env: Record<RateLimitVariable, RateLimit>): RateLimits {
  return Object.fromEntries(
    Object.entries(RATE_LIMIT_VARIABLES).map(([name, [variable]]) => [name, env[variable]]),
  ) as RateLimits;
}
