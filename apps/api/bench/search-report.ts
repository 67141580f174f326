import os from 'node:os';
import { writePerformanceSection } from './performance-doc';
import type { Measurement } from './autocannon-case';
import type { PageQueryFigure } from './page-queries';
import type { DatabaseRun } from './search';
import { describeTargets } from './search-targets';

const HEADING = '## Search';

export interface ReportOptions {
  command: string;
  duration: number;
  connections: number;
  latencyConnections: number;
}

const whole = (value: number) => Math.round(value).toLocaleString('en');

/** The page query alone, per sort (page-queries.ts). */
export function formatPageQueries(figures: PageQueryFigure[]): string {
  const ms = (value: number) => value.toFixed(2);
  return [
    '| page of | page 1 ms | page 401 by offset ms | page 401 from its boundary ms | boundary ÷ page 1 |',
    '|---|--:|--:|--:|--:|',
    ...figures.map(
      (f) =>
        `| ${f.sort} | ${ms(f.firstMs)} | ${ms(f.deepByOffsetMs)} | ${ms(f.deepByBoundaryMs)} | ${(f.deepByBoundaryMs / f.firstMs).toFixed(2)}× |`,
    ),
  ].join('\n');
}

export function formatTable(measurements: Measurement[]): string {
  const rows = measurements.map((m) =>
    [
      m.label,
      whole(m.totalCount ?? 0),
      whole(m.requestsPerSecond),
      m.p50.toFixed(1),
      m.p95.toFixed(1),
      m.p99.toFixed(1),
      whole(m.latencyRequestsPerSecond),
      `${whole(m.bytesPerResponse / 1024)} kB`,
      String(m.errors),
    ].join(' | '),
  );
  return [
    '| case | matches | req/s (many) | p50 ms | p95 ms | p99 ms | req/s (few) | answer (brotli) | errors |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

function section(runs: DatabaseRun[], options: ReportOptions): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const [load1] = os.loadavg();
  const lines = [
    HEADING,
    '',
    `Command: \`${options.command}\` (apps/api/bench/search.ts), run ${new Date().toISOString().slice(0, 16)}Z on`,
    `${os.cpus().length} cores (${cpu}), Node ${process.version}, load average ${load1?.toFixed(1)} when it ended (the`,
    'machine is shared: other work ran meanwhile). The server runs in a worker thread of the bench process on',
    '127.0.0.1; server, database and load generator share the cores. Each server (cached, uncached) first gets',
    `${options.duration} s of load that is not recorded (its code compiled, its connections and caches warm). Each case: one`,
    `warm-up request, then autocannon for ${options.duration} s in all with ${options.connections} connections ("req/s (many)": throughput),`,
    `then ${options.duration} s with ${options.latencyConnections} ("p50/p95/p99", "req/s (few)"): with many connections a response waits behind the`,
    "others (mean latency = connections ÷ throughput), so latency is read at a lower concurrency. A sort's first and",
    'deep chunk are compared, so they are measured together, in the order first, deep, deep, first, for half the time',
    'each pass: a drift of the shared machine weighs on both alike. Map points: 4 and 1 connections.',
    '',
    'Query: Tbilisi, Sale, Apartment, no filter, with the headers the web app sends (a guest id without a saved',
    'filter, Accept-Language ka-GE, Accept-Encoding gzip, deflate, br: answered in brotli). "cached": the app as it runs (results kept per data',
    'version, docs/decisions/006-search-result-cache.md). "uncached": the same routes with the result cache off, so',
    'every request reads the data version, selects the page from the sort index with its 75 rows and their',
    'photos (one statement), maps, serialises and compresses them; the count and the page boundaries stay cached per data version (a',
    'deep page repeated, or the page after one already read, starts from its remembered boundary). In "cached"',
    'mode a first and a deep chunk are the same memory lookup: differences between them follow the size of the',
    'answers (they hold different listings; above about 17 kB an answer takes longer to send) and the noise of',
    'the shared machine, as do differences between sorts.',
    '',
    'Page query: before any load, the query that depth changes (`selectPage`, apps/api/bench/page-queries.ts: the',
    'page chosen from the sort index, then its 75 rows and photos read in the same statement) alone, 200 rounds per',
    'sort, medians: page 1, page 401 reached by skipping index entries (its first visit after a change of the data)',
    'and page 401 from its remembered boundary (keyset: every later visit). Reading the 75 rows costs the same at any',
    'depth; what else differs between a first and a deep chunk is the size of the answer.',
  ];
  lines.push('', 'Targets (computed from the figures below):', '', ...describeTargets(runs));
  for (const run of runs) {
    lines.push(
      '',
      `### ${run.database}: ${run.listings.toLocaleString('en')} listings, seeded in ${run.seedSeconds.toFixed(0)} s`,
      '',
      formatPageQueries(run.pageQueries),
      '',
      formatTable(run.measurements),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Replaces (or appends) the "Search" section of docs/PERFORMANCE.md, leaving the other sections alone. */
export function writeSearchSection(runs: DatabaseRun[], options: ReportOptions): Promise<string> {
  return writePerformanceSection(HEADING, section(runs, options));
}
