import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInstances } from '../../test/test-app';
import { stallRepeatedly } from '../../test/stall';
import { openTestRedis } from '../../test/test-redis';
import { captureLogs } from './testing/auth-test-kit';

type Instances = Awaited<ReturnType<typeof createTestInstances>>;

/*
 * Without REDIS_URL each instance counts alone, so two would allow twice the limit: that is why a
 * deployment of several instances sets it (CONTRACT.md section 5, decision 028).
 */
describe('sign-in limits across two instances sharing Redis', () => {
  let instances: Instances;
  let redis: Awaited<ReturnType<typeof openTestRedis>>;
  beforeAll(async () => {
    redis = await openTestRedis();
    instances = await createTestInstances(2, {}, { redis });
  });
  afterAll(async () => {
    await instances.close();
    await redis.close();
  });

  const signIn = (instance: number, email: string, client: string) =>
    instances.apps[instance]!.inject({
      method: 'POST',
      url: '/api/Auth/signin',
      payload: { email, password: 'Wrong password 1' },
      remoteAddress: client,
    });

  it('refuses an account-and-client pair at the 11th failure, wherever each attempt lands', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await signIn(attempt % 2, 'target@example.ge', '192.0.2.1')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const refused = await signIn(0, 'target@example.ge', '192.0.2.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('caps parallel attempts split over both instances at the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(attempt % 2, 'parallel@example.ge', '192.0.2.2')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('caps parallel attempts at the limit while the instances are too busy to read replies at once', async () => {
    const stop = stallRepeatedly(600);
    try {
      const responses = await Promise.all(
        Array.from({ length: 14 }, (_, attempt) => signIn(attempt % 2, 'stalled@example.ge', '192.0.2.4')),
      );
      expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(10);
    } finally {
      stop();
    }
  });
});

describe('sign-in limits while REDIS_URL cannot be reached', () => {
  it('starts, keeps counting in the process, and logs the outage once without the URL', async () => {
    const logs = captureLogs();
    const instances = await createTestInstances(
      1,
      { REDIS_URL: 'redis://:hunter2-secret@127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logDestination: logs.destination },
    );
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await instances.apps[0]!.inject({
          method: 'POST',
          url: '/api/Auth/signin',
          payload: { email: 'offline@example.ge', password: 'Wrong password 1' },
          remoteAddress: '192.0.2.3',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      expect(logs.lines.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);
      expect(logs.lines.some((line) => line.includes('Rate limit counted in this process only'))).toBe(true);
      expect(logs.lines.join('')).not.toContain('hunter2');
    } finally {
      await instances.close();
    }
  });
});
