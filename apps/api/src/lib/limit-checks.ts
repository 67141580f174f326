import { TooManyRequestsError } from './app-error';
import type { RateLimiter } from './rate-limiter';

/** One limit applied to one key: `[limiter, key]`. */
export type LimitCheck = readonly [RateLimiter, string];

/** Whole seconds for `Retry-After`, rounded up: waiting that long is always enough. */
export const toRetryAfterSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/** The 429 for checks one of which refused: its Retry-After is the longest wait among them. */
export async function refusalOf(checks: readonly LimitCheck[]): Promise<TooManyRequestsError> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.retryAfterMs(key)));
  return new TooManyRequestsError(toRetryAfterSeconds(Math.max(0, ...waits)));
}

/** Takes back one event on each check. */
export async function refundLimits(...checks: LimitCheck[]): Promise<void> {
  await Promise.all(checks.map(([limiter, key]) => limiter.refund(key)));
}

/**
 * Counts one event on every check, or on none: when any is at its limit, those already counted are taken
 * back and the answer is false. Each count is atomic, so parallel requests cannot all slip under a limit.
 */
export async function tryConsumeLimits(...checks: LimitCheck[]): Promise<boolean> {
  for (const [index, [limiter, key]] of checks.entries()) {
    if (!(await limiter.consume(key)).isAllowed) {
      await refundLimits(...checks.slice(0, index));
      return false;
    }
  }
  return true;
}

/** Counts one event on every check, or throws a 429 and counts none. */
export async function consumeLimits(...checks: LimitCheck[]): Promise<void> {
  if (!(await tryConsumeLimits(...checks))) throw await refusalOf(checks);
}
