/**
 * The bench's server thread: opens the database, seeds synthetic listings, and serves the search API
 * twice: the app as it runs (result cache on) and the same app with the result cache off, to measure the
 * queries themselves. Runs in a worker so the load generator has its own event loop.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createLocalStorage } from '../src/adapters/storage';
import { createMailer } from '../src/adapters/mailer';
import { openDatabase } from '../src/db/client';
import { webInstanceConfig } from './web-instance-config';
import { insertSyntheticListings } from '../src/db/seed/synthetic';
import { measurePageQueries, type PageQueryFigure } from './page-queries';

export interface ServerInput {
  databaseUrl?: string;
  count: number;
}
export interface ServerReady {
  cachedPort: number;
  uncachedPort: number;
  seedSeconds: number;
  pageQueries: PageQueryFigure[];
}

const { databaseUrl, count } = workerData as ServerInput;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-bench-'));
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
const storage = createLocalStorage(path.join(dataDir, 'media'));

const seedStarted = performance.now();
await insertSyntheticListings(database.db, count);
// Fresh statistics and a set visibility map, as autovacuum leaves a settled table; the seed's dirty pages
// written out now rather than by a checkpoint during the first measured cases.
await database.db.execute(sql`vacuum analyze`);
await database.db.execute(sql`checkpoint`);
const seedSeconds = (performance.now() - seedStarted) / 1000;
// Before any load: the page query alone, first page against page 401.
const pageQueries = await measurePageQueries(database.db);

const config = webInstanceConfig(dataDir);
const adapters = { database, storage, mailer: createMailer(config) };
const cached = await buildApp(config, adapters);
// The same app with the result cache off: every request runs its queries.
const uncached = await buildApp(config, adapters, { cacheSearchResults: false });

const portOf = async (app: Pick<FastifyInstance, 'listen' | 'server'>) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const ready: ServerReady = {
  cachedPort: await portOf(cached),
  uncachedPort: await portOf(uncached),
  seedSeconds,
  pageQueries,
};
parentPort?.postMessage(ready);

parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  void Promise.all([cached.close(), uncached.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
