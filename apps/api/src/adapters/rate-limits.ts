import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimits } from '../config-rate-limits';
import type { Log } from '../lib/log';
import {
  createMemoryRateLimiter,
  type Consumption,
  type RateLimit,
  type RateLimiter,
  type RateLimiterFactory,
} from '../lib/rate-limiter';
import { awaitReply, type SharedRedis } from './redis';

/**
 * rate-limiter-flexible's count, except that taking back (negative points) never opens a window nor goes
 * below zero, as in the memory store: a refund after the window closed gives nothing extra.
 */
const COUNT_SCRIPT = `
local points = tonumber(ARGV[1])
if points < 0 then
  local current = tonumber(redis.call('get', KEYS[1]))
  if not current then return {0, 0} end
  local left = math.max(0, current + points)
  redis.call('set', KEYS[1], left, 'KEEPTTL')
  return {left, redis.call('pttl', KEYS[1])}
end
redis.call('set', KEYS[1], 0, 'PX', ARGV[2] * 1000, 'NX')
return {redis.call('incrby', KEYS[1], points), redis.call('pttl', KEYS[1])}`;

/** At most one line per outage and limit a minute: a flood of requests must not flood the log. */
const FALLBACK_LOG_INTERVAL_MS = 60_000;

export interface RedisRateLimiterOptions {
  redis: SharedRedis;
  /** Names the limit's keys: two limits never share a counter. */
  name: string;
  /** Counts here while Redis cannot answer. */
  fallback: RateLimiter;
  log: Log;
}

/**
 * One limit's counters in Redis (rate-limiter-flexible), so they hold across instances. While Redis
 * cannot answer, the limit is kept by this process's counters rather than lifted or closed (decision 028).
 */
export function createRedisRateLimiter(
  { limit, windowMs }: RateLimit,
  { redis, name, fallback, log }: RedisRateLimiterOptions,
): RateLimiter {
  const store = new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix: `${redis.keyPrefix}limit:${name}`,
    points: limit,
    duration: windowMs / 1000,
    customIncrTtlLuaScript: COUNT_SCRIPT,
  });
  let loggedAt = -Infinity;
  async function withFallback<T>(run: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      if (Date.now() - loggedAt >= FALLBACK_LOG_INTERVAL_MS) {
        loggedAt = Date.now();
        log.warn({ limit: name, err: { message: error.message } }, 'Rate limit counted in this process only');
      }
      return local();
    }
  }

  const consume = async (key: string): Promise<Consumption> => {
    try {
      const counted = await awaitReply(store.consume(key));
      return { isAllowed: true, count: counted.consumedPoints, retryAfterMs: 0 };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // The store counts a refused event too; ours never does, so it is taken back. The answer stands
      // whatever comes of that: should Redis fail now, the count stays one high, on a key refused anyway.
      await awaitReply(store.reward(key)).catch(() => undefined);
      return { isAllowed: false, count: refusal.consumedPoints - 1, retryAfterMs: refusal.msBeforeNext };
    }
  };

  return {
    consume: (key) =>
      withFallback(
        () => consume(key),
        () => fallback.consume(key),
      ),
    record: (key) =>
      withFallback(
        async () => void (await awaitReply(store.penalty(key))),
        () => fallback.record(key),
      ),
    refund: (key) =>
      withFallback(
        async () => void (await awaitReply(store.reward(key))),
        () => fallback.refund(key),
      ),
    retryAfterMs: (key) =>
      withFallback(
        async () => {
          const state = await awaitReply(store.get(key));
          return state && state.consumedPoints >= limit ? state.msBeforeNext : 0;
        },
        () => fallback.retryAfterMs(key),
      ),
    reset: (key) =>
      withFallback(
        async () => void (await awaitReply(store.delete(key))),
        () => fallback.reset(key),
      ),
  };
}

export interface RateLimitsOptions {
  limits: RateLimits;
  /** REDIS_URL's client: unset, every limit counts in this process (the embedded default). */
  redis?: SharedRedis;
  /** Milliseconds now, for the in-process counters (tests move it). */
  now: () => number;
  log: Log;
}

/** Where every limit's counters live: Redis when configured, else this process (decision 016, 028). */
export function createRateLimits({ limits, redis, now, log }: RateLimitsOptions): RateLimiterFactory {
  return (name: RateLimitName) => {
    const local = createMemoryRateLimiter(limits[name], { now });
    return redis ? createRedisRateLimiter(limits[name], { redis, name, fallback: local, log }) : local;
  };
}
