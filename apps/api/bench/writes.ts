/**
 * npm run bench:writes -w @sakhli/api -- --database-url postgres://… [--samples 300 --warm-up 10 --photos 5]
 *
 * What a listing write costs on an existing database (a copy of the 1,000,000-listing sakhli_mix): the app
 * listens on 127.0.0.1 on that database with REVIEW_MODE auto and a seller of its own, and the bench, one
 * request at a time, measures per round
 * 1. publishing: POST /api/Property of a listing whose --photos photos are uploaded and processed, so it
 *    goes Active in the same request (with an Idempotency-Key, as the web sends it);
 * 2. editing: PUT /api/Property/{id} of that listing with its price and description changed (If-Match);
 * 3. a photo finishing: a Pending listing whose photos are processing; each of its jobs is run in turn
 *    (`app.jobs.runOne('photo-renditions')`: take the job, render, store, then the renditions and the record written to
 *    the database); the last one also publishes the listing and queues its photo report, which is waited
 *    for (`app.processReports.drain()`: the photos measured, their statistics written), and with it the
 *    refresh of the listing's wish masks that follows the report (`app.wishMasks.drain()`, decision 024).
 * Each is timed as a whole (wall) and by the time its statements spent in the database (at the pg driver);
 * a photo finishing's wall time is mostly sharp's image work, so its database time is the write path.
 * Prints medians and 95th percentiles. Everything the bench created is deleted at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties } from '../src/db/schema/index';
import { PHOTO_RENDITIONS } from '../src/modules/photos/photos.jobs';
import { median, percentile } from './statistics';
import { listingPayload, meterDatabaseUse, openWritesBench, type WritesBench } from './writes-setup';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    samples: { type: 'string', default: '300' },
    'warm-up': { type: 'string', default: '10' },
    photos: { type: 'string', default: '5' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) {
  console.error('--database-url postgres://… is required: a copy of sakhli_mix (the bench writes to it)');
  process.exit(2);
}
const sampleCount = Number(args.samples);
const warmUpCount = Number(args['warm-up']);
const photoCount = Number(args.photos);
if (![sampleCount, warmUpCount, photoCount].every(Number.isInteger) || sampleCount < 1 || photoCount < 1) {
  console.error('--samples, --warm-up and --photos are whole numbers, --samples and --photos at least 1');
  process.exit(2);
}

interface Timing {
  wallMs: number;
  databaseMs: number;
  statements: number;
  walBytes: number;
}
const WRITES = {
  publish: `publish: POST /api/Property, ${photoCount} processed photos, goes Active`,
  edit: 'edit: PUT /api/Property/{id}, price and description changed',
  finishLast: "photo finishing, a listing's last photo: job, listing published, photo report",
  finishEarlier: 'photo finishing, an earlier photo: job only',
} as const;
type Write = keyof typeof WRITES;
const timings = Object.fromEntries(Object.keys(WRITES).map((write) => [write, []])) as unknown as Record<
  Write,
  Timing[]
>;

const databaseUse = meterDatabaseUse();
/** `work` timed; the log's position is read before and after, outside the time and the statements counted. */
async function timed<T>(bench: WritesBench, work: () => Promise<T>): Promise<{ result: T } & Timing> {
  const walBefore = await bench.walPosition();
  const [started, before] = [performance.now(), databaseUse()];
  const result = await work();
  const [wallMs, after] = [performance.now() - started, databaseUse()];
  return {
    result,
    wallMs,
    databaseMs: after.milliseconds - before.milliseconds,
    statements: after.statements - before.statements,
    walBytes: (await bench.walPosition()) - walBefore,
  };
}

