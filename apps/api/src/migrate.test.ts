import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, prepareStatement } from './db/client';
import { createServerDatabase } from './test/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');

function runMigrate(environment: Record<string, string>) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
    cwd: apiRoot,
    env: { ...inherited, JWT_SECRET: 'x'.repeat(32), ...environment },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run migrate', () => {
  it('applies the migrations to an empty database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-migrate-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
    try {
      const result = runMigrate(server ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^migrations applied/);
      const database = await openDatabase(
        server ? { databaseUrl: server.url } : { dataDir: path.join(dataDir, 'pgdata') },
      );
      const [table] = await database.queryPrepared<{ name: string | null }>(
        prepareStatement('properties_table', sql`select to_regclass('public.properties')::text as name`),
      );
      await database.close();
      expect(table?.name).toBe('properties');
    } finally {
      await server?.drop();
    }
  });

  it('exits 1 with one clear line when the database cannot be reached', () => {
    // Port 9 on this machine: nothing listens.
    const result = runMigrate({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^migrations failed: .*ECONNREFUSED/);
  });
});
