import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createJobQueue, type JobQueueOptions } from './queue';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cronIntervalSeconds: 1 };

describe('job queue', () => {
  let database: Database;
  const started: { stop(): Promise<void> }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((queue) => queue.stop()));
  });
  afterAll(() => database.close());

  const queueOf = (options: Partial<JobQueueOptions> = {}) => {
    const queue = createJobQueue({ database, role: 'all', log: silentLog, timings: FAST, ...options });
    started.push(queue);
    return queue;
  };
  const stateOf = async (id: string | null) => {
    const { rows } = await database.executeSql('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [
      id,
    ]);
    return rows[0]?.state;
  };

  it('runs a job at once in the process that enqueued it, and again after a failure, with backoff', async () => {
    const runs: number[] = [];
    const onJobFailed = vi.fn();
    const queue = queueOf({ onJobFailed });
    queue.define<{ to: string }>('flaky', {
      retryDelaySeconds: 1,
      handle: async ({ to }, { attempt }) => {
        expect(to).toBe('owner@example.ge');
        runs.push(Date.now());
        if (attempt === 1) throw new Error('server busy');
      },
    });
    await queue.start();
    const enqueuedAt = Date.now();
    const id = await queue.enqueue('flaky', { to: 'owner@example.ge' });
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 8000, interval: 50 });
    // Notified, not polled: the first attempt comes at once; the retry only after its delay.
    expect(runs[0]! - enqueuedAt).toBeLessThan(400);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(1000);
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('completed'));
    expect(onJobFailed).toHaveBeenCalledTimes(1);
    expect(onJobFailed).toHaveBeenCalledWith('flaky');
  });

  it('keeps a job that failed every attempt as failed, counted in the depth', async () => {
    const error = vi.fn();
    const queue = queueOf({ log: { ...silentLog, error } });
    queue.define('doomed', {
      retryLimit: 0,
      handle: () => Promise.reject(new Error('no such recipient')),
    });
    await queue.start();
    const id = await queue.enqueue('doomed', {});
    await queue.drain();
    expect(await stateOf(id)).toBe('failed');
    expect(await queue.depth()).toEqual({ doomed: { waiting: 0, active: 0, failed: 1 } });
    expect(error).toHaveBeenCalledWith(
      { queue: 'doomed', jobId: id, attempt: 1, reason: 'no such recipient' },
      'job failed for good',
    );
  });

  it('writes a job with the caller’s transaction: none when it rolls back', async () => {
    const handled: unknown[] = [];
    const queue = queueOf({ role: 'web' });
    queue.define('outbox', { handle: async (data) => void handled.push(data) });
    await queue.start();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('outbox', { n: 1 }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.enqueue('outbox', { n: 2, text: 'cost $1 or $2' }, { tx });
    });
    expect(await queue.depth()).toEqual({ outbox: { waiting: 1, active: 0, failed: 0 } });
    await queue.drain();
    expect(handled).toEqual([{ n: 2, text: 'cost $1 or $2' }]);
  });

  it('a web instance only enqueues; a worker instance on the same database runs the job', async () => {
    const ranOn: string[] = [];
    const web = queueOf({ role: 'web' });
    const worker = queueOf({ role: 'worker' });
    web.define('report', { handle: async () => void ranOn.push('web') });
    worker.define('report', { handle: async () => void ranOn.push('worker') });
    await web.start();
    await worker.start();
    await web.enqueue('report', {});
    await vi.waitFor(() => expect(ranOn).toEqual(['worker']), { timeout: 5000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ranOn).toEqual(['worker']);
  });

  it('takes back a job whose lease ran out in an instance that died, and runs it elsewhere', async () => {
    const runs: number[] = [];
    const queue = queueOf();
    queue.define('leased', {
      leaseSeconds: 1,
      retryDelaySeconds: 1,
      handle: async ({ n }) => void runs.push(n as number),
    });
    await queue.start();
    const id = await queue.enqueue('leased', { n: 7 }, { delaySeconds: 60 });
    // As a dead instance leaves it: taken (active) a while ago and never finished.
    await database.executeSql(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '5 seconds', start_after = now()
       WHERE id = $1`,
      [id],
    );
    await vi.waitFor(() => expect(runs).toEqual([7]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('completed'));
  });

  it('starts no attempt once stopping, and is done with the database when stop returns', async () => {
    const runs: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const counts = { isHolding: false, fetchesHeld: 0, isStopped: false, statementsAfterStop: 0 };
    const queue = queueOf({
      database: {
        async executeSql(text, values) {
          if (counts.isStopped) counts.statementsAfterStop += 1;
          // A fetch under way when the app stops (a slow database): held until stop has begun.
          if (counts.isHolding && text.includes('SKIP LOCKED')) {
            counts.fetchesHeld += 1;
            await held;
          }
          return database.executeSql(text, values);
        },
      },
    });
    queue.define('late', { handle: async () => void runs.push('ran') });
    await queue.start();
    counts.isHolding = true;
    const id = await queue.enqueue('late', {});
    await vi.waitFor(() => expect(counts.fetchesHeld).toBeGreaterThan(0));
    const stopping = queue.stop();
    setTimeout(release, 200);
    await stopping;
    counts.isStopped = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toEqual([]);
    expect(counts.statementsAfterStop).toBe(0);
    // Not lost: it runs again after its backoff, in this instance or another.
    expect(await stateOf(id)).toBe('retry');
  });

  it('runs a job asked for twice with one key once, when the queue is per key', async () => {
    const runs: string[] = [];
    const queue = queueOf({ role: 'web' });
    queue.define<{ id: string }>('per-listing', {
      policy: 'perKey',
      handle: async ({ id }) => void runs.push(id),
    });
    await queue.start();
    expect(await queue.enqueue('per-listing', { id: 'a' }, { singletonKey: 'a' })).not.toBeNull();
    expect(await queue.enqueue('per-listing', { id: 'a' }, { singletonKey: 'a' })).toBeNull();
    await queue.enqueue('per-listing', { id: 'b' }, { singletonKey: 'b' });
    await queue.drain();
    expect(runs.sort()).toEqual(['a', 'b']);
  });

  it('fires a schedule once per period across instances', async () => {
    let runs = 0;
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minuteOf();
    for (let instance = 0; instance < 2; instance += 1) {
      const queue = queueOf({ role: 'worker' });
      queue.schedule('tick', '* * * * *', { handle: async () => void (runs += 1) });
      await queue.start();
    }
    await vi.waitFor(() => expect(runs).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
    // Both instances look at the schedule every second; the period is a minute.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(runs).toBeLessThanOrEqual(minuteOf() - firstMinute + 1);
  });

  it('runs a schedule once in a minute when periods missed while no worker ran come in late', async () => {
    let runs = 0;
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minuteOf();
    const scheduledQueue = () => {
      const queue = queueOf({ role: 'worker' });
      queue.schedule('late-tick', '* * * * *', { handle: async () => void (runs += 1) });
      return queue;
    };
    const before = scheduledQueue();
    await before.start();
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 100 });
    await before.stop();
    // What pg-boss records when a period fires with no worker alive to turn it into a run: two periods missed.
    await database.executeSql(
      `INSERT INTO pgboss.job (name, data, singleton_key, singleton_on)
       SELECT '__pgboss__send-it', jsonb_build_object('name', name, 'data', data) || options, name,
              date_trunc('minute', now()::timestamp) - make_interval(mins => missed)
         FROM pgboss.schedule, generate_series(1, 2) AS missed WHERE name = 'late-tick'`,
    );
    await scheduledQueue().start();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(minuteOf() - firstMinute + 1);
  });

  it('starts several instances at once on queues nobody made yet', async () => {
    const names = ['fresh-a', 'fresh-b', 'fresh-c', 'fresh-d', 'fresh-e', 'fresh-f'];
    const instances = [0, 1, 2].map(() => {
      const queue = queueOf({ role: 'web' });
      for (const name of names) queue.define(name, { handle: async () => undefined });
      return queue;
    });
    await Promise.all(instances.map((queue) => queue.start()));
    expect(Object.keys(await instances[0]!.depth())).toEqual(names);
  });

  it('refuses to enqueue into a queue nobody defined', async () => {
    const queue = queueOf();
    await queue.start();
    await expect(queue.enqueue('nowhere', {})).rejects.toThrow('no queue nowhere');
  });
});
