/**
 * npm run bench:phash -- [--server-url postgres://postgres@127.0.0.1:5432/postgres | --database-url URL]
 *   [--hashes 1000000] [--queries 1000] [--reference-samples 40]
 *
 * The look-up of one photo among many perceptual hashes (decision 038), in PostgreSQL. On a new database
 * of the server (dropped at the end), or on the empty database `--database-url` names (its bench rows are
 * deleted at the end): `--hashes` photos with random 64-bit hashes and their band rows. Then `--queries`
 * look-ups, half of them near-duplicates planted 0 to 6 bits away from a stored hash and half random:
 * 1. through the band index as the app does it (selectNearPhotos): p50/p95/p99, candidates probed, and
 *    recall on the planted ones (each must find its photo);
 * 2. the plain reference in the same run: every stored hash compared (a sequential scan with bit_count),
 *    over `--reference-samples` of the same queries; both must find the same photos.
 * Prints the figures; docs/PERFORMANCE.md keeps them with the machine they ran on.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { MAX_PHOTO_DISTANCE, probeKeysOf } from '../src/modules/photos/photo-hash-bands';
import { selectNearPhotos, selectNearPhotosByScan } from '../src/modules/photos/photo-matches.repository';
import { createServerDatabase } from '../src/test/test-app';
import { median, percentile } from './statistics';

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'database-url': { type: 'string' },
    hashes: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '1000' },
    'reference-samples': { type: 'string', default: '40' },
  },
});
const [hashCount, queryCount, referenceCount] = [args.hashes, args.queries, args['reference-samples']].map(
  Number,
) as [number, number, number];
if (![hashCount, queryCount, referenceCount].every((value) => Number.isInteger(value) && value > 1)) {
  console.error('--hashes, --queries and --reference-samples are whole numbers above 1');
  process.exit(2);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const figures = (values: number[]) =>
  `p50 ${ms(median(values))}, p95 ${ms(percentile(values, 0.95))}, p99 ${ms(percentile(values, 0.99))}`;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}
const random64 = () => {
  const words = crypto.getRandomValues(new BigUint64Array(1));
  return BigInt.asIntN(64, words[0]!);
};

const server = args['database-url'] ? undefined : await createServerDatabase(args['server-url']);
const database = await openDatabase({ databaseUrl: args['database-url'] ?? server!.url });
const { db } = database;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;
try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `load ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
  );
  const [version] = await rowsOf<{ version: string }>(sql`select version()`);
  console.log(version?.version);
  const [, fillMs] = await timed(async () => {
    // Random hashes from two random 32-bit halves; the band rows as completeJob writes them, built after
    // the insert (the primary key rebuilt once rather than kept through 4 million random inserts).
    await db.execute(sql`
      insert into property_photos (original_key, phash)
      select 'bench/' || i, (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
      from generate_series(1, ${hashCount}) as i`);
    await db.execute(sql`alter table photo_hash_bands drop constraint photo_hash_bands_pkey`);
    await db.execute(sql`
      insert into photo_hash_bands (band_key, photo_id, phash)
      select band * 65536 + ((phash >> (48 - 16 * band)) & 65535)::int, id, phash
      from property_photos, generate_series(0, 3) as band
      where original_key like 'bench/%' and phash is not null`);
    await db.execute(sql`alter table photo_hash_bands
      add constraint photo_hash_bands_pkey primary key (band_key, photo_id) include (phash)`);
    await db.execute(sql`vacuum analyze property_photos`);
    await db.execute(sql`vacuum analyze photo_hash_bands`);
  });
  console.log(`data: ${hashCount} hashes, ${4 * hashCount} band rows (${(fillMs / 1000).toFixed(0)} s)`);

  // Half planted: a stored hash with 0 to MAX_PHOTO_DISTANCE of its bits flipped; half random.
  const planted = await rowsOf<{ id: number; phash: string }>(sql`
    select id, phash::text as phash from property_photos where original_key like 'bench/%'
    order by random() limit ${Math.floor(queryCount / 2)}`);
  const queries = [
    ...planted.map(({ id, phash }, index) => {
      let hash = BigInt(phash);
      const bits = new Set<number>();
      while (bits.size < index % (MAX_PHOTO_DISTANCE + 1)) bits.add(Math.floor(Math.random() * 64));
      for (const bit of bits) hash = BigInt.asIntN(64, hash ^ (1n << BigInt(bit)));
      return { hash, plantedId: id };
    }),
    ...Array.from({ length: queryCount - planted.length }, () => ({ hash: random64(), plantedId: null })),
  ].sort(() => Math.random() - 0.5);

  // 1. Through the band index, as the app does it (a few warm-up look-ups first).
  for (const query of queries.slice(0, 10)) await selectNearPhotos(db, query.hash);
  const indexMs: number[] = [];
  const found = new Map<bigint, number[]>();
  let recalled = 0;
  for (const query of queries) {
    const [near, took] = await timed(() => selectNearPhotos(db, query.hash));
    indexMs.push(took);
    const ids = near.map((photo) => photo.photoId).sort((a, b) => a - b);
    found.set(query.hash, ids);
    if (query.plantedId !== null && ids.includes(query.plantedId)) recalled += 1;
  }
  const [candidates] = await rowsOf<{ count: number }>(sql`
    select count(*)::int as count from photo_hash_bands
    where band_key = any(${`{${probeKeysOf(queries[0]!.hash).join(',')}}`}::int[])`);
  console.log(
    `look-up through the band index (${queries.length} queries): ${figures(indexMs)}, max ${ms(Math.max(...indexMs))}; ` +
      `${candidates?.count ?? 0} candidates probed for the first query; ` +
      `recall on the planted near-duplicates ${recalled}/${planted.length}`,
  );
  const plans = await rowsOf<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers, format text)
    select photo_id, min(bit_count((phash # ${queries[0]!.hash.toString()}::bigint)::bit(64)))
    from photo_hash_bands
    where band_key = any(${`{${probeKeysOf(queries[0]!.hash).join(',')}}`}::int[])
      and bit_count((phash # ${queries[0]!.hash.toString()}::bigint)::bit(64)) <= ${MAX_PHOTO_DISTANCE}
    group by photo_id`);
  console.log(`plan of the first look-up:\n  ${plans.map((line) => line['QUERY PLAN']).join('\n  ')}`);

  // 2. The plain reference: every stored hash compared.
  const referenceMs: number[] = [];
  for (const query of queries.slice(0, referenceCount)) {
    const [near, took] = await timed(() => selectNearPhotosByScan(db, query.hash));
    referenceMs.push(took);
    const ids = near.map((photo) => photo.photoId).sort((a, b) => a - b);
    if (JSON.stringify(ids) !== JSON.stringify(found.get(query.hash)))
      throw new Error(`query ${query.hash}: index and reference differ`);
  }
  console.log(
    `reference, sequential scan with bit_count (${referenceMs.length} of the same queries, same photos found): ` +
      figures(referenceMs),
  );
  console.log(
    `load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  if (recalled !== planted.length) process.exitCode = 1;
} finally {
  if (args['database-url'])
    await db.execute(sql`delete from property_photos where original_key like 'bench/%'`);
  await database.close();
  await server?.drop();
}
