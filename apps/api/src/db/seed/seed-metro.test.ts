import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { METRO_STATIONS, nearestMetroOf } from '@sakhli/shared/rules/metro';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { properties } from '../schema/index';
import { seedDatabase } from './index';

/** Decision 042: the demo seed's listings carry their nearest station, as the code and the latest fill agree. */
const LATEST_FILL = '../migrations/0026_metro_stations_from_openstreetmap.sql';
describe('demo seed: the metro', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'sakhli-seed-metro-')));
    await seedDatabase(database.db, storage, { demo: true, log: () => undefined });
  }, 180_000);
  afterAll(() => database.close());

  it('stores the nearest metro station with every listing, as the latest fill (migration 0026) computes it in SQL', async () => {
    const before = await database.db.select().from(properties);
    const tbilisi = before.filter((row) => row.city === 'Tbilisi');
    for (const row of before) {
      const expected = nearestMetroOf(row.city, row.latitude, row.longitude);
      expect({ metroStationId: row.metroStationId, metroWalkMinutes: row.metroWalkMinutes }).toEqual(
        expected,
      );
    }
    expect(tbilisi.filter((row) => (row.metroWalkMinutes ?? 99) <= 10).length).toBeGreaterThan(0);
    expect(before.filter((row) => row.city === 'Batumi').every((row) => row.metroStationId === null)).toBe(
      true,
    );
    // The migration's fill, run again over the seeded rows, gives what the code gave.
    const migration = readFileSync(new URL(LATEST_FILL, import.meta.url), 'utf8');
    const fill = migration.split('--> statement-breakpoint').at(-1)!;
    await database.db.update(properties).set({ metroStationId: null, metroWalkMinutes: null });
    await database.db.execute(sql.raw(fill));
    const after = new Map(
      (await database.db.select().from(properties)).map((row) => [
        row.id,
        [row.metroStationId, row.metroWalkMinutes],
      ]),
    );
    for (const row of before) expect(after.get(row.id)).toEqual([row.metroStationId, row.metroWalkMinutes]);
  });

  it('lists in the latest fill exactly the shared stations and coordinates', () => {
    const migration = readFileSync(new URL(LATEST_FILL, import.meta.url), 'utf8');
    const rows = [...migration.matchAll(/\('([a-z0-9-]+)', ([\d.]+), ([\d.]+)\)/g)].map(
      ([, id, lat, lng]) => [id, Number(lat), Number(lng)],
    );
    expect(rows).toEqual(METRO_STATIONS.map((metro) => [metro.id, metro.latitude, metro.longitude]));
  });
});
