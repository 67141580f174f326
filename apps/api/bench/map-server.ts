/**
 * The map bench's server thread: the app on an existing database (applying its migrations), listening on
 * a free port, with the result cache on or off. Runs in a worker so the load generator has its own event
 * loop.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { createLocalStorage } from '../src/adapters/storage';
import { createMailer } from '../src/adapters/mailer';
import { openDatabase } from '../src/db/client';
import { webInstanceConfig } from './web-instance-config';
import { serveUntilClosed } from './worker-thread';

export interface MapServerInput {
  databaseUrl: string;
  cacheResults: boolean;
}

const { databaseUrl, cacheResults } = workerData as MapServerInput;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-map-bench-'));
const database = await openDatabase({ databaseUrl });
const config = webInstanceConfig(dataDir);
const app = await buildApp(
  config,
  { database, storage: createLocalStorage(path.join(dataDir, 'media')), mailer: createMailer(config) },
  { cacheSearchResults: cacheResults },
);
parentPort?.postMessage(await serveUntilClosed(app, () => database.close()));
