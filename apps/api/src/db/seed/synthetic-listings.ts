import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { insertHashBands } from '../../modules/photos/photo-jobs.repository';
import type { Db } from '../client';
import { properties, propertyPhotos } from '../schema/index';
import { bulkInsert } from './bulk-insert';
import {
  generateListing,
  pickDistrict,
  type ListingDraft,
  type ListingOwner,
  type SeedDistrict,
} from './listing-generator';
import { insertViewTotals } from './listings';
import { DISPLAY_SIZE, photoPool } from './photos/pool';
import { createRandom } from './random';
import { ensureReferenceData, loadSeedDistricts, loadUsdGelRate } from './reference';
import { ensureSellers } from './users';

export interface SyntheticOptions {
  /** Listings generated and inserted per statement. */
  batchSize?: number;
  /** Batches written at the same time (each on its own connection on PostgreSQL). */
  writers?: number;
  /** Photos per listing, taken from the shared pool. */
  photosPerListing?: number;
  /** Share of listings in Tbilisi (the rest in Batumi). */
  tbilisiShare?: number;
  seed?: number;
  /**
   * The pool photos' perceptual hashes by display key (`poolPhotoHashes`): photos are written hashed, so
   * the hash backfill has nothing to read (without them it reads every synthetic photo at the app's start).
   */
  photoHashes?: ReadonlyMap<string, bigint | null>;
  log?: (line: string) => void;
}

/**
 * Adds `count` Active listings, generated like the demo ones (same prices, descriptions, places),
 * for load tests and benchmarks. Districts, the exchange rate and the seller accounts are created
 * first when the database has none. Photo rows point at the shared pool's keys; whoever serves
 * them makes sure the pool exists (`ensurePhotoPool`). Returns how many listings it inserted.
 */
export async function insertSyntheticListings(
  db: Db,
  count: number,
  options: SyntheticOptions = {},
): Promise<number> {
  const {
    batchSize = 10_000,
    writers = 2,
    photosPerListing = 3,
    tbilisiShare = 0.85,
    photoHashes,
    log,
  } = options;
  const now = new Date();
  await ensureReferenceData(db, now);
  const [{ maxId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${properties.id}), 0)::int` })
    .from(properties);
  const [{ maxPhotoId } = { maxPhotoId: 0 }] = await db
    .select({ maxPhotoId: sql<number>`coalesce(max(${propertyPhotos.id}), 0)::int` })
    .from(propertyPhotos);
  const random = createRandom(options.seed ?? 1_000_003 + maxId);
  const owners: ListingOwner[] = await ensureSellers(db, random);
  const rate = await loadUsdGelRate(db);
  const districts: Record<'Tbilisi' | 'Batumi', SeedDistrict[]> = {
    Tbilisi: await loadSeedDistricts(db, 'Tbilisi'),
    Batumi: await loadSeedDistricts(db, 'Batumi'),
  };
  const pool = photoPool();
  const started = performance.now();
  let nextId = maxId + 1;
  const generateBatch = (size: number) => {
    const drafts: ListingDraft[] = [];
    const firstId = nextId;
    const photos: (typeof propertyPhotos.$inferInsert)[] = [];
    for (let index = 0; index < size; index += 1) {
      const city = random.chance(tbilisiShare) ? 'Tbilisi' : 'Batumi';
      const draft = generateListing(random, pickDistrict(random, districts[city]), {
        now,
        rate,
        owner: random.pick(owners),
      });
      const id = nextId++;
      drafts.push(draft);
      draft.photos.slice(0, photosPerListing).forEach((kind, sortOrder) => {
        const photo = random.pick(pool[kind]);
        const phash = photoHashes?.get(photo.displayKey);
        photos.push({
          ...(phash === undefined ? {} : { phash, lacksDetail: phash === null }),
          propertyId: id,
          uploaderId: draft.row.userId,
          originalKey: photo.displayKey,
          displayKey: photo.displayKey,
          thumbnailKey: photo.thumbnailKey,
          sortOrder,
          width: DISPLAY_SIZE.width,
          height: DISPLAY_SIZE.height,
          createdAt: draft.row.createdAt,
        });
      });
    }
    return {
      rows: drafts.map((draft, index) => ({ ...draft.row, id: firstId + index })),
      drafts,
      firstId,
      photos,
    };
  };
  // Batches are generated while the database writes earlier ones, on up to `writers` connections.
  const inFlight = new Set<Promise<void>>();
  let written = 0;
  for (let done = 0; done < count;) {
    const size = Math.min(batchSize, count - done);
    const { rows, drafts, firstId, photos } = generateBatch(size);
    done += size;
    while (inFlight.size >= writers) await Promise.race(inFlight);
    const write = (async () => {
      await bulkInsert(db, properties, rows, size);
      await bulkInsert(db, propertyPhotos, photos, size * photosPerListing);
      await insertViewTotals(db, drafts, firstId);
      written += size;
      const perSecond = Math.round(written / ((performance.now() - started) / 1000));
      log?.(
        `synthetic: ${written.toLocaleString('en')} of ${count.toLocaleString('en')} listings (${perSecond.toLocaleString('en')}/s)`,
      );
    })();
    inFlight.add(write);
    void write.then(
      () => inFlight.delete(write),
      () => undefined,
    );
  }
  await Promise.all(inFlight);
  await db.execute(sql`select setval(pg_get_serial_sequence('properties', 'id'), ${nextId - 1})`);
  if (photoHashes) await indexFirstOfEachPhoto(db, maxPhotoId);
  return count;
}

/**
 * The band index of the photo hashes gets the first new photo showing each pool picture, as the hash
 * backfill does (photo-hash-backfill.repository.ts): one entry finds a copy of it.
 */
async function indexFirstOfEachPhoto(db: Db, afterPhotoId: number) {
  const firsts = await db
    .selectDistinctOn([propertyPhotos.displayKey], { id: propertyPhotos.id, phash: propertyPhotos.phash })
    .from(propertyPhotos)
    .where(and(gt(propertyPhotos.id, afterPhotoId), isNotNull(propertyPhotos.phash)))
    .orderBy(propertyPhotos.displayKey, propertyPhotos.id);
  for (const { id, phash } of firsts) if (phash !== null) await insertHashBands(db, id, phash);
}
