import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/test-app';
import { openDatabase, prepareStatement, type Database } from './client';

/** PG_POOL_MAX, PG_STATEMENT_TIMEOUT_MS and the pool's own errors; embedded PGlite has neither pool nor limit. */
describe('the database pool', () => {
  const logged: Array<{ details: object; message: string }> = [];
  const log = { error: (details: object, message: string) => void logged.push({ details, message }) };
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      database = await openDatabase({ statementTimeoutMs: 100, poolMax: 2, log });
      return;
    }
    const server = await createServerDatabase(serverUrl);
    drop = () => server.drop();
    database = await openDatabase({ databaseUrl: server.url, statementTimeoutMs: 100, poolMax: 2, log });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const sleep = (seconds: number) =>
    database.queryPrepared(
      prepareStatement(`sleep_${String(seconds).replace('.', '_')}`, sql`select pg_sleep(${seconds})`),
    );

  it('cancels a statement that runs past PG_STATEMENT_TIMEOUT_MS on a server (embedded: no limit)', async () => {
    if (database.kind === 'postgres') {
      await expect(sleep(0.5)).rejects.toMatchObject({ code: '57014' });
    } else {
      await expect(sleep(0.2)).resolves.toHaveLength(1);
    }
  });

  it('opens at most PG_POOL_MAX connections on a server and logs the failure of an idle one', async () => {
    if (database.kind !== 'postgres') {
      expect(Object.keys(database)).not.toContain('poolStats');
      return;
    }
    const running = Promise.all(Array.from({ length: 5 }, () => sleep(0.05)));
    expect(database.poolStats?.()).toMatchObject({ total: 2, waiting: 3 });
    await running;
    expect(database.poolStats?.()).toMatchObject({ total: 2, idle: 2, waiting: 0 });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const [{ name } = { name: '' }] = await database.queryPrepared<{ name: string }>(
      prepareStatement('current_database', sql`select current_database() as name`),
    );
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    expect(logged[0]?.message).toBe('database: an idle connection failed');
  });
});
