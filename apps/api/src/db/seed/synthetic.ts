/**
 * npm run seed:synthetic -w @sakhli/api -- --count 1000000 [--database-url postgres://…] [--data-dir ./data]
 *   [--batch-size 10000] [--writers 2]
 *
 * Adds synthetic listings to the database the app uses (DATABASE_URL, or PGlite in DATA_DIR: stop the
 * app first, PGlite is single-process), makes sure the shared photo pool is in storage, then ANALYZEs.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createStorage } from '../../adapters/storage';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { ensurePhotoPool, poolPhotoHashes } from './photos/pool';
import { insertSyntheticListings } from './synthetic-listings';

export { insertSyntheticListings, type SyntheticOptions } from './synthetic-listings';

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'batch-size': { type: 'string' },
      writers: { type: 'string' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1)
    throw new ConfigError(['--count: must be a whole number above 0']);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: values['database-url'] ?? process.env.DATABASE_URL,
    DATA_DIR: values['data-dir'] ?? process.env.DATA_DIR,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pgdata'),
  });
  const log = (line: string) => console.log(line);
  try {
    const started = performance.now();
    const storage = createStorage(config);
    const rendered = await ensurePhotoPool(storage);
    if (rendered > 0) log(`synthetic: rendered ${rendered} pool photos`);
    await insertSyntheticListings(database.db, count, {
      log,
      photoHashes: await poolPhotoHashes(storage),
      batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
      writers: values.writers ? Number(values.writers) : undefined,
    });
    await database.db.execute(sql`analyze`);
    log(
      `synthetic: ${count.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
