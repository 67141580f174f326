import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { closeRedis, connectRedis, type SharedRedis } from '../adapters/redis';

/** The test's Redis: the machine's server (TEST_REDIS_URL, else 127.0.0.1:6379), unless the test says. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A client of the test server under a key prefix of its own, so parallel test files never meet;
 * `close` deletes every key under the prefix and closes the client.
 */
export async function openTestRedis(url = TEST_REDIS_URL): Promise<SharedRedis & { close(): Promise<void> }> {
  const redis = await connectRedis(url, pino({ level: 'silent' }), `sakhli-test:${randomUUID()}:`);
  return {
    ...redis,
    async close() {
      if (redis.client.status === 'ready') {
        const keys = await redis.client.keys(`${redis.keyPrefix}*`);
        if (keys.length > 0) await redis.client.del(...keys);
      }
      await closeRedis(redis);
    },
  };
}
