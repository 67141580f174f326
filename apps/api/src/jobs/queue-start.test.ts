import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Tests start the queue when first needed (startsJobsWhenUsed): most test files never need it. */
describe('a job queue started when used', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const isInstalled = async () => {
    const { rows } = await t.database.executeSql("SELECT to_regclass('pgboss.job')::text AS name");
    return rows[0]?.name !== null;
  };

  it('is not installed by reads, refuses a first use inside a transaction, and starts at the first write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect(await isInstalled()).toBe(false);
    expect((await t.app.jobs.depth()).mail).toEqual({ waiting: 0, active: 0, failed: 0 });
    await expect(
      t.db.transaction((tx) => t.app.jobs.enqueue('mail', {}, { tx: tx as unknown as typeof t.db })),
    ).rejects.toThrow('job queue: mail enqueued in a transaction before the queue was started');

    const signIn = await t.app.inject({ method: 'POST', url: '/api/Auth/signin', payload: {} });
    expect(signIn.statusCode).toBe(400);
    expect(await isInstalled()).toBe(true);
    const { rows } = await t.database.executeSql(
      "SELECT count(*)::int AS count FROM pgboss.queue WHERE name = 'mail'",
    );
    expect(rows[0]?.count).toBe(1);
  });
});
