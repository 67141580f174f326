/**
 * npm run bench:search -w @sakhli/api -- [--count 1000000] [--pglite-count 100000] [--duration 5]
 *   [--connections 50] [--latency-connections 10]
 *   [--database-url postgres://postgres@127.0.0.1:5432/test] [--skip-pglite] [--skip-postgres] [--no-write]
 *
 * Seeds synthetic listings into PGlite and into a fresh PostgreSQL database (`sakhli_bench`, dropped
 * afterwards), then times the page query alone for page 1 and page 401 (page-queries.ts) and measures the
 * chunk endpoint with autocannon for every sort, first and deep chunk, with and without the result cache,
 * and the map points; prints a table and writes the figures to the "Search" section of docs/PERFORMANCE.md.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  measureTogether,
  warmUp,
  type BenchCase,
  type CaseOptions,
  type CaseTags,
  type Measurement,
} from './autocannon-case';
import { formatPageQueries, formatTable, writeSearchSection } from './search-report';
import type { PageQueryFigure } from './page-queries';
import type { ServerInput, ServerReady } from './search-server';
import { startWorker, stopWorker } from './worker-thread';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'pglite-count': { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'latency-connections': { type: 'string', default: '10' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const count = Number(args.count);
// PGlite is single-threaded WebAssembly in this process: its target is 100,000 listings.
const pgliteCount = Number(args['pglite-count'] ?? Math.min(count, 100_000));
const duration = Number(args.duration);
const connections = Number(args.connections);
const latencyConnections = Number(args['latency-connections']);

const SCOPE = 'city=Tbilisi&listingType=Sale&propertyType=Apartment';
/** What the web app sends: a guest id (no saved filter), the language, and the browser's encodings. */
const HEADERS = {
  'x-guest-id': '5b0c8f0e-2f7a-4d1e-9c3b-7a6e5d4c3b2a',
  'accept-language': 'ka-GE',
  'accept-encoding': 'gzip, deflate, br',
};
const MAP_SCOPES = [
  {
    name: 'Tbilisi daily rent apartments',
    query: 'city=Tbilisi&listingType=DailyRent&propertyType=Apartment',
  },
  { name: 'Tbilisi apartments for sale', query: SCOPE },
];
const SORTS = ['CreatedAt', 'Price', 'PricePerSqm'] as const;
const DIRECTIONS = ['Descending', 'Ascending'] as const;
// 400 pages deep: chunk 81 of 5 pages of 15 items.
const DEPTHS = [
  { name: 'first', chunkNumber: 1 },
  { name: 'deep (page 401)', chunkNumber: 81 },
] as const;

export interface DatabaseRun {
  database: string;
  listings: number;
  matches: number;
  seedSeconds: number;
  measurements: Measurement[];
  pageQueries: PageQueryFigure[];
}

async function runDatabase(database: string, input: ServerInput): Promise<DatabaseRun> {
  console.log(`\n${database}: seeding ${input.count.toLocaleString('en')} listings…`);
  const { worker, ready } = await startWorker<ServerReady>('./search-server.ts', input);
  console.log(
    `${database}: seeded in ${ready.seedSeconds.toFixed(0)} s; ${duration} s per run, two runs per case`,
  );
  console.log(formatPageQueries(ready.pageQueries));
  const measurements: Measurement[] = [];
  const record = async (cases: BenchCase[], options: CaseOptions) => {
    const measured = await measureTogether(cases, options);
    measurements.push(...measured);
    for (const line of formatTable(measured).split('\n').slice(2)) console.log(line);
  };
  const chunkOptions = { throughputConnections: connections, latencyConnections, duration, headers: HEADERS };
  // Map answers are large: a few clients at a time, as a few visitors panning the map.
  const mapOptions = { ...chunkOptions, throughputConnections: 4, latencyConnections: 1 };
  for (const [mode, port] of [
    ['cached', ready.cachedPort],
    ['uncached', ready.uncachedPort],
  ] as const) {
    const base = `http://127.0.0.1:${port}/api/Property`;
    await warmUp(`${base}/properties/chunk?${SCOPE}`, chunkOptions);
    for (const sortBy of SORTS) {
      for (const sortDirection of DIRECTIONS) {
        // A sort's first and deep chunk are compared: measured together (autocannon-case.ts).
        const cases = DEPTHS.map((depth) => ({
          tags: {
            mode,
            chunk: { sort: `${sortBy} ${sortDirection}`, depth: depth.chunkNumber === 1 ? 'first' : 'deep' },
          } satisfies CaseTags,
          label: `${mode} · ${sortBy} ${sortDirection} · ${depth.name}`,
          url: `${base}/properties/chunk?${SCOPE}&sortBy=${sortBy}&sortDirection=${sortDirection}&chunkNumber=${depth.chunkNumber}`,
        }));
        await record(cases, chunkOptions);
      }
    }
    for (const scope of MAP_SCOPES) {
      const url = `${base}/map-points?${scope.query}`;
      await record([{ tags: { mode }, label: `${mode} · map points, ${scope.name}`, url }], mapOptions);
    }
  }
  await stopWorker(worker);
  const matches = measurements[0]?.totalCount ?? 0;
  return {
    database,
    listings: input.count,
    matches,
    seedSeconds: ready.seedSeconds,
    measurements,
    pageQueries: ready.pageQueries,
  };
}

async function withBenchDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS sakhli_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE sakhli_bench');
  const url = new URL(serverUrl);
  url.pathname = '/sakhli_bench';
  try {
    return await run(url.toString());
  } finally {
    await admin.query('DROP DATABASE IF EXISTS sakhli_bench WITH (FORCE)');
    await admin.end();
  }
}

const runs: DatabaseRun[] = [];
if (!args['skip-postgres']) {
  runs.push(
    await withBenchDatabase(args['database-url'], (databaseUrl) =>
      runDatabase('PostgreSQL', { databaseUrl, count }),
    ),
  );
}
if (!args['skip-pglite']) runs.push(await runDatabase('PGlite', { count: pgliteCount }));

for (const run of runs) {
  console.log(
    `\n${run.database}, ${run.listings.toLocaleString('en')} listings, ${run.matches.toLocaleString('en')} matches`,
  );
  console.log(formatTable(run.measurements));
}
const failed = runs.flatMap((run) =>
  run.measurements.filter((measurement) => measurement.errors > 0).map(() => run.database),
);
if (failed.length > 0) {
  // Figures of failing requests measure nothing: nothing is written.
  console.error(
    `\n${failed.length} case(s) answered errors (${[...new Set(failed)].join(', ')}): not written.`,
  );
  process.exitCode = 1;
} else if (!args['no-write']) {
  // From the repository root the arguments need the workspace form: npm strips them otherwise.
  const command = ['npm run bench:search -w @sakhli/api --', ...process.argv.slice(2)].join(' ');
  const file = await writeSearchSection(runs, { command, duration, connections, latencyConnections });
  console.log(`\nWritten to ${file}`);
}
