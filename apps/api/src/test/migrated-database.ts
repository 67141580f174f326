/**
 * The API test run's global setup (vitest.config.ts): one migrated database that every test file's
 * database starts as a copy of (openTestDatabase), instead of each file running PGlite's initdb and
 * every migration again. Embedded: a copy of a migrated PGlite data directory in a temporary file; on
 * the server of TEST_DATABASE_URL: a migrated template database. Both are removed when the run ends.
 * The test workers find them through the environment they inherit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { createServerDatabase, MIGRATED_DATABASE } from './test-app';

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl);
    await (await openDatabase({ databaseUrl: template.url })).close();
    process.env[MIGRATED_DATABASE.templateEnv] = template.name;
    return () => template.drop();
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'sakhli-test-migrated-'));
  const file = path.join(directory, 'pgdata.tar');
  const database = await openDatabase({});
  writeFileSync(file, new Uint8Array(await (await database.copyDataDir!()).arrayBuffer()));
  await database.close();
  process.env[MIGRATED_DATABASE.dataDirCopyEnv] = file;
  return () => rmSync(directory, { recursive: true, force: true });
}
