/**
 * In-memory sliding-window counters: at most `limit` events per key within `windowMs`. One process
 * serves the app (CONTRACT.md section 1), so memory is the store; a second process would need a shared
 * one behind this same interface.
 */
export interface RateLimiter {
  /** Whole seconds until `key` may act again; 0 when it may act now. */
  retryAfterSeconds(key: string): number;
  /** Counts one event for `key`. */
  record(key: string): void;
  /** Forgets the events of `key` (a successful sign-in clears that account's failures). */
  reset(key: string): void;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiterOptions {
  now?: () => number;
  /**
   * Keys are chosen by callers (any e-mail address, any client): past this many, expired keys are
   * swept and then the oldest dropped, so memory stays bounded whatever arrives.
   */
  maxKeys?: number;
}

export function createRateLimiter(
  { limit, windowMs }: RateLimit,
  { now = Date.now, maxKeys = 100_000 }: RateLimiterOptions = {},
): RateLimiter {
  // Per key, the times of its events within the window, oldest first (at most `limit` of them).
  const events = new Map<string, number[]>();

  const current = (key: string, at: number): number[] => {
    const times = events.get(key);
    if (!times) return [];
    const fresh = times.filter((time) => time > at - windowMs);
    if (fresh.length === 0) events.delete(key);
    else if (fresh.length !== times.length) events.set(key, fresh);
    return fresh;
  };

  const makeRoom = (at: number) => {
    if (events.size < maxKeys) return;
    for (const key of [...events.keys()]) current(key, at);
    // Map order is insertion order: the first keys are the oldest.
    for (const key of events.keys()) {
      if (events.size < maxKeys) break;
      events.delete(key);
    }
  };

  return {
    retryAfterSeconds(key) {
      const at = now();
      const times = current(key, at);
      if (times.length < limit) return 0;
      const oldest = times[times.length - limit] ?? at;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    record(key) {
      const at = now();
      const times = current(key, at);
      if (times.length === 0) makeRoom(at);
      // Only the last `limit` events can decide a block.
      events.set(key, [...times, at].slice(-limit));
    },
    reset(key) {
      events.delete(key);
    },
  };
}
