import { TooManyRequestsError } from '../../lib/app-error';
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from '../../lib/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

/**
 * CONTRACT.md section 3: sign-in is refused after 10 failures for one account or one client within 15
 * minutes; sign-up, forgot-password and resend at most 5 an hour per address. The per-client caps stop
 * one client from cycling through addresses; the per-recipient cap bounds mail to any one inbox whatever
 * path sends it. Clients are `request.ip`: X-Forwarded-For counts only behind a configured TRUST_PROXY.
 */
export function createAuthLimits(options: RateLimiterOptions = {}) {
  const limiter = (limit: number, windowMs: number) => createRateLimiter({ limit, windowMs }, options);
  return {
    signInFailuresByAccount: limiter(10, FIFTEEN_MINUTES),
    signInFailuresByClient: limiter(10, FIFTEEN_MINUTES),
    signUpByAddress: limiter(5, HOUR),
    signUpByClient: limiter(20, HOUR),
    forgotPasswordByAddress: limiter(5, HOUR),
    forgotPasswordByClient: limiter(20, HOUR),
    resendByAddress: limiter(5, HOUR),
    resendByClient: limiter(20, HOUR),
    /** Wrong current passwords on change-password, per user: a stolen access token cannot guess on. */
    passwordChecksByUser: limiter(10, FIFTEEN_MINUTES),
    mailsByRecipient: limiter(10, HOUR),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

type Check = readonly [RateLimiter, string];

/** 429 with the longest wait when any of the checks is over its limit. */
export function enforceLimits(...checks: Check[]) {
  const retryAfter = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
}

/** Counts one event on each check. */
export function recordLimits(...checks: Check[]) {
  for (const [limiter, key] of checks) limiter.record(key);
}

/** For limits that count every attempt: refuse when over, else count this one. */
export function consumeLimits(...checks: Check[]) {
  enforceLimits(...checks);
  recordLimits(...checks);
}
