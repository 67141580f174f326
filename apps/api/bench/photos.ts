/**
 * npm run bench:photos [-- --photos 24 --uploads 20 --no-write]
 *
 * 1. Thumbnail throughput: the processing jobs (claim in the database, read the original from storage,
 *    display size + thumbnail, store both, complete) against a bare sharp loop doing the same two resizes
 *    of the same in-memory originals, one photo at a time each, alternating, best of 3 rounds.
 * 2. Upload to thumbnail: a 6-megapixel JPEG posted to POST /api/Image over HTTP on 127.0.0.1 to a
 *    listening app (background worker on), timed until its job is completed; one upload at a time.
 * Prints the figures and writes them to the "Photos" section of docs/PERFORMANCE.md.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageProcessingJobs } from '../src/db/schema/index';
import { DISPLAY_MAX_SIDE, THUMBNAIL_SIZE } from '../src/modules/photos/image-formats';
import { cleanOriginal } from '../src/modules/photos/original-image';
import { insertUploadedPhoto } from '../src/modules/photos/photos.repository';
import { writePhotosSection } from './photos-report';
import { cameraJpeg, openBenchApp, type BenchApp } from './photos-setup';

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '24' },
    uploads: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const photoCount = Number(args.photos);
const uploadCount = Number(args.uploads);
const ROUNDS = 3;

/** What a bare script would write: the same two resizes and encodings, nothing else. */
async function bareResizes(original: Buffer) {
  const source = sharp(original).autoOrient();
  await Promise.all([
    source
      .clone()
      .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer(),
    source
      .clone()
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
      .webp({ quality: 74, effort: 2 })
      .toBuffer(),
  ]);
}

async function timeBare(originals: Buffer[]): Promise<number> {
  const started = performance.now();
  for (const original of originals) await bareResizes(original);
  return originals.length / ((performance.now() - started) / 1000);
}

async function timePipeline(bench: BenchApp, userId: string, originals: Buffer[]): Promise<number> {
  for (const [index, original] of originals.entries()) {
    const originalKey = `photos/bench/${Date.now()}-${index}.jpg`;
    await bench.storage.put(originalKey, original, 'image/jpeg');
    await insertUploadedPhoto(bench.database.db, {
      uploaderId: userId,
      originalKey,
      width: 3000,
      height: 2000,
    });
  }
  const started = performance.now();
  await bench.app.photoJobs.drain();
  return originals.length / ((performance.now() - started) / 1000);
}

async function signUp(origin: string) {
  const response = await fetch(`${origin}/api/Auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-photos@sakhli.example', password: 'Bench photos 2026' }),
  });
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, userId: body.user.id };
}

async function uploadToThumbnail(bench: BenchApp, origin: string, token: string, photo: Buffer) {
  const started = performance.now();
  const form = new FormData();
  form.append('ImageFile', new Blob([photo], { type: 'image/jpeg' }), 'camera.jpg');
  const response = await fetch(`${origin}/api/Image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const result = (await response.json()) as { success: boolean; imageId: number };
  if (!result.success) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  for (;;) {
    const [job] = await bench.database.db
      .select({ status: imageProcessingJobs.status })
      .from(imageProcessingJobs)
      .where(eq(imageProcessingJobs.photoId, result.imageId));
    if (job?.status === 'completed') return performance.now() - started;
    if (job?.status === 'failed') throw new Error('processing failed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const percentile = (values: number[], fraction: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
};

console.log('Generating 4 camera-like 6-megapixel photos…');
const cameraPhotos = await Promise.all(Array.from({ length: 4 }, (_, seed) => cameraJpeg(seed + 1)));
// The jobs work on cleaned originals (what an upload stores), so both sides get exactly those bytes.
const cleaned = await Promise.all(cameraPhotos.map(async (photo) => (await cleanOriginal(photo)).body));
const originals = Array.from({ length: photoCount }, (_, index) => cleaned[index % cleaned.length]!);

const bench = await openBenchApp();
await bench.app.listen({ host: '127.0.0.1', port: 0 });
const address = bench.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { token, userId } = await signUp(origin);

await timeBare(originals.slice(0, 2)); // warm-up: libvips caches and code paths
const bare: number[] = [];
const pipeline: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  console.log(`Throughput round ${round + 1}/${ROUNDS}…`);
  bare.push(await timeBare(originals));
  pipeline.push(await timePipeline(bench, userId, originals));
}

console.log(`Upload to thumbnail, ${uploadCount} uploads…`);
await uploadToThumbnail(bench, origin, token, cameraPhotos[0]!); // warm-up
const latencies: number[] = [];
for (let index = 0; index < uploadCount; index += 1) {
  latencies.push(await uploadToThumbnail(bench, origin, token, cameraPhotos[index % cameraPhotos.length]!));
}
await bench.close();

const figures = {
  photoCount,
  uploadCount,
  uploadBytes: cameraPhotos[0]!.length,
  bare: Math.max(...bare),
  pipeline: Math.max(...pipeline),
  p50: percentile(latencies, 0.5),
  p95: percentile(latencies, 0.95),
  max: Math.max(...latencies),
};
await writePhotosSection(figures, { write: !args['no-write'] });
