/**
 * The API test run's global setup (vitest.config.ts), on the PostgreSQL server of TEST_DATABASE_URL only:
 * one migrated template database, which every test file's database is created as a copy of
 * (openTestDatabase), instead of each file running every migration again. It is dropped when the run
 * ends; the test workers find its name in the environment they inherit. Embedded PGlite: nothing (see
 * decision 046).
 */
import { openDatabase } from '../db/client';
import { createServerDatabase, TEMPLATE_DATABASE_ENV } from './test-app';

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const template = await createServerDatabase(serverUrl);
  await (await openDatabase({ databaseUrl: template.url })).close();
  process.env[TEMPLATE_DATABASE_ENV] = template.name;
  return () => template.drop();
}
