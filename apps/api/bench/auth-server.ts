/**
 * The auth bench's server thread: the whole app on a fresh database with confirmed accounts, listening on
 * 127.0.0.1, measuring its own event-loop delay while the main thread sends sign-ins. A worker, so the
 * load generator's work does not count as the server's delay.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/adapters/mailer';
import { createLocalStorage } from '../src/adapters/storage';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';

export interface AuthServerInput {
  databaseUrl?: string;
  emails: string[];
  password: string;
}
export interface AuthServerReady {
  port: number;
}
/** Event-loop delay of the server thread during the run, in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

const { databaseUrl, emails, password } = workerData as AuthServerInput;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-bench-auth-'));
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp(config, {
  database,
  storage: createLocalStorage(path.join(dataDir, 'media')),
  mailer: createMailer(config),
});
// Each account gets its own argon2id hash (own salt), as sign-up would give it.
const hashes = await Promise.all(emails.map(() => hashPassword(password)));
await database.db
  .insert(users)
  .values(emails.map((email, index) => ({ email, passwordHash: hashes[index], emailConfirmed: true })));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
parentPort?.postMessage({
  port: typeof address === 'object' && address ? address.port : 0,
} satisfies AuthServerReady);

const delay = monitorEventLoopDelay({ resolution: 10 });
const milliseconds = (nanoseconds: number) => nanoseconds / 1e6;
parentPort?.on('message', (message) => {
  if (message === 'start') {
    delay.reset();
    delay.enable();
    parentPort?.postMessage('started');
  } else if (message === 'stop') {
    delay.disable();
    parentPort?.postMessage({
      p50: milliseconds(delay.percentile(50)),
      p99: milliseconds(delay.percentile(99)),
      max: milliseconds(delay.max),
      mean: milliseconds(delay.mean),
    } satisfies LoopDelay);
  } else if (message === 'close') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
