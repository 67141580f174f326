/**
 * node --import tsx apps/api/src/modules/favorites/favorite-marks.measure.ts
 *   (TEST_DATABASE_URL=postgres://… for a PostgreSQL server; in-memory PGlite otherwise)
 *
 * What the favourites overlay adds to a signed-in search chunk (favorite-marks.ts): 2,000 listings, a
 * first chunk of 75 with photos, a user with 300 favourites of which 10 on that chunk, and one with none.
 * Prints the per-call cost of each step next to the cached chunk read every caller shares.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ChunkQuery } from '@sakhli/shared/schemas/property';
import { createLocalStorage } from '../../adapters/storage';
import { favorites, users } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-app';
import { createSearchService } from '../properties/search.service';
import {
  createListingBuilder,
  insertListings,
  insertPhotos,
  insertSearchFixtures,
} from '../properties/test-fixtures';
import { markFavorites } from './favorite-marks';

const ROUNDS = 300;

async function perCall(label: string, action: () => unknown): Promise<void> {
  for (let index = 0; index < 20; index += 1) await action();
  const start = process.hrtime.bigint();
  for (let index = 0; index < ROUNDS; index += 1) await action();
  const milliseconds = Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
  console.log(`| ${label} | ${milliseconds.toFixed(3)} ms |`);
}

const database = await openTestDatabase();
const { db } = database;
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'sakhli-measure-')));
const build = createListingBuilder(await insertSearchFixtures(db));
const description = 'A bright flat near the metro, renovated last year, with a view of the old town. '.repeat(
  6,
);
const ids: number[] = [];
for (let batch = 0; batch < 4; batch += 1) {
  ids.push(
    ...(await insertListings(
      db,
      Array.from({ length: 500 }, () => build({ description })),
    )),
  );
}
const firstChunk = ids.slice(-75);
for (const id of firstChunk) {
  await insertPhotos(
    db,
    id,
    [0, 1, 2, 3, 4, 5].map((sortOrder) => ({ key: `${id}-${sortOrder}`, sortOrder })),
  );
}
const [saver, other] = await db
  .insert(users)
  .values([{ email: 'saver@example.ge' }, { email: 'other@example.ge' }])
  .returning({ id: users.id });
if (!saver || !other) throw new Error('users not inserted');
await db.insert(favorites).values(
  [...firstChunk.slice(0, 10), ...ids.slice(0, 290)].map((propertyId) => ({
    userId: saver.id,
    propertyId,
  })),
);

const search = createSearchService(database, storage);
const query = ChunkQuery.parse({});
const context = { ownerKey: undefined, language: 'en' as const };
const shared = await search.getChunk(query, context);
const marked = await markFavorites(db, saver.id, shared);
const json = JSON.stringify(marked);
console.log(`${database.kind}, ${shared.items.length} items, ${json.length} bytes of JSON\n`);
console.log('| step | per call |\n|---|---|');
await perCall('cached chunk read (every caller)', () => search.getChunk(query, context));
await perCall('overlay, no favourites on the page (query only)', () => markFavorites(db, other.id, shared));
await perCall('overlay, 10 favourites on the page (query + copy)', () => markFavorites(db, saver.id, shared));
await perCall('JSON of a marked chunk (not memoized)', () => JSON.stringify(marked));
await perCall('gzip of a marked chunk (thread pool)', () => gzipSync(json));
await database.close();
