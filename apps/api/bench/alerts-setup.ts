import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createOutboxMailer } from '../src/adapters/mailer';
import { createLocalStorage } from '../src/adapters/storage';
import type { Database } from '../src/db/client';
import { districts, properties, savedSearches, users } from '../src/db/schema/index';
import { createRandom } from '../src/db/seed/random';
import { insertSyntheticListings } from '../src/db/seed/synthetic-listings';
import { createJobQueue } from '../src/jobs/queue';
import { registerMailJobs } from '../src/modules/mail/mail.jobs';
import { createUnsubscribes } from '../src/modules/mail/unsubscribe';
import { createListingActions } from '../src/modules/properties/listing-actions.service';
import { createAlertMails } from '../src/modules/saved-searches/alerts';
import { matchRangesOf } from '../src/modules/saved-searches/match-ranges';
import { createMatcher } from '../src/modules/saved-searches/matching';
import {
  LISTING_FOR_MATCHING_COLUMNS,
  type ListingForMatching,
} from '../src/modules/saved-searches/matching.repository';
import { registerSavedSearchJobs } from '../src/modules/saved-searches/saved-searches.jobs';
import { generateSearch } from '../src/modules/saved-searches/testing/search-generator';

const SEARCHES_PER_USER = 20;
const INSERT_BATCH = 2_000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The bench's data on an empty database: `listingCount` synthetic Active listings (as the demo seed makes
 * them), and `searchCount` saved searches of 20 users each, every one generated around a listing picked at
 * random (its scope, often its district, price and room bounds: testing/search-generator.ts).
 */
export async function fillAlertsBench(database: Database, listingCount: number, searchCount: number) {
  const { db } = database;
  await insertSyntheticListings(db, listingCount, { photosPerListing: 0, seed: 15 });
  const seeds: (ListingForMatching & { id: number })[] = await db
    .select({ id: properties.id, ...LISTING_FOR_MATCHING_COLUMNS })
    .from(properties);
  const names = new Map(
    (await db.select().from(districts)).map((row) => [row.id, [row.nameEng, row.nameGeo, row.nameRus]]),
  );
  const userCount = Math.ceil(searchCount / SEARCHES_PER_USER);
  const userIds = (
    await db
      .insert(users)
      .values(Array.from({ length: userCount }, (_, index) => ({ email: `alerts-${index}@bench.test` })))
      .returning({ id: users.id })
  ).map((row) => row.id);
  const random = createRandom(33);
  for (let start = 0; start < searchCount; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, searchCount - start) }, (_, offset) => {
      const seed = random.pick(seeds);
      const payload = generateSearch(random, {
        ...seed,
        districtNames: names.get(seed.districtId ?? 0) ?? [],
      });
      const userId = userIds[Math.floor((start + offset) / SEARCHES_PER_USER)]!;
      return { userId, ...payload, ...matchRangesOf(payload, payload.filter) };
    });
    await db.insert(savedSearches).values(rows);
  }
  await database.executeSql('VACUUM ANALYZE saved_searches', []);
  await database.executeSql('VACUUM ANALYZE properties', []);
  return seeds.map((seed) => seed.id);
}

/**
 * The pieces a listing's going Active touches, as the app wires them: the job queue (ROLE web: it only
 * enqueues, as the instance that answers the publishing request), the saved searches' jobs, and the status
 * actions with the matching hook (`live`) or with a hook that does nothing (`without`), to compare.
 */
export async function openPublishing(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-alerts-bench-'));
  const queue = createJobQueue({ database, role: 'web', log: silentLog });
  const outbox = registerMailJobs(queue, {
    mailer: createOutboxMailer(path.join(dataDir, 'outbox'), 'bench@localhost'),
    log: silentLog,
  });
  const unsubscribes = createUnsubscribes({ secret: 's'.repeat(40), appUrl: 'http://localhost:3000' });
  unsubscribes.define('saved-search', () => Promise.resolve(true));
  const jobs = registerSavedSearchJobs(queue, {
    db: database.db,
    matcher: createMatcher(database.db),
    alerts: createAlertMails({
      db: database.db,
      storage: createLocalStorage(path.join(dataDir, 'media')),
      outbox,
      unsubscribes,
      appUrl: 'http://localhost:3000',
    }),
    log: silentLog,
  });
  await queue.start();
  const live = createListingActions({
    db: database.db,
    goingLive: { enqueue: jobs.enqueueMatching, wake: jobs.wakeMatching },
  });
  const without = createListingActions({
    db: database.db,
    goingLive: { enqueue: () => Promise.resolve(), wake: () => undefined },
  });
  /** The listing made Inactive again (outside the timing), so that `activate` takes it live. */
  const deactivate = (id: number) =>
    database.db.update(properties).set({ publishStatus: 'Inactive' }).where(eq(properties.id, id));
  const ownerOf = async (id: number) => {
    const [row] = await database.db
      .select({ userId: properties.userId })
      .from(properties)
      .where(eq(properties.id, id));
    return { id: row!.userId, role: 'User' as const };
  };
  const pendingJobs = async () =>
    Number(
      (
        await database.executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'saved-search-matching'`,
        )
      ).rows[0]?.n,
    );
  return { live, without, deactivate, ownerOf, pendingJobs, stop: () => queue.stop() };
}

/**
 * How the saved searches were read so far (PostgreSQL's statistics, flushed within a second): sequential
 * scans of the table and scans of the matching index.
 */
export async function savedSearchReads(database: Database) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await database.executeSql(
    `SELECT t.seq_scan::int AS "sequentialScans", i.idx_scan::int AS "indexScans"
     FROM pg_stat_user_tables t JOIN pg_stat_user_indexes i ON i.relid = t.relid
     WHERE t.relname = 'saved_searches' AND i.indexrelname = 'saved_searches_match_idx'`,
  );
  return rows[0] as { sequentialScans: number; indexScans: number };
}
