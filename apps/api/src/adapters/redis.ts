import { Redis } from 'ioredis';
import type { Log } from '../lib/log';

/**
 * The state instances share (CONTRACT.md section 5): one Redis client and the prefix of every key the app
 * writes, so several apps (or tests) can share one server without meeting.
 */
export interface SharedRedis {
  client: Redis;
  keyPrefix: string;
}

/** How long a command may take before its caller falls back (a hung server must not hang requests). */
const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for the first connection; past it the app starts and keeps trying. */
const CONNECT_WAIT_MS = 2000;

/**
 * A client of REDIS_URL that never crashes the app: while the server is away commands fail at once
 * (no offline queue) so callers fall back, the client reconnects on its own, and each outage is logged
 * once when it starts and once when it ends. The URL may hold a password: it is never logged.
 */
export async function connectRedis(url: string, log: Log, keyPrefix = 'sakhli:'): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let isDown = false;
  client.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.error(
      { err: { message: error.message } },
      'Redis unavailable: shared limits fall back to this process',
    );
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info('Redis is back: shared limits are shared again');
  });
  // The first failure is logged by the handler above; the client retries by itself.
  await client.connect().catch(() => undefined);
  return { client, keyPrefix };
}

/** Closes the client without waiting for a server that may be gone. */
export async function closeRedis({ client }: SharedRedis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
