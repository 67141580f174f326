/**
 * npm run bench:search-mix -- [--count 1000000] [--database-url postgres://postgres@127.0.0.1:5432/sakhli_bench_mix]
 *   [--pglite-count 100000] [--skip-pglite] [--skip-postgres] [--visitors 3000] [--duration 15]
 *   [--connections 20] [--sample 240] [--no-write]
 *
 * Filtered search as people use it (issue 12): thousands of visitors, each with their own saved filter built
 * around a real listing (search-mix-visitors.ts), each request one visitor's chunk 1, 2 or 3 under one of
 * four sorts, 20 at a time. The PostgreSQL database named by --database-url is created when missing and
 * seeded up to --count listings (it is kept, so a later run reuses it). Measured in one run:
 * - the product (the app as it runs: apps/api/src/app.ts) under the mix: req/s, p50/p95/p99;
 * - the plain reference (search-reference-server.ts: Fastify + pg, exact count, OFFSET, no cache) under the
 *   same mix, and the ratio;
 * - correctness: for --sample requests, the product's items and order equal the reference's, its count
 *   exact or, where it says it estimates, within 5 %;
 * - deep pages: chunk 1 against chunk 20 for fresh visitors, one at a time, per sort;
 * - PGlite at --pglite-count listings under the same mix (no reference: it is embedded).
 * Writes the "Search mix" section of docs/PERFORMANCE.md.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import type { MixServerInput, MixServerReady } from './search-mix-server';
import {
  MIX_SORTS,
  chunkPath,
  createRequests,
  createVisitors,
  type MixRequest,
  type Visitor,
} from './search-mix-visitors';
import { median, percentile } from './statistics';
import { writePerformanceSection } from './performance-doc';
import { startWorker, stopWorker } from './worker-thread';
import { cpuPerRequest, readCpu, type CpuPerRequest } from './cpu-time';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sakhli_bench_mix' },
    'pglite-count': { type: 'string', default: '100000' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    visitors: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    sample: { type: 'string', default: '240' },
    'deep-visitors': { type: 'string', default: '80' },
    'no-write': { type: 'boolean', default: false },
  },
});
const count = Number(args.count);
const visitorCount = Number(args.visitors);
const duration = Number(args.duration);
const connections = Number(args.connections);
const sampleSize = Number(args.sample);
const deepVisitors = Number(args['deep-visitors']);

const HEADERS = { 'accept-language': 'ka-GE', 'accept-encoding': 'gzip, deflate, br' };
/** Requests in a stream: more than any run sends, so no request repeats within a run but by chance. */
const STREAM_LENGTH = 200_000;

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/** Saves each visitor's filter through the app's own route, as the web app does. */
async function saveFilters(base: string, visitors: readonly Visitor[]) {
  for (let start = 0; start < visitors.length; start += 20) {
    await Promise.all(
      visitors.slice(start, start + 20).map(async (visitor) => {
        const response = await fetch(`${base}/api/Filter/Tbilisi/${visitor.listingType}/Apartment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-guest-id': visitor.guestId },
          body: JSON.stringify(visitor.filter),
        });
        if (!response.ok) throw new Error(`saving a filter answered ${response.status}`);
      }),
    );
  }
}

interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytesPerResponse: number;
  /** CPU a request took, where this machine can tell (the app, PostgreSQL, the load generator). */
  cpu?: CpuPerRequest;
}

/** `duration` seconds of the mix on `base`, each request the next of `stream` (shared by all connections). */
async function runMix(base: string, stream: readonly MixRequest[], seconds: number): Promise<LoadFigures> {
  let next = 0;
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const mix = stream[next++ % stream.length]!;
          request.path = chunkPath(mix);
          request.headers = { ...HEADERS, 'x-guest-id': mix.visitor.guestId };
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const cpuBefore = readCpu();
  const result = await instance;
  const cpu = cpuPerRequest(cpuBefore, readCpu(), result.requests.total);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    cpu,
  };
}

interface ChunkAnswer {
  items: { id: number }[];
  totalCount: number;
  totalCountIsEstimate?: boolean;
}

async function getChunk(base: string, request: MixRequest): Promise<ChunkAnswer> {
  const response = await fetch(`${base}${chunkPath(request)}`, {
    headers: { ...HEADERS, 'x-guest-id': request.visitor.guestId },
  });
  if (!response.ok) throw new Error(`${chunkPath(request)} answered ${response.status}`);
  return (await response.json()) as ChunkAnswer;
}

interface Correctness {
  checked: number;
  orderMismatches: string[];
  exactCounts: number;
  estimates: number;
  worstEstimateError: number;
  countMismatches: string[];
}

/** The product's answers against the reference's, request by request. */
async function checkCorrectness(product: string, reference: string, sample: readonly MixRequest[]) {
  const figures: Correctness = {
    checked: 0,
    orderMismatches: [],
    exactCounts: 0,
    estimates: 0,
    worstEstimateError: 0,
    countMismatches: [],
  };
  for (const request of sample) {
    const [mine, theirs] = await Promise.all([getChunk(product, request), getChunk(reference, request)]);
    const label = `${request.visitor.guestId} ${request.sort.sortBy} ${request.sort.sortDirection} chunk ${request.chunkNumber}`;
    figures.checked += 1;
    if (mine.items.map((item) => item.id).join() !== theirs.items.map((item) => item.id).join()) {
      figures.orderMismatches.push(label);
    }
    if (mine.totalCountIsEstimate) {
      figures.estimates += 1;
      const error = Math.abs(mine.totalCount - theirs.totalCount) / Math.max(1, theirs.totalCount);
      figures.worstEstimateError = Math.max(figures.worstEstimateError, error);
      if (error > 0.05)
        figures.countMismatches.push(`${label}: about ${mine.totalCount}, is ${theirs.totalCount}`);
    } else {
      figures.exactCounts += 1;
      if (mine.totalCount !== theirs.totalCount) {
        figures.countMismatches.push(`${label}: ${mine.totalCount}, is ${theirs.totalCount}`);
      }
    }
  }
  return figures;
}

interface DeepFigures {
  sort: string;
  first: number;
  deep: number;
  /** Visitors whose result reaches chunk 20. */
  visitors: number;
}

/**
 * Chunk 1 against chunk 20 for visitors not seen before, one request at a time. The visitor's count (shared
 * by every page and sort of a filter) is made first by a chunk of another sort, so that both measure what
 * depth changes; which of the two goes first alternates.
 */
async function measureDeepPages(base: string, visitors: readonly Visitor[]): Promise<DeepFigures[]> {
  const figures: DeepFigures[] = [];
  for (const [sortIndex, sort] of MIX_SORTS.entries()) {
    const first: number[] = [];
    const deep: number[] = [];
    const other = MIX_SORTS[(sortIndex + 1) % MIX_SORTS.length]!;
    for (const [visitorIndex, visitor] of visitors.entries()) {
      await getChunk(base, { visitor, sort: other, chunkNumber: 2 });
      const cases = [[1], [20]] as const;
      const pair = new Map<number, { ms: number; items: number }>();
      for (const [chunkNumber] of visitorIndex % 2 === 0 ? cases : cases.toReversed()) {
        const started = performance.now();
        const answer = await getChunk(base, { visitor, sort, chunkNumber });
        pair.set(chunkNumber, { ms: performance.now() - started, items: answer.items.length });
      }
      // Only results that reach chunk 20 (1,500 listings) say what depth costs.
      if ((pair.get(20)?.items ?? 0) === 0) continue;
      first.push(pair.get(1)!.ms);
      deep.push(pair.get(20)!.ms);
    }
    figures.push({
      sort: `${sort.sortBy} ${sort.sortDirection}`,
      first: median(first),
      deep: median(deep),
      visitors: first.length,
    });
  }
  return figures;
}

interface DatabaseFigures {
  database: string;
  listings: number;
  product: LoadFigures;
  reference?: LoadFigures;
  correctness?: Correctness;
  deep: DeepFigures[];
  distinctVisitors: number;
}

async function runDatabase(database: string, input: MixServerInput): Promise<DatabaseFigures> {
  console.log(`\n${database}: opening and seeding up to ${input.count.toLocaleString('en')} listings…`);
  const server = await startWorker<MixServerReady>('./search-mix-server.ts', input);
  const product = `http://127.0.0.1:${server.ready.port}`;
  console.log(
    `${database}: ${server.ready.listings.toLocaleString('en')} listings (${server.ready.seedSeconds.toFixed(0)} s)`,
  );
  // Visitors of the measured runs, others for the warm-up and the deep-page cases: none seen twice across them.
  const all = createVisitors(server.ready.anchors, visitorCount + 500 + deepVisitors, 20261126);
  const measured = all.slice(0, visitorCount);
  const warmUp = all.slice(visitorCount, visitorCount + 500);
  const fresh = all.slice(visitorCount + 500);
  await saveFilters(product, all);
  const reference = input.databaseUrl
    ? await startWorker<{ port: number }>('./search-reference-server.ts', { databaseUrl: input.databaseUrl })
    : undefined;
  const referenceBase = reference ? `http://127.0.0.1:${reference.ready.port}` : undefined;

  console.log(`${database}: warming up (5 s, ${warmUp.length} other visitors)…`);
  await runMix(product, createRequests(warmUp, STREAM_LENGTH, 1), 5);
  const stream = createRequests(measured, STREAM_LENGTH, 2);
  const productFigures = await runMix(product, stream, duration);
  const distinctVisitors = new Set(stream.slice(0, productFigures.requests).map((r) => r.visitor.guestId))
    .size;
  console.log(`${database}: product ${formatLoad(productFigures)} (${distinctVisitors} distinct visitors)`);
  let referenceFigures: LoadFigures | undefined;
  let correctness: Correctness | undefined;
  if (referenceBase) {
    // The reference gets the same stream from its start: the same requests the product answered first.
    referenceFigures = await runMix(referenceBase, stream, duration);
    console.log(`${database}: reference ${formatLoad(referenceFigures)}`);
    correctness = await checkCorrectness(product, referenceBase, createRequests(measured, sampleSize, 3));
    console.log(`${database}: correctness ${JSON.stringify(correctness)}`);
  }
  const deep = await measureDeepPages(product, fresh);
  for (const line of deep)
    console.log(
      `${database}: ${line.sort}: chunk 1 ${line.first.toFixed(1)} ms, chunk 20 ${line.deep.toFixed(1)} ms`,
    );
  if (reference) await stopWorker(reference.worker);
  await stopWorker(server.worker);
  return {
    database,
    listings: server.ready.listings,
    product: productFigures,
    reference: referenceFigures,
    correctness,
    deep,
    distinctVisitors,
  };
}

function formatLoad(figures: LoadFigures) {
  return `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.errors} errors${figures.cpu ? `; CPU a request: ${formatCpu(figures.cpu)}` : ''}`;
}

function formatCpu(cpu: CpuPerRequest) {
  return `app ${cpu.app.toFixed(1)} ms, PostgreSQL ${cpu.database.toFixed(1)} ms, load generator ${cpu.loadGenerator.toFixed(1)} ms`;
}

const runs: DatabaseFigures[] = [];
if (!args['skip-postgres']) {
  await ensureDatabase(args['database-url']);
  runs.push(await runDatabase('PostgreSQL', { databaseUrl: args['database-url'], count, anchors: 2000 }));
}
if (!args['skip-pglite']) {
  runs.push(await runDatabase('PGlite', { count: Number(args['pglite-count']), anchors: 2000 }));
}

function section(): string {
  const lines = [
    '## Search mix',
    '',
    `Command: \`npm run bench:search-mix -- ${process.argv.slice(2).join(' ')}\` (apps/api/bench/search-mix.ts), run`,
    `${new Date().toISOString().slice(0, 16)}Z on 2 cores, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} when it ended (other`,
    `work shares the machine). ${visitorCount.toLocaleString('en')} visitors, each with a`,
    'saved filter built around a real listing (a price range for 85 %, rooms for 60 %, the district for half, a',
    'size for a quarter, building or renovation status for 15 % each; apps/api/bench/search-mix-visitors.ts),',
    "Tbilisi apartments for sale (70 %) or rent; each request one visitor's chunk 1, 2 or 3 (60/25/15 %) under",
    `CreatedAt Descending, Price Ascending, Price Descending or PricePerSqm Ascending, ${connections} connections,`,
    `${duration} s after a 5 s warm-up with 500 other visitors. The load generator, the server and the database share`,
    'the two cores. The reference is the same search written plainly (Fastify + pg, exact count, OFFSET, no cache:',
    'apps/api/bench/search-reference-server.ts) under the same request stream.',
    '',
    '| database | listings | server | requests | distinct visitors | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|--:|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const run of runs) {
    for (const [name, figures] of [
      ['product', run.product],
      ['reference', run.reference],
    ] as const) {
      if (!figures) continue;
      lines.push(
        `| ${run.database} | ${run.listings.toLocaleString('en')} | ${name} | ${figures.requests.toLocaleString('en')} | ${name === 'product' ? run.distinctVisitors.toLocaleString('en') : ''} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.errors} |`,
      );
    }
  }
  lines.push('');
  for (const run of runs) {
    if (run.reference) {
      lines.push(
        `- ${run.database}: the product answers ${(run.product.requestsPerSecond / run.reference.requestsPerSecond).toFixed(0)}× the reference's requests per second.`,
      );
    }
    for (const [name, figures] of [
      ['product', run.product],
      ['reference', run.reference],
    ] as const) {
      if (figures?.cpu)
        lines.push(
          `- ${run.database}, ${name}, CPU a request (scheduler time of the app's threads, of PostgreSQL's processes and of the load generator's thread over the run${run.database === 'PGlite' ? '; PGlite runs inside the app' : ''}): ${formatCpu(figures.cpu)}.`,
        );
    }
    if (run.correctness) {
      const c = run.correctness;
      lines.push(
        `- ${run.database}, correctness on ${c.checked} sampled requests: ${c.checked - c.orderMismatches.length} with the same items in the same order; counts ${c.exactCounts} exact, ${c.estimates} estimated (worst error ${(c.worstEstimateError * 100).toFixed(1)} %); ${c.countMismatches.length} count mismatches.`,
      );
    }
    lines.push(
      `- ${run.database}, deep pages (medians over the fresh visitors whose result reaches chunk 20, one request at a time, each visitor's count made first by another sort's chunk): ` +
        run.deep
          .map(
            (d) =>
              `${d.sort} (${d.visitors} visitors) chunk 1 ${d.first.toFixed(1)} ms, chunk 20 ${d.deep.toFixed(1)} ms (${(d.deep / d.first).toFixed(2)}×)`,
          )
          .join('; ') +
        '.',
    );
  }
  return `${lines.join('\n')}\n`;
}

const failed = runs.some(
  (run) =>
    run.product.errors > 0 ||
    (run.correctness &&
      (run.correctness.orderMismatches.length > 0 || run.correctness.countMismatches.length > 0)),
);
console.log(`\n${section()}`);
if (failed) {
  for (const run of runs) {
    for (const line of [
      ...(run.correctness?.orderMismatches ?? []),
      ...(run.correctness?.countMismatches ?? []),
    ]) {
      console.error(`${run.database}: mismatch ${line}`);
    }
  }
  console.error('Errors or mismatches: not written.');
  process.exitCode = 1;
} else if (!args['no-write']) {
  console.log(`Written to ${await writePerformanceSection('## Search mix', section())}`);
}
