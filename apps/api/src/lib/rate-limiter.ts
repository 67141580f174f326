import { LRUCache } from 'lru-cache';
import type { RateLimitName } from '../config-rate-limits';

/** At most `limit` events per key within `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface Consumption {
  isAllowed: boolean;
  /** Events in the key's window, this one included when it was allowed. */
  count: number;
  /** Milliseconds until the key may act again: 0 when this event was allowed. */
  retryAfterMs: number;
}

/**
 * Counters per key in fixed windows: a key's window opens with its first event and closes `windowMs`
 * later, whatever happened in between (rate-limiter-flexible's model, so a Redis store can take this
 * place; decision 016). Asynchronous because such a store is.
 */
export interface RateLimiter {
  /** Counts one event unless the key is at its limit; a refused event is not counted. */
  consume(key: string): Promise<Consumption>;
  /** Counts one event whatever the count (the limit is enforced elsewhere). */
  record(key: string): Promise<void>;
  /** Takes back one event of the key's current window (an attempt that turned out not to count). */
  refund(key: string): Promise<void>;
  /** Milliseconds until the key may act again; 0 when it may now. Counts nothing. */
  retryAfterMs(key: string): Promise<number>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/** Makes the limiter of one named limit (config.rateLimits); app.ts chooses where the counters live. */
export type RateLimiterFactory = (name: RateLimitName) => RateLimiter;

export interface MemoryRateLimiterOptions {
  /** Milliseconds now (tests move it). */
  now?: () => number;
  /**
   * Keys are chosen by callers (any e-mail address, any client): past this many, the least recently
   * used is dropped, in constant time, so memory stays bounded whatever arrives.
   */
  maxKeys?: number;
}

interface Window {
  count: number;
  endsAt: number;
}

/** The in-process store: one LRU map of windows. */
export function createMemoryRateLimiter(
  { limit, windowMs }: RateLimit,
  { now = Date.now, maxKeys = 100_000 }: MemoryRateLimiterOptions = {},
): RateLimiter & { readonly size: number } {
  const windows = new LRUCache<string, Window>({ max: maxKeys });

  /** The key's open window, or undefined once it has closed. */
  const openWindow = (key: string, at: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > at) return window;
    if (window) windows.delete(key);
    return undefined;
  };

  const count = (key: string, at: number): Window => {
    const window = openWindow(key, at) ?? { count: 0, endsAt: at + windowMs };
    window.count += 1;
    windows.set(key, window);
    return window;
  };

  const consume = (key: string): Consumption => {
    const at = now();
    const window = openWindow(key, at);
    if (window && window.count >= limit) {
      return { isAllowed: false, count: window.count, retryAfterMs: window.endsAt - at };
    }
    return { isAllowed: true, count: count(key, at).count, retryAfterMs: 0 };
  };

  const retryAfterMs = (key: string): number => {
    const at = now();
    const window = openWindow(key, at);
    return window && window.count >= limit ? window.endsAt - at : 0;
  };

  const refund = (key: string) => {
    const window = openWindow(key, now());
    if (window) window.count = Math.max(0, window.count - 1);
  };

  // Each operation runs whole before any other (no await inside), so check-and-count is atomic.
  return {
    get size() {
      return windows.size;
    },
    consume: (key) => Promise.resolve(consume(key)),
    record: (key) => Promise.resolve(void count(key, now())),
    refund: (key) => Promise.resolve(refund(key)),
    retryAfterMs: (key) => Promise.resolve(retryAfterMs(key)),
    reset: (key) => Promise.resolve(void windows.delete(key)),
  };
}
