/**
 * npm run bench:map -w @sakhli/api -- --database-url postgres://postgres@127.0.0.1:5432/<copy>
 *   [--duration 20] [--connections 4] [--visitors 3000] [--answer clusters|points] [--uncached]
 *
 * The map with a filter on a large database (a copy of one: the app applies its migrations to it, and the
 * bench VACUUMs the listings so index-only scans see a settled table). Thousands of visitors, each with
 * their own filter (a price range for most, rooms for many, a district for half, size or building or
 * renovation status for some), open the map of Tbilisi apartments for sale at the city view, then zoom to
 * a district, on a desktop or a phone screen. `--answer clusters` (default) asks as the web does since
 * decision 025 (the zoom, and the view at a district); `--answer points` as it did before (every matching
 * point, once). `--connections` visitors at a time for `--duration` seconds after a warm-up, the app as it
 * runs (results kept per data version) or `--uncached` (every answer read from the database); prints
 * p50/p95/p99, the answer sizes and kinds, and checks that every clustered answer accounts for its total.
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import { createRandom, type Random } from '../src/db/seed/random';
import type { MapServerInput } from './map-server';
import { median, percentile } from './statistics';
import { startWorker, stopWorker } from './worker-thread';
import { visitorSessions, type District, type MapRequest } from './map-visitors';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    visitors: { type: 'string', default: '3000' },
    answer: { type: 'string', default: 'clusters' },
    uncached: { type: 'boolean', default: false },
    seed: { type: 'string', default: '25' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url: a copy of a large database (the app migrates it)');
const asPoints = args.answer === 'points';
if (!asPoints && args.answer !== 'clusters') throw new Error('--answer: clusters or points');
const duration = Number(args.duration) * 1000;
const warmup = Number(args.warmup) * 1000;
const connections = Number(args.connections);
const HEADERS = { 'accept-language': 'ka-GE', 'accept-encoding': 'br, gzip' };

async function prepare(): Promise<{ districts: District[]; listings: number; scope: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze properties');
    const districts = await client.query<District>(
      `select d.id, d.latitude, d.longitude, count(p.id)::int as listings
       from districts d join properties p on p.district_id = d.id
         and p.publish_status = 'Active' and p.city = 'Tbilisi' and p.listing_type = 'Sale'
         and p.property_type = 'Apartment'
       where d.city = 'Tbilisi' group by d.id order by d.id`,
    );
    const totals = await client.query<{ listings: number; scope: number }>(
      `select count(*)::int as listings, count(*) filter (where publish_status = 'Active' and city = 'Tbilisi'
         and listing_type = 'Sale' and property_type = 'Apartment')::int as scope from properties`,
    );
    return { districts: districts.rows, ...totals.rows[0]! };
  } finally {
    await client.end();
  }
}

interface Sample {
  kind: string;
  view: string;
  milliseconds: number;
  wireBytes: number;
  jsonBytes: number;
  totalCount: number;
}

/** What an answer is: every point of the search, the points of a view, or clusters; checked as it goes. */
function kindOf(answer: MapPoints): string {
  if (answer.clusters) {
    const accounted = answer.points.length + answer.clusters.reduce((sum, [count]) => sum + count, 0);
    if (accounted !== answer.totalCount) {
      throw new Error(`clusters account for ${accounted} of ${answer.totalCount} listings`);
    }
    return answer.view ? 'clusters of the view' : 'clusters of the search';
  }
  if (answer.points.length !== answer.totalCount) throw new Error('points and total disagree');
  return answer.view ? 'points of the view' : 'every point';
}

/** `connections` loops, each taking the next visitor and sending their requests in turn, until `until`. */
async function load(base: string, sessions: MapRequest[][], until: number, next: { index: number }) {
  const samples: Sample[] = [];
  const loop = async () => {
    while (performance.now() < until) {
      for (const request of sessions[next.index++ % sessions.length]!) {
        const started = performance.now();
        const response = await fetch(`${base}${request.path}`, { headers: HEADERS });
        const text = await response.text();
        const milliseconds = performance.now() - started;
        if (!response.ok) throw new Error(`${response.status} for ${request.path}: ${text.slice(0, 200)}`);
        const answer = JSON.parse(text) as MapPoints;
        samples.push({
          kind: kindOf(answer),
          view: request.view,
          milliseconds,
          wireBytes: Number(response.headers.get('content-length') ?? text.length),
          jsonBytes: Buffer.byteLength(text),
          totalCount: answer.totalCount,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return samples;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`;
const ms = (value: number) => value.toFixed(0);

function row(label: string, samples: Sample[]): string {
  const times = samples.map((sample) => sample.milliseconds);
  const json = samples.map((sample) => sample.jsonBytes);
  const wire = samples.map((sample) => sample.wireBytes);
  const matches = samples.map((sample) => sample.totalCount);
  return `| ${label} | ${samples.length} | ${ms(median(times))} | ${ms(percentile(times, 0.95))} | ${ms(percentile(times, 0.99))} | ${kB(median(json))} / ${kB(percentile(json, 0.95))} | ${kB(median(wire))} / ${kB(percentile(wire, 0.95))} | ${median(matches).toLocaleString('en')} |`;
}

const { districts, listings, scope } = await prepare();
const random: Random = createRandom(Number(args.seed));
const sessions = visitorSessions(random, districts, Number(args.visitors), asPoints);
const { worker, ready: port } = await startWorker<number>('./map-server.ts', {
  databaseUrl,
  cacheResults: !args.uncached,
} satisfies MapServerInput);
const base = `http://127.0.0.1:${port}`;
const next = { index: 0 };
try {
  await load(base, sessions, performance.now() + warmup, next);
  const load1 = loadavg()[0]!;
  const samples = await load(base, sessions, performance.now() + duration, next);
  const seconds = duration / 1000;
  const groups = (key: (sample: Sample) => string) => {
    const map = new Map<string, Sample[]>();
    for (const sample of samples) map.set(key(sample), [...(map.get(key(sample)) ?? []), sample]);
    return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const lines = [
    `${listings.toLocaleString('en')} listings, ${scope.toLocaleString('en')} Tbilisi apartments for sale; ` +
      `${args.visitors} visitors; answer: ${args.answer}; result cache ${args.uncached ? 'off' : 'on'}; ` +
      `${connections} connections for ${seconds} s after ${warmup / 1000} s of warm-up; ` +
      `${(samples.length / seconds).toFixed(1)} req/s; load average ${load1.toFixed(1)} before the run`,
    '',
    '| requests | n | p50 ms | p95 ms | p99 ms | JSON p50 / p95 | on the wire (br) p50 / p95 | matches (p50) |',
    '|---|---|---|---|---|---|---|---|',
    row('all', samples),
    ...(asPoints
      ? []
      : [
          ...groups((sample) => sample.view).map(([view, group]) => row(view, group)),
          ...groups((sample) => sample.kind).map(([kind, group]) => row(kind, group)),
        ]),
  ];
  console.log(lines.join('\n'));
} finally {
  await stopWorker(worker);
}
