import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stallSoon } from '../test/stall';
import { TEST_REDIS_URL } from '../test/test-redis';
import { closeRedis, connectRedis, type SharedRedis } from './redis';
import { createSharedSlots, type SharedSlotsOptions } from './shared-slots';

const silent = pino({ level: 'silent' });

/** Two instances behind a balancer: each its own Redis client, one key prefix. */
describe('slots per key held across instances in Redis', () => {
  const prefix = `sakhli-test:${randomUUID()}:`;
  let clients: SharedRedis[];
  beforeAll(async () => {
    clients = [
      await connectRedis(TEST_REDIS_URL, silent, prefix),
      await connectRedis(TEST_REDIS_URL, silent, prefix),
    ];
  });
  afterAll(async () => {
    const keys = await clients[0]!.client.keys(`${prefix}*`);
    if (keys.length > 0) await clients[0]!.client.del(...keys);
    await Promise.all(clients.map(closeRedis));
  });

  const instances = (options: Partial<SharedSlotsOptions> = {}) =>
    clients.map((redis) =>
      createSharedSlots({ limit: 2, redis, name: randomUUID(), leaseMs: 60_000, log: silent, ...options }),
    );

  it('lets `limit` holders of one key in whichever instance, and one more once a slot is freed', async () => {
    const name = randomUUID();
    const [first, second] = instances({ name });
    const held = [await first!.tryAcquire('user-1'), await second!.tryAcquire('user-1')];
    expect(held.every(Boolean)).toBe(true);
    expect(await first!.tryAcquire('user-1')).toBeUndefined();
    expect(await second!.tryAcquire('user-1')).toBeUndefined();
    // Another key has slots of its own.
    expect(await second!.tryAcquire('user-2')).toBeDefined();
    held[0]!();
    held[0]!();
    await sleep(20);
    const again = await second!.tryAcquire('user-1');
    expect(again).toBeDefined();
    expect(await first!.tryAcquire('user-1')).toBeUndefined();
  });

  it('frees a slot whose holder never released it (its instance died) when its lease ends', async () => {
    const [first, second] = instances({ name: randomUUID(), limit: 1, leaseMs: 300 });
    expect(await first!.tryAcquire('user-1')).toBeDefined();
    expect(await second!.tryAcquire('user-1')).toBeUndefined();
    await sleep(400);
    expect(await second!.tryAcquire('user-1')).toBeDefined();
  });

  it('reads the shared slots that came while this process was busy: a stall is no outage', async () => {
    const [first, second] = instances({ name: randomUUID(), limit: 1 });
    expect(await first!.tryAcquire('user-1')).toBeDefined();
    const another = second!.tryAcquire('user-1');
    stallSoon(800);
    expect(await another).toBeUndefined();
  });

  it('counts in the process when Redis cannot answer, and without Redis', async () => {
    const away = await connectRedis('redis://127.0.0.1:1', silent, prefix);
    try {
      for (const redis of [away, undefined]) {
        const slots = createSharedSlots({ limit: 1, redis, name: 'uploads', leaseMs: 60_000, log: silent });
        const release = await slots.tryAcquire('user-1');
        expect(release).toBeDefined();
        expect(await slots.tryAcquire('user-1')).toBeUndefined();
        release!();
        expect(await slots.tryAcquire('user-1')).toBeDefined();
      }
    } finally {
      await closeRedis(away);
    }
  });
});
