import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { buildApp, type Adapters, type AppOptions } from '../app';
import { createLocalStorage } from '../adapters/storage';
import { createMailer } from '../adapters/mailer';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `sakhli_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Jobs are taken within half a second and retried after a second or two. */
export const TEST_JOB_TIMINGS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

type TestAdapters = Pick<Adapters, 'oidc' | 'logDestination' | 'photoUrlFetcher' | 'clock'>;

/**
 * One instance of the application on `database` (instances behind a balancer share one), with its own
 * temporary DATA_DIR. Mail goes to the outbox there unless `SMTP_URL` is among the overrides.
 */
export async function startAppInstance(
  database: Database,
  overrides: Record<string, string> = {},
  adapters: TestAdapters = {},
  options: AppOptions = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-test-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides });
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  const mailer = createMailer(config);
  const app = await buildApp(
    config,
    { database, storage, mailer, ...adapters },
    { ...options, jobTimings: { ...TEST_JOB_TIMINGS, ...options.jobTimings } },
  );
  await app.ready();
  return {
    app,
    config,
    storage,
    async close() {
      await app.close();
      mailer.close();
    },
  };
}

/** The whole application on a fresh database, for API tests through `app.inject()`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  adapters: TestAdapters = {},
  options: AppOptions = {},
) {
  const database = await openTestDatabase();
  const instance = await startAppInstance(database, overrides, adapters, options);
  return {
    ...instance,
    database,
    db: database.db,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
