import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { photoStatistics, properties, propertyPhotos } from '../../db/schema/index';
import { openTestDatabase, startAppInstance } from '../../test/test-app';
import { wishBit } from '../assistant/score/wish-features';
import { captureLogs } from '../auth/testing/auth-test-kit';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { brightWarmRoom } from './testing/report-test-kit';

const SHARED_KEY = 'seed/shared-bright-room.webp';

describe('the pass over unmeasured photos, a job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs once when job-running instances start together, and the wish masks follow the photos it measured', async () => {
    const fixtures = await insertSearchFixtures(database.db);
    const build = createListingBuilder(fixtures);
    const ids = await insertListings(database.db, [build({}), build({})]);
    // Demo listings share pool photos that no photo job announced: nothing has measured them.
    await database.db.insert(propertyPhotos).values(
      ids.map((propertyId) => ({
        propertyId,
        originalKey: SHARED_KEY,
        displayKey: SHARED_KEY,
        thumbnailKey: SHARED_KEY,
        width: 1280,
        height: 853,
        sortOrder: 0,
      })),
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-test-'));
    const logs = captureLogs();
    const instances = [];
    for (let index = 0; index < 2; index += 1)
      instances.push(
        await startAppInstance(
          database,
          { LOG_LEVEL: 'info', ROLE: 'all' },
          { logDestination: logs.destination },
          {},
          dataDir,
        ),
      );
    try {
      const image = await sharp(await brightWarmRoom())
        .webp()
        .toBuffer();
      await instances[0]!.storage.put(SHARED_KEY, image, 'image/webp');
      // What `listen` does in each of them.
      for (const { app } of instances) app.startBackgroundWork();
      for (const { app } of instances) await app.jobs.drain();
      for (const { app } of instances) await app.wishMasks.drain();

      const passes = logs.lines.filter((line) => line.includes('photos measured'));
      expect(passes).toHaveLength(1);
      expect(passes[0]).toContain('1 photos measured');
      const statistics = await database.db
        .select()
        .from(photoStatistics)
        .where(eq(photoStatistics.storageKey, SHARED_KEY));
      expect(statistics).toHaveLength(1);
      for (const id of ids) {
        const [row] = await database.db
          .select({ photoWishes: properties.photoWishes })
          .from(properties)
          .where(eq(properties.id, id));
        expect(row!.photoWishes! & wishBit('sunny')).not.toBe(0);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
