/**
 * npm run bench:chat -w @sakhli/api -- [--count 100000] [--database-url postgres://…] [--no-write]
 *
 * The chunk search with a chat (AI Score, decision 013) on the demo data and on synthetic listings:
 * a signed-in user's chat with wishes, then chunks sorted by SemanticScore through `app.inject` (no
 * network: the app's own time). "cold": the first chunk right after the chat's state changed, which
 * ranks every match; "deep, ranked": a chunk 400 pages deep of a ranked state (a slice of the kept
 * order, its 75 listings loaded); "cached": a chunk asked again. Writes the "Chat search" section of
 * docs/PERFORMANCE.md.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import type { PropertyChunk } from '@sakhli/shared/schemas/property';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLocalStorage } from '../src/adapters/storage';
import { createMailer } from '../src/adapters/mailer';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { ensurePhotoPool } from '../src/db/seed/photos/pool';
import { insertSyntheticListings } from '../src/db/seed/synthetic';
import { writePerformanceSection } from './performance-doc';
import { median } from './statistics';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    repeats: { type: 'string', default: '5' },
    'no-write': { type: 'boolean', default: false },
  },
});
const repeats = Number(args.repeats);
const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';
/** Five wishes and no district: every Tbilisi sale flat is a candidate. */
const FIRST_MESSAGE = 'flat with a balcony near the metro, quiet, sunny, with parking';
/** Each round moves the budget a little (still above every price), so each is a new chat state. */
const roundMessage = (round: number) =>
  round === 0 ? FIRST_MESSAGE : `under ${(5_000_000 + round * 100_000).toLocaleString('en')}$`;

const ms = (value: number) => value.toFixed(1);

interface Row {
  data: string;
  matches: number;
  cold: number[];
  deepRanked: number[];
  cachedFirst: number[];
  cachedDeep: number[];
  plainFirst: number[];
}

async function openBenchDatabase(): Promise<Database> {
  const url = args['database-url'];
  if (!url) return openDatabase({});
  const admin = new (await import('pg')).default.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS sakhli_chat_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE sakhli_chat_bench');
  await admin.end();
  const target = new URL(url);
  target.pathname = '/sakhli_chat_bench';
  return openDatabase({ databaseUrl: target.toString() });
}

async function run(
  data: string,
  seed: (database: Database, storage: ReturnType<typeof createLocalStorage>) => Promise<void>,
): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-chat-bench-'));
  const database = await openBenchDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  console.log(`\n${data}: seeding…`);
  await seed(database, storage);
  await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', REQUIRE_EMAIL_CONFIRMATION: 'false' });
  const app = await buildApp(config, { database, storage, mailer: createMailer(config) });
  await app.ready();
  // Photo statistics of the shared pool, so listings have their built-in photo reports.
  await app.processReports.measureUnmeasured();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/Auth/signup',
    payload: { email: 'bench@example.ge', password: 'Bench12345' },
  });
  const headers = {
    authorization: `Bearer ${signUp.json<{ accessToken: string }>().accessToken}`,
    'accept-language': 'en-US',
  };
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { ms: performance.now() - started, chunk: response.json<PropertyChunk>() };
  };
  const row: Row = {
    data,
    matches: 0,
    cold: [],
    deepRanked: [],
    cachedFirst: [],
    cachedDeep: [],
    plainFirst: [],
  };
  let chatId: string | undefined;
  for (let round = 0; round < repeats; round += 1) {
    const message = roundMessage(round);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/Chat',
      headers,
      payload: { ...SCOPE, chatId, message },
    });
    chatId = sent.json<ChatResponse>().id;
    const query = `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore`;
    const first = await timed(query);
    row.cold.push(first.ms);
    row.matches = first.chunk.totalCount;
    // 400 pages deep when there are that many, else the last chunk.
    const deepChunk = Math.min(81, Math.max(1, Math.ceil(first.chunk.totalCount / 75)));
    row.deepRanked.push((await timed(`${query}&chunkNumber=${deepChunk}`)).ms);
    for (let index = 0; index < 10; index += 1) {
      row.cachedFirst.push((await timed(query)).ms);
      row.cachedDeep.push((await timed(`${query}&chunkNumber=${deepChunk}`)).ms);
      row.plainFirst.push((await timed(CHUNK)).ms);
    }
  }
  await app.close();
  await database.close();
  console.log(describe(row));
  return row;
}

const describe = (row: Row) =>
  `| ${row.data} | ${row.matches.toLocaleString('en')} | ${ms(median(row.cold))} (${ms(Math.max(...row.cold))}) | ${ms(median(row.deepRanked))} | ${ms(median(row.cachedFirst))} | ${ms(median(row.cachedDeep))} | ${ms(median(row.plainFirst))} |`;

const count = Number(args.count);
const rows = [
  await run('demo data', (database, storage) =>
    seedDatabase(database.db, storage, { demo: true, log: () => undefined }),
  ),
  await run(`${count.toLocaleString('en')} synthetic listings`, async (database, storage) => {
    await ensurePhotoPool(storage);
    await insertSyntheticListings(database.db, count);
  }),
];
const databaseName = args['database-url'] ? 'PostgreSQL' : 'PGlite (embedded)';
const section = `## Chat search (AI Score)

Command: \`npm run bench:chat -w @sakhli/api -- --count ${count}${args['database-url'] ? ' --database-url …' : ''}\` (apps/api/bench/chat-search.ts), run
${new Date().toISOString().slice(0, 16)}Z on ${databaseName}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} when it ended (shared 2-core machine).
A signed-in user's chat on the Tbilisi sale-apartment page with five wishes (balcony, metro, quiet, sunny,
parking) and no district, so every Tbilisi sale flat is a candidate; each round after the first moves the
budget (above every price), a new chat state (${repeats} rounds) and then asks chunks sorted by SemanticScore through \`app.inject\` (the app's own time, no
network). Milliseconds, medians (cold: median and worst).

- **cold**: the first chunk after the chat's state changed: every match is loaded (numbers and description)
  and scored, the best 300 scored again with their photo reports, the order kept (decision 013); then 75
  listings are loaded. (Reading the photo reports of all 38,421 matches took 16.4 s at load 8.7: why only
  the best 300 are.)
- **deep, ranked**: chunk 81 (page 401; the last chunk when there are fewer) of the kept order, first time.
- **cached**: a chunk asked again; **no chat**: the first chunk without a chatId, for comparison.

| data | matches | cold | deep, ranked | cached first | cached deep | no chat, cached first |
|---|--:|--:|--:|--:|--:|--:|
${rows.map(describe).join('\n')}
`;
console.log(`\n${section}`);
if (!args['no-write'])
  console.log(`written to ${await writePerformanceSection('## Chat search (AI Score)', section)}`);
