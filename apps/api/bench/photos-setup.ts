import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/adapters/mailer';
import { createLocalStorage } from '../src/adapters/storage';
import { openDatabase } from '../src/db/client';

/**
 * A camera-like 6-megapixel JPEG (3000×2000): smooth tones with fine grain, so it compresses and decodes
 * like a photo rather than like flat colour (too easy) or pure noise (too hard). `seed` varies the grain.
 */
export async function cameraJpeg(seed: number, width = 3000, height = 2000): Promise<Buffer> {
  const grain = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < grain.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    grain[index] = (state >>> 16) & 0xff;
  }
  const texture = await sharp(grain, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 120, b: 90 } } })
    .composite([{ input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * The whole app on a fresh embedded database and a temporary DATA_DIR, as `npm start` builds it; with
 * `role` web no job runs in the background (the bench runs them itself).
 */
export async function openBenchApp(role: 'all' | 'web' = 'all') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-bench-photos-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    ROLE: role,
  });
  const database = await openDatabase({});
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  const mailer = createMailer(config);
  const app = await buildApp(config, { database, storage, mailer });
  return {
    app,
    database,
    storage,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}
export type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;
