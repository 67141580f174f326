/**
 * npm run bench:photos [-- --photos 24 --uploads 20 --no-write]
 *
 * 1. Thumbnail throughput: the processing jobs (claim in the database, read the original from storage,
 *    display size + thumbnail, store both, complete) against a bare sharp loop doing the same two resizes
 *    of the same in-memory originals, photo by photo in turn, 3 rounds.
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
import { PHOTO_RENDITIONS } from '../src/modules/photos/photos.jobs';
import { insertUploadedPhoto } from '../src/modules/photos/photos.repository';
import { uploadPhoto } from '../src/test/http-client';
import { writePhotosSection } from './photos-report';
import { cameraJpeg, openBenchApp, type BenchApp } from './photos-setup';
import { percentile } from './statistics';

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

/**
 * Seconds each side spent on the same photos. Each photo is done by bare sharp, then by the jobs, then
 * the next: both sides meet the same load of the shared machine, which changes from second to second.
 */
async function timeInterleaved(bench: BenchApp, userId: string, originals: Buffer[]) {
  for (const [index, original] of originals.entries()) {
    const originalKey = `photos/bench/${Date.now()}-${index}.jpg`;
    await bench.storage.put(originalKey, original, 'image/jpeg');
    await insertUploadedPhoto(
      bench.database.db,
      { uploaderId: userId, originalKey, width: 3000, height: 2000 },
      (tx, photoId) => bench.app.jobs.enqueue(PHOTO_RENDITIONS, { photoId }, { tx }),
    );
  }
  let bareSeconds = 0;
  let pipelineSeconds = 0;
  for (const original of originals) {
    const bareStarted = performance.now();
    await bareResizes(original);
    const pipelineStarted = performance.now();
    if ((await bench.app.jobs.runOne(PHOTO_RENDITIONS)) !== 1) throw new Error('no job to process');
    bareSeconds += (pipelineStarted - bareStarted) / 1000;
    pipelineSeconds += (performance.now() - pipelineStarted) / 1000;
  }
  return { bareSeconds, pipelineSeconds };
}

async function signUp(bench: BenchApp) {
  const response = await bench.app.inject({
    method: 'POST',
    url: '/api/Auth/signup',
    payload: { email: 'bench-photos@sakhli.example', password: 'Bench photos 2026' },
  });
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return { token: body.accessToken, userId: body.user.id };
}

async function uploadToThumbnail(bench: BenchApp, origin: string, token: string, photo: Buffer) {
  const started = performance.now();
  const imageId = await uploadPhoto(origin, token, photo);
  for (;;) {
    const [job] = await bench.database.db
      .select({ status: imageProcessingJobs.status })
      .from(imageProcessingJobs)
      .where(eq(imageProcessingJobs.photoId, imageId));
    if (job?.status === 'completed') return performance.now() - started;
    if (job?.status === 'failed') throw new Error('processing failed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

console.log('Generating 4 camera-like 6-megapixel photos…');
const cameraPhotos = await Promise.all(Array.from({ length: 4 }, (_, seed) => cameraJpeg(seed + 1)));
// The jobs work on cleaned originals (what an upload stores), so both sides get exactly those bytes.
const cleaned = await Promise.all(cameraPhotos.map(async (photo) => (await cleanOriginal(photo)).body));
const originals = Array.from({ length: photoCount }, (_, index) => cleaned[index % cleaned.length]!);

// ROLE=web: no worker takes the throughput jobs, each is run by the bench.
const runner = await openBenchApp('web');
const { userId } = await signUp(runner);

await bareResizes(originals[0]!); // warm-up: libvips caches and code paths
let bareSeconds = 0;
let pipelineSeconds = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  console.log(`Throughput round ${round + 1}/${ROUNDS}…`);
  const times = await timeInterleaved(runner, userId, originals);
  bareSeconds += times.bareSeconds;
  pipelineSeconds += times.pipelineSeconds;
}

await runner.close();

const bench = await openBenchApp();
const { token } = await signUp(bench);
await bench.app.listen({ host: '127.0.0.1', port: 0 });
const address = bench.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
  bare: (photoCount * ROUNDS) / bareSeconds,
  pipeline: (photoCount * ROUNDS) / pipelineSeconds,
  p50: percentile(latencies, 0.5),
  p95: percentile(latencies, 0.95),
  max: Math.max(...latencies),
};
await writePhotosSection(figures, { write: !args['no-write'] });