function expectStatus(what: string, response: { status: number; body: unknown }, status: number) {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

async function selectPublishStatus(bench: WritesBench, id: number) {
  const [row] = await bench.database.db
    .select({ publishStatus: properties.publishStatus })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.publishStatus;
}

/** One round: a publish, an edit of it, and the photo finishings of another listing; `record` false: warm-up. */
async function round(bench: WritesBench, index: number, record: boolean) {
  const keep = (write: Write, timing: Timing) => {
    const { wallMs, databaseMs, statements, walBytes } = timing;
    if (record) timings[write].push({ wallMs, databaseMs, statements, walBytes });
  };

  const photos = await bench.uploadPhotos(photoCount);
  await bench.app.jobs.drain();
  const published = await timed(bench, () =>
    bench.call<Property>('POST', '/api/Property', listingPayload(index, photos, bench.districts), {
      'Idempotency-Key': randomUUID(),
    }),
  );
  expectStatus('publish', published.result, 201);
  const listing = published.result.body;
  if (listing.publishStatus !== 'Active') throw new Error(`published listing is ${listing.publishStatus}`);
  keep('publish', published);

  const etag = published.result.etag;
  if (!etag) throw new Error('the published listing came without an ETag');
  const edited = await timed(bench, () =>
    bench.call<Property>(
      'PUT',
      `/api/Property/${listing.id}`,
      listingPayload(index, photos, bench.districts, true),
      {
        'If-Match': etag,
      },
    ),
  );
  expectStatus('edit', edited.result, 200);
  if (edited.result.body.priceUsd === listing.priceUsd) throw new Error('the edit did not change the price');
  keep('edit', edited);

  const pendingPhotos = await bench.uploadPhotos(photoCount);
  const pending = await bench.call<Property>(
    'POST',
    '/api/Property',
    listingPayload(index + 1, pendingPhotos, bench.districts),
    { 'Idempotency-Key': randomUUID() },
  );
  expectStatus('create with photos in processing', pending, 201);
  if (pending.body.publishStatus !== 'Pending')
    throw new Error(`a listing with photos in processing is ${pending.body.publishStatus}`);
  for (let photo = 1; photo < photoCount; photo += 1) {
    const finished = await timed(bench, () => bench.app.jobs.runOne(PHOTO_RENDITIONS));
    if (finished.result !== 1) throw new Error(`a job run took ${finished.result} jobs`);
    keep('finishEarlier', finished);
  }
  const last = await timed(bench, async () => {
    const jobs = await bench.app.jobs.runOne(PHOTO_RENDITIONS);
    await bench.app.processReports.drain();
    // The wish masks follow the report in the background (decision 024): their writes are the finishing's
    // too. The code before issue 12, which this bench also measures, has none.
    await (bench.app as { wishMasks?: { drain(): Promise<void> } }).wishMasks?.drain();
    return jobs;
  });
  if (last.result !== 1) throw new Error(`the last job run took ${last.result} jobs`);
  const status = await selectPublishStatus(bench, pending.body.id);
  if (status !== 'Active') throw new Error(`the listing whose photos finished is ${status}`);
  keep('finishLast', last);
}

const bench = await openWritesBench(databaseUrl);
const startedAt = new Date();
try {
  console.log(`${warmUpCount} warm-up rounds, then ${sampleCount} measured…`);
  for (let index = 0; index < warmUpCount + sampleCount; index += 1) {
    await round(bench, 2 * index, index >= warmUpCount);
    if ((index + 1) % 50 === 0) console.log(`  ${index + 1} rounds`);
  }
} finally {
  await bench.close();
}

const fixed = (value: number) => value.toFixed(1);
const rows = (Object.keys(WRITES) as Write[])
  .filter((write) => timings[write].length > 0)
  .map((write) => {
    const figuresOf = (values: number[]) => ({ median: median(values), p95: percentile(values, 0.95) });
    return {
      write,
      samples: timings[write].length,
      wall: figuresOf(timings[write].map((timing) => timing.wallMs)),
      database: figuresOf(timings[write].map((timing) => timing.databaseMs)),
      statements: median(timings[write].map((timing) => timing.statements)),
      walKilobytes: median(timings[write].map((timing) => timing.walBytes)) / 1024,
    };
  });
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const [load1] = os.loadavg();
console.log(
  [
    '',
    `Commit ${commit}, run ${startedAt.toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, Node ${process.version}, load average ${load1?.toFixed(1)} at the end.`,
    '',
    '| write | samples | wall median / p95 ms | database median / p95 ms | statements | WAL kB |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${WRITES[row.write]} | ${row.samples} | ${fixed(row.wall.median)} / ${fixed(row.wall.p95)} | ${fixed(row.database.median)} / ${fixed(row.database.p95)} | ${row.statements} | ${fixed(row.walKilobytes)} |`,
    ),
    '',
    JSON.stringify({ commit, startedAt, photoCount, rows }),
  ].join('\n'),
);
