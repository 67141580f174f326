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

/** How long a caller waits for a reply before it falls back (a hung server must not hang requests). */
const REPLY_WAIT_MS = 500;
/**
 * ioredis's own timeout, far past the wait above: only so that commands to a server hung for good do not
 * pile up. Its timer fires before a reply that came while this process was busy is read, so it must never
 * be what decides (see `awaitReply`).
 */
const COMMAND_TIMEOUT_MS = 10_000;
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

/**
 * A command's reply, or an error when none came within REPLY_WAIT_MS. A reply that came while this
 * process was busy (a long task, or its cores taken by others) still counts: the deadline is judged only
 * after the input waiting has been read (an immediate runs after the event loop's poll phase), so a stall
 * of this process is never taken for a hung server. Falling back on such a stall counted shared limits in
 * the process from zero: under load the sign-in limit let every guess through (decision 050).
 */
export async function awaitReply<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let check: NodeJS.Immediate | undefined;
  const noReply = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      check = setImmediate(() => reject(new Error(`Redis gave no reply within ${REPLY_WAIT_MS} ms`)));
    }, REPLY_WAIT_MS);
  });
  try {
    return await Promise.race([command, noReply]);
  } finally {
    clearTimeout(timer);
    clearImmediate(check);
  }
}

/** Closes the client without waiting for a server that may be gone. */
export async function closeRedis({ client }: SharedRedis): Promise<void> {
  if (client.status === 'ready') await awaitReply(client.quit()).catch(() => client.disconnect());
  else client.disconnect();
}
