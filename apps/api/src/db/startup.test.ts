import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage';
import { createServerDatabase } from '../test/test-app';
import { openDatabase, prepareStatement, type Database } from './client';
import { districts } from './schema/index';
import { seedDatabase } from './seed/index';

const INSTANCES = 4;
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

/**
 * INSTANCES handles on one empty database, opened at the same moment: separate pools on a PostgreSQL
 * server (as separate processes would have), the one embedded database otherwise.
 */
async function openTogether(): Promise<{ handles: Database[]; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { handles: Array.from({ length: INSTANCES }, () => database), close: () => database.close() };
  }
  const server = await createServerDatabase(serverUrl);
  const handles = await Promise.all(
    Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: server.url, poolMax: 2 })),
  );
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close()));
      await server.drop();
    },
  };
}

describe('instances starting together on an empty database', () => {
  let together: Awaited<ReturnType<typeof openTogether>>;
  beforeAll(async () => {
    together = await openTogether();
  });
  afterAll(() => together.close());

  it('all come up, each migration applied once, the seed run once', async () => {
    const [first] = together.handles;
    if (!first) throw new Error('no database');
    if (first.kind === 'postgres') {
      const [applied] = await first.queryPrepared<{ applied: number }>(
        prepareStatement(
          'applied_migrations',
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        ),
      );
      expect(applied?.applied).toBe(journal.entries.length);
    }
    const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), 'sakhli-seed-')), 'media'));
    const lines: string[] = [];
    await Promise.all(
      together.handles.map((handle) =>
        handle.exclusively(() =>
          seedDatabase(handle.db, storage, { demo: false, log: (line) => lines.push(line) }),
        ),
      ),
    );
    const [seeded] = await first.db.select({ districts: count() }).from(districts);
    expect(seeded?.districts).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes('nothing to seed'))).toHaveLength(INSTANCES - 1);
  });

  it('runs exclusive tasks one at a time, and goes on after one fails', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const task = async (index: number) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      if (index === 0) throw new Error('first task failed');
      return index;
    };
    const results = await Promise.allSettled(
      together.handles.map((handle, index) => handle.exclusively(() => task(index))),
    );
    expect(mostAtOnce).toBe(1);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      ...Array.from({ length: INSTANCES - 1 }, () => 'fulfilled'),
    ]);
  });
});
