import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../modules/auth/testing/auth-test-kit';
import { pino } from 'pino';
import { createMemoryRateLimiter, type RateLimit, type RateLimiter } from '../lib/rate-limiter';
import { stallSoon } from '../test/stall';
import { openHungRedis, openTestRedis } from '../test/test-redis';
import { createRedisRateLimiter } from './rate-limits';
import { connectRedis, closeRedis } from './redis';

const silent = pino({ level: 'silent' });

/** One store under the contract: `make` builds a limiter of a named limit, `elapse` lets time pass. */
interface Store {
  make(limit: RateLimit, name?: string): RateLimiter;
  elapse(milliseconds: number): Promise<void>;
}

let now = 1_000_000;
const memory: Store = {
  make: (limit) => createMemoryRateLimiter(limit, { now: () => now }),
  elapse: async (milliseconds) => void (now += milliseconds),
};

let redis: Awaited<ReturnType<typeof openTestRedis>>;
const inRedis: Store = {
  make: (limit, name = 'contract') =>
    createRedisRateLimiter(limit, { redis, name, fallback: createMemoryRateLimiter(limit), log: silent }),
  // Redis keeps its own time: the test waits for real, so windows here are one second.
  elapse: (milliseconds) => sleep(milliseconds),
};

beforeAll(async () => {
  redis = await openTestRedis();
});
afterAll(() => redis.close());

let keyCounter = 0;
const freshKey = () => `key-${(keyCounter += 1)}`;

describe.each([
  ['memory', memory],
  ['Redis', inRedis],
])('the rate limiter in %s', (_, store) => {
  it('allows `limit` events in a window opened by the first, refuses the next without counting it', async () => {
    const limiter = store.make({ limit: 3, windowMs: 1000 });
    const key = freshKey();
    for (let index = 0; index < 3; index += 1) {
      expect(await limiter.consume(key)).toEqual({ isAllowed: true, count: index + 1, retryAfterMs: 0 });
    }
    const refused = await limiter.consume(key);
    expect(refused).toMatchObject({ isAllowed: false, count: 3 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(1000);
    expect(await limiter.retryAfterMs(key)).toBeLessThanOrEqual(refused.retryAfterMs);
    expect(await limiter.retryAfterMs(freshKey())).toBe(0);
    await store.elapse(refused.retryAfterMs + 20);
    expect(await limiter.consume(key)).toEqual({ isAllowed: true, count: 1, retryAfterMs: 0 });
  });

  it('records past the limit, takes one event back on refund, and forgets a key on reset', async () => {
    const limiter = store.make({ limit: 1, windowMs: 60_000 });
    const key = freshKey();
    await limiter.record(key);
    await limiter.record(key);
    expect(await limiter.consume(key)).toMatchObject({ isAllowed: false, count: 2 });
    await limiter.refund(key);
    await limiter.refund(key);
    expect(await limiter.consume(key)).toMatchObject({ isAllowed: true, count: 1 });
    await limiter.reset(key);
    expect(await limiter.retryAfterMs(key)).toBe(0);
    const unseen = freshKey();
    await limiter.refund(unseen);
    expect(await limiter.retryAfterMs(unseen)).toBe(0);
    expect(await limiter.consume(unseen)).toMatchObject({ isAllowed: true, count: 1 });
  });

  it('gives nothing extra for a refund after the window closed', async () => {
    const limiter = store.make({ limit: 1, windowMs: 1000 });
    const key = freshKey();
    await limiter.consume(key);
    await store.elapse(1020);
    await limiter.refund(key);
    expect(await limiter.consume(key)).toMatchObject({ isAllowed: true, count: 1 });
    expect((await limiter.consume(key)).isAllowed).toBe(false);
  });

  it('counts parallel events one by one: none slips under the limit and refused ones count nothing', async () => {
    const limiter = store.make({ limit: 5, windowMs: 60_000 });
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(key)));
    expect(results.filter((result) => result.isAllowed)).toHaveLength(5);
    await limiter.refund(key);
    expect((await limiter.consume(key)).isAllowed).toBe(true);
    expect((await limiter.consume(key)).isAllowed).toBe(false);
  });
});

describe('the rate limiter in Redis', () => {
  it('shares one count between limiters of one name (two instances) and none between names', async () => {
    const limit = { limit: 2, windowMs: 60_000 };
    const [first, second, other] = [
      inRedis.make(limit, 'shared'),
      inRedis.make(limit, 'shared'),
      inRedis.make(limit, 'other'),
    ];
    const key = freshKey();
    expect((await first.consume(key)).isAllowed).toBe(true);
    expect((await second.consume(key)).isAllowed).toBe(true);
    expect((await first.consume(key)).isAllowed).toBe(false);
    expect((await other.consume(key)).isAllowed).toBe(true);
  });

  it('reads the shared count that came while this process was busy: a stall is no outage', async () => {
    const limiter = inRedis.make({ limit: 1, windowMs: 60_000 });
    const key = freshKey();
    expect((await limiter.consume(key)).isAllowed).toBe(true);
    const second = limiter.consume(key);
    stallSoon(800);
    expect(await second).toMatchObject({ isAllowed: false, count: 1 });
  });

  it('keeps the limit in the process while a connected Redis gives no reply', async () => {
    const hung = await openHungRedis();
    const logs = captureLogs();
    const log = pino({ level: 'warn' }, logs.destination);
    const stuck = await connectRedis(hung.url, log, 'hung:');
    try {
      expect(stuck.client.status).toBe('ready');
      const limit = { limit: 2, windowMs: 60_000 };
      const limiter = createRedisRateLimiter(limit, {
        redis: stuck,
        name: 'signInPerAccountClient',
        fallback: createMemoryRateLimiter(limit),
        log,
      });
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push((await limiter.consume('pair')).isAllowed);
      expect(answers).toEqual([true, true, false]);
      expect(logs.lines.some((line) => line.includes('no reply within 500 ms'))).toBe(true);
    } finally {
      await closeRedis(stuck);
      await hung.close();
    }
  });

  it('keeps the limit in the process while Redis cannot answer, and says so in the log once', async () => {
    const logs = captureLogs();
    const log = pino({ level: 'warn' }, logs.destination);
    const away = await connectRedis('redis://127.0.0.1:1', log, 'away:');
    try {
      const limit = { limit: 2, windowMs: 60_000 };
      const limiter = createRedisRateLimiter(limit, {
        redis: away,
        name: 'signInPerClient',
        fallback: createMemoryRateLimiter(limit),
        log,
      });
      const answers = [];
      for (let index = 0; index < 4; index += 1) answers.push((await limiter.consume('client')).isAllowed);
      expect(answers).toEqual([true, true, false, false]);
      const fallbacks = logs.lines.filter((line) => line.includes('Rate limit counted in this process only'));
      expect(fallbacks).toHaveLength(1);
      expect(fallbacks[0]).toContain('"limit":"signInPerClient"');
    } finally {
      await closeRedis(away);
    }
  });
});
