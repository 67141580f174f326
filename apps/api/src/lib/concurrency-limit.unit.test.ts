import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came, failures included', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 2) throw new Error('task 2 failed');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => limit(task(id))));
    expect(mostAtOnce).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // The slots are all free again afterwards.
    expect(await Promise.all([limit(async () => 6), limit(async () => 7)])).toEqual([6, 7]);
  });
});
