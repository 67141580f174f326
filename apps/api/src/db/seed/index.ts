import { count, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../client';
import { districts } from '../schema/index';
import { DEMO_ACCOUNTS } from './data/demo-accounts';
import { planDemoListings } from './demo-listings';
import { insertListings } from './listings';
import { ensureDemoLogos } from './logos';
import { ensurePhotoPool } from './photos/pool';
import { createRandom } from './random';
import { loadSeedDistricts, loadUsdGelRate, ensureReferenceData } from './reference';
import { seedUsers } from './users';

export interface SeedOptions {
  /** Demo users and listings besides the districts (SEED_DEMO). */
  demo: boolean;
  log: (line: string) => void;
}

/** Same demo data on every machine: every random choice comes from this seed. */
const DEMO_SEED = 20_251_122;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Seeds an empty database: districts and the exchange rate always, demo users and listings with
 * photos from a generated pool when `demo` is set. A database that has districts is left alone, so
 * a restart seeds nothing twice. The rows go in one transaction: an interrupted seed leaves nothing.
 */
export async function seedDatabase(db: Db, storage: Storage, { demo, log }: SeedOptions): Promise<void> {
  const started = performance.now();
  const [existing] = await db.select({ districts: count() }).from(districts);
  if ((existing?.districts ?? 0) > 0) {
    log('seed: the database already has data; nothing to seed');
    return;
  }
  const now = new Date();
  if (demo) {
    const stage = performance.now();
    const rendered = (await ensurePhotoPool(storage)) + (await ensureDemoLogos(storage));
    log(`seed: photo pool and logos ready (${rendered} rendered) in ${seconds(stage)}`);
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let stage = performance.now();
    await ensureReferenceData(tx, now);
    log(`seed: districts of Tbilisi and Batumi and the USD/GEL rate in ${seconds(stage)}`);
    if (!demo) return;

    const random = createRandom(DEMO_SEED);
    stage = performance.now();
    const users = await seedUsers(tx, random);
    log(`seed: ${users.sellers.length + DEMO_ACCOUNTS.length} accounts in ${seconds(stage)}`);

    stage = performance.now();
    const rate = await loadUsdGelRate(tx);
    const cityDistricts = {
      Tbilisi: await loadSeedDistricts(tx, 'Tbilisi'),
      Batumi: await loadSeedDistricts(tx, 'Batumi'),
    };
    const drafts = planDemoListings(random, { districts: cityDistricts, users, now, rate });
    const inserted = await insertListings(tx, drafts, random);
    log(`seed: ${inserted.listings} demo listings with ${inserted.photos} photos in ${seconds(stage)}`);
  });
  await db.execute(sql`analyze`);
  log(`seed: done in ${seconds(started)}`);
}
