import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('createVersionedCache', () => {
  const counter = () => {
    let calls = 0;
    return { compute: () => Promise.resolve(++calls), calls: () => calls };
  };

  it('computes once per key and version, and again when the version moves on', async () => {
    const cache = createVersionedCache<number>({ maxEntries: 10, ttlMs: 1000 });
    const source = counter();
    expect(await cache.get('a', 1n, source.compute)).toBe(1);
    expect(await cache.get('a', 1n, source.compute)).toBe(1);
    expect(await cache.get('a', 2n, source.compute)).toBe(2);
    expect(await cache.get('a', 2n, source.compute)).toBe(2);
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = createVersionedCache<number>({ maxEntries: 10, ttlMs: 1000 });
    const source = counter();
    const results = await Promise.all([1, 2, 3].map(() => cache.get('a', 1n, source.compute)));
    expect(results).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('never serves or stores results for a caller that read an older version', async () => {
    const cache = createVersionedCache<number>({ maxEntries: 10, ttlMs: 1000 });
    const source = counter();
    await cache.get('a', 5n, source.compute);
    expect(await cache.get('a', 4n, source.compute)).toBe(2);
    expect(await cache.get('a', 5n, source.compute)).toBe(1);
  });

  it('expires entries after the time to live', async () => {
    let now = 0;
    const cache = createVersionedCache<number>({ maxEntries: 10, ttlMs: 100, now: () => now });
    const source = counter();
    await cache.get('a', 1n, source.compute);
    now = 99;
    expect(await cache.get('a', 1n, source.compute)).toBe(1);
    now = 100;
    expect(await cache.get('a', 1n, source.compute)).toBe(2);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createVersionedCache<string>({ maxEntries: 2, ttlMs: 1000 });
    let calls = 0;
    const compute = (key: string) => () => Promise.resolve(`${key}${++calls}`);
    await cache.get('a', 1n, compute('a'));
    await cache.get('b', 1n, compute('b'));
    await cache.get('a', 1n, compute('a')); // a is now the most recent
    await cache.get('c', 1n, compute('c')); // evicts b
    expect(await cache.get('a', 1n, compute('a'))).toBe('a1');
    expect(await cache.get('b', 1n, compute('b'))).toBe('b4');
  });

  it('does not keep failures', async () => {
    const cache = createVersionedCache<number>({ maxEntries: 10, ttlMs: 1000 });
    await expect(cache.get('a', 1n, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 1n, () => Promise.resolve(7))).toBe(7);
  });
});
