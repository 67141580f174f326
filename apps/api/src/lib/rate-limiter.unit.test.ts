import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows `limit` events per window, then reports the seconds until the oldest one leaves it', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, { now: () => now });
    for (let index = 0; index < 3; index += 1) {
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.record('a');
      now += 10_000;
    }
    // Events at 0 s, 10 s and 20 s; now is 30 s: the first leaves the window at 60 s.
    expect(limiter.retryAfterSeconds('a')).toBe(30);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now += 30_000;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest when none has expired', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, { maxKeys: 2 });
    limiter.record('first');
    limiter.record('second');
    limiter.record('third');
    expect(limiter.retryAfterSeconds('first')).toBe(0);
    expect(limiter.retryAfterSeconds('second')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('third')).toBeGreaterThan(0);
  });
});
