import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

describe('readiness', () => {
  it('is not ready when the database does not answer within the limit', async () => {
    // A database whose every connection is busy: the ping waits without end.
    const readiness = createReadiness({ ping: () => new Promise<boolean>(() => undefined) }, 50);
    const started = performance.now();
    expect(await readiness.isReady()).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('follows the database, and is not ready once draining whatever the database says', async () => {
    let isUp = true;
    const readiness = createReadiness({ ping: async () => isUp });
    expect(await readiness.isReady()).toBe(true);
    isUp = false;
    expect(await readiness.isReady()).toBe(false);
    isUp = true;
    readiness.drain();
    expect(await readiness.isReady()).toBe(false);
  });
});
