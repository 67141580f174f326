import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

// The contract every store keeps is in adapters/rate-limits.test.ts; here what only this store promises.
describe('createMemoryRateLimiter', () => {
  it('allows `limit` events in a window opened by the first, then tells the exact wait until it closes', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000 }, { now: () => now });
    for (let index = 0; index < 3; index += 1) {
      expect(await limiter.consume('a')).toEqual({ isAllowed: true, count: index + 1, retryAfterMs: 0 });
      now += 10_000;
    }
    // Events at 0 s, 10 s and 20 s; now is 30 s: the window closes at 60 s. A refused event is not counted.
    expect(await limiter.consume('a')).toEqual({ isAllowed: false, count: 3, retryAfterMs: 30_000 });
    expect(await limiter.retryAfterMs('a')).toBe(30_000);
    expect(await limiter.retryAfterMs('b')).toBe(0);
    now += 29_999;
    expect((await limiter.consume('a')).isAllowed).toBe(false);
    now += 1;
    expect(await limiter.consume('a')).toEqual({ isAllowed: true, count: 1, retryAfterMs: 0 });
  });

  it('keeps at most maxKeys keys, dropping the least recently used in constant time', async () => {
    const maxKeys = 20_000;
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }, { maxKeys });
    await limiter.consume('kept');
    const started = performance.now();
    for (let index = 0; index < 5 * maxKeys; index += 1) {
      await limiter.consume(`key-${index}`);
      // A key in use stays; the flood pushes out only keys nobody touches.
      if (index % 1000 === 0) await limiter.consume('kept');
    }
    // The former limiter swept every key for each new one past the cap: 20,000 keys past it took 55 s.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(limiter.size).toBe(maxKeys);
    expect((await limiter.consume('kept')).isAllowed).toBe(false);
    expect((await limiter.consume('key-0')).isAllowed).toBe(true);
  });
});
