import { randomUUID } from 'node:crypto';
import { createKeyedSlots } from '../lib/keyed-slots';
import type { Log } from '../lib/log';
import { awaitReply, type SharedRedis } from './redis';

/** At most `limit` holders per key at once; `tryAcquire` answers the release, or undefined when all are held. */
export interface SharedSlots {
  tryAcquire(key: string): Promise<(() => void) | undefined>;
}

/**
 * Takes a slot of KEYS[1] (a sorted set of holders scored by when their lease ends) unless `limit` unexpired
 * leases hold it: expired ones are dropped first. Redis's own clock, so instances' clocks do not matter.
 */
const ACQUIRE_SCRIPT = `
local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('zadd', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

/** At most one line per outage a minute, as the rate limits do. */
const FALLBACK_LOG_INTERVAL_MS = 60_000;

export interface SharedSlotsOptions {
  limit: number;
  /** Without Redis (or while it cannot answer): this process's slots. */
  redis?: SharedRedis;
  /** Names the keys: two kinds of slots never share a set. */
  name: string;
  /**
   * How long a slot is held at most: a holder whose instance died frees it then. Longer than any holder
   * lives (an upload has 60 s, CONTRACT.md section 6).
   */
  leaseMs: number;
  log: Log;
}

/**
 * Slots per key held across instances when Redis is there (a sorted set per key and a Lua script: no
 * library offers a semaphore with leases on ioredis), in the process otherwise. While Redis cannot answer,
 * the process's slots count, as every shared limit does (decision 028).
 */
export function createSharedSlots({ limit, redis, name, leaseMs, log }: SharedSlotsOptions): SharedSlots {
  const local = createKeyedSlots(limit);
  if (!redis) return { tryAcquire: async (key) => local.tryAcquire(key) };
  const { client, keyPrefix } = redis;
  let loggedAt = -Infinity;
  return {
    async tryAcquire(key) {
      const redisKey = `${keyPrefix}slots:${name}:${key}`;
      const holder = randomUUID();
      try {
        const taken = await awaitReply(client.eval(ACQUIRE_SCRIPT, 1, redisKey, limit, leaseMs, holder));
        if (taken !== 1) return undefined;
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        if (Date.now() - loggedAt >= FALLBACK_LOG_INTERVAL_MS) {
          loggedAt = Date.now();
          log.warn({ slots: name, err: { message: error.message } }, 'Slots counted in this process only');
        }
        return local.tryAcquire(key);
      }
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        // Should Redis not answer, the lease ends the slot.
        client.zrem(redisKey, holder).catch(() => undefined);
      };
    },
  };
}
