/**
 * The search-mix bench's product server: opens the database (a PostgreSQL server, or PGlite in a temporary
 * directory), seeds synthetic listings up to `count` when it holds fewer, picks the listings the visitors'
 * filters are built around, and serves the app as it runs. Runs in a worker so the load generator has its
 * own event loop.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createLocalStorage } from '../src/adapters/storage';
import { createMailer } from '../src/adapters/mailer';
import { openDatabase } from '../src/db/client';
import { insertSyntheticListings } from '../src/db/seed/synthetic';
import { ensurePhotoPool, poolPhotoHashes } from '../src/db/seed/photos/pool';
import { anchorsQuery, type Anchor } from './search-mix-visitors';
import { webInstanceConfig } from './web-instance-config';
import { serveUntilClosed } from './worker-thread';

export interface MixServerInput {
  databaseUrl?: string;
  count: number;
  anchors: number;
}
export interface MixServerReady {
  port: number;
  listings: number;
  seedSeconds: number;
  anchors: Anchor[];
}

const { databaseUrl, count, anchors: anchorCount } = workerData as MixServerInput;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-mix-'));
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') },
);
const storage = createLocalStorage(path.join(dataDir, 'media'));

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

const [{ listings: existing } = { listings: 0 }] = await rowsOf<{ listings: number }>(
  sql`select count(*)::int as listings from properties`,
);
const seedStarted = performance.now();
if (existing < count) {
  // Photos written hashed: the app's hash backfill then has nothing to read while the bench measures.
  await ensurePhotoPool(storage);
  await insertSyntheticListings(database.db, count - existing, {
    photoHashes: await poolPhotoHashes(storage),
  });
  await database.db.execute(sql`checkpoint`);
}
// Fresh statistics and a set visibility map, as autovacuum leaves a settled table.
await database.db.execute(sql`vacuum analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const anchors = await rowsOf<Anchor>(anchorsQuery(12, anchorCount));

const config = webInstanceConfig(dataDir);
const app = await buildApp(config, { database, storage, mailer: createMailer(config) });
const ready: MixServerReady = {
  port: await serveUntilClosed(app, () => database.close()),
  listings: Math.max(existing, count),
  seedSeconds,
  anchors,
};
parentPort?.postMessage(ready);
