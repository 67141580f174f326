import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('npm start with a database server', () => {
  it('refuses to start without JWT_SECRET, in one clear line, before touching the database', () => {
    const { DATABASE_URL: _url, JWT_SECRET: _secret, SEED_DEMO: _seed, ...environment } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      // Port 9 on this machine: nothing listens, so reaching the database would fail differently.
      env: { ...environment, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL (every instance must sign with the same secret)',
    );
  });
});
