import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { TooManyRequestsError } from '../lib/app-error';
import { toRetryAfterSeconds } from '../lib/limit-checks';
import type { RateLimiter } from '../lib/rate-limiter';

export interface GeocoderUpstreamOptions {
  /**
   * Calls to the server at all, from every client (RATE_LIMIT_GEOCODER_UPSTREAM): the public Nominatim
   * allows one a second and bans whoever sends more.
   */
  limiter: RateLimiter;
  /** How long a call waits for its turn; past that the client is told to come back (429). */
  maxWaitMs?: number;
  /** Answers kept, and for how long: addresses change rarely, keystrokes repeat often. */
  cache?: { maxCharacters: number; ttlMs: number };
}

const DEFAULT_MAX_WAIT_MS = 3000;
const DEFAULT_CACHE = { maxCharacters: 8_000_000, ttlMs: 24 * 60 * 60_000 };
const UPSTREAM_KEY = 'upstream';

/** A server's answer to one URL; `characters`, the length of its text, measures it for the cache. */
export interface UpstreamAnswer {
  body: unknown;
  characters: number;
}

/**
 * Puts a geocoding server's GET calls behind a cache and a pace: a URL answered before (or being answered
 * now) is not asked again, and the others take turns within the server's limit. `get` asks the server;
 * its failures are not cached.
 */
export function createGeocoderUpstream(
  get: (url: string) => Promise<UpstreamAnswer>,
  { limiter, maxWaitMs = DEFAULT_MAX_WAIT_MS, cache = DEFAULT_CACHE }: GeocoderUpstreamOptions,
) {
  async function waitForTurn() {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const { isAllowed, retryAfterMs } = await limiter.consume(UPSTREAM_KEY);
      if (isAllowed) return;
      if (Date.now() + retryAfterMs > deadline) {
        throw new TooManyRequestsError(
          toRetryAfterSeconds(retryAfterMs),
          'RATE_LIMITED',
          'The address search is busy. Please try again in a moment.',
        );
      }
      await sleep(retryAfterMs);
    }
  }

  const answers = new LRUCache<string, UpstreamAnswer>({
    maxSize: cache.maxCharacters,
    sizeCalculation: (answer) => Math.max(1, answer.characters),
    ttl: cache.ttlMs,
    // Concurrent calls for one URL share a single upstream request.
    fetchMethod: async (url) => {
      await waitForTurn();
      return get(url);
    },
  });

  /** The body at `url`, from the cache or the server. */
  return async function fetchBody(url: string): Promise<unknown> {
    return (await answers.fetch(url))?.body;
  };
}
