import { createServer, type AddressInfo, type Socket } from 'node:net';
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

/**
 * A server that passes ioredis's ready check and then never replies: a Redis hung with its connections
 * open. Its URL, and `close`.
 */
export async function openHungRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const info = '# Server\r\nloading:0\r\n';
  const server = createServer((socket) => {
    sockets.add(socket);
    let isHung = false;
    socket.on('data', (chunk) => {
      // Each command is an array whose first bulk string names it: the handshake's get +OK, INFO its
      // answer, and nothing after that gets any.
      for (const [, name] of chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n(\w+)/g)) {
        if (isHung) return;
        if (name!.toLowerCase() !== 'info') socket.write('+OK\r\n');
        else {
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
          isHung = true;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
