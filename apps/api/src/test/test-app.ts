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

/** Where the API test run's global setup (migrated-database.ts) names its migrated template database. */
export const TEMPLATE_DATABASE_ENV = 'SAKHLI_TEST_TEMPLATE_DATABASE';

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it again: empty, or a
 * copy of the database `template`.
 */
export async function createServerDatabase(serverUrl: string, template?: string) {
  const name = `sakhli_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again by `close`). On the server, under the API test run's global
 * setup, it is a copy of the run's migrated template database; the migrations then find nothing to apply.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const server = await createServerDatabase(serverUrl, process.env[TEMPLATE_DATABASE_ENV]);
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** Jobs are taken within half a second and retried after a second or two. */
export const TEST_JOB_TIMINGS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

type TestAdapters = Pick<Adapters, 'oidc' | 'logDestination' | 'photoUrlFetcher' | 'clock' | 'redis'>;

/**
 * One instance of the application on `database` (instances behind a balancer share one), with its
 * DATA_DIR (a new temporary one unless given). Mail goes to the outbox there unless `SMTP_URL` is among
 * the overrides.
 */
export async function startAppInstance(
  database: Database,
  overrides: Record<string, string> = {},
  adapters: TestAdapters = {},
  options: AppOptions = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-test-')),
) {
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

/**
 * `count` instances of the application on one fresh database and one DATA_DIR, as behind a load
 * balancer: what one writes the others must see, and every limit must hold across them.
 */
export async function createTestInstances(
  count: number,
  overrides: Record<string, string> = {},
  adapters: TestAdapters = {},
  options: AppOptions = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-test-'));
  const database = await openTestDatabase();
  const instances: Awaited<ReturnType<typeof startAppInstance>>[] = [];
  for (let index = 0; index < count; index += 1)
    instances.push(await startAppInstance(database, overrides, adapters, options, dataDir));
  const [first] = instances;
  return {
    apps: instances.map((instance) => instance.app),
    config: first!.config,
    database,
    db: database.db,
    storage: first!.storage,
    async close() {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.close();
    },
  };
}

/** The whole application on a fresh database, for API tests through `app.inject()`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  adapters: TestAdapters = {},
  options: AppOptions = {},
) {
  const { apps, ...instances } = await createTestInstances(1, overrides, adapters, options);
  return { app: apps[0]!, ...instances };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
