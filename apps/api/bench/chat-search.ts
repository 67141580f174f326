/**
 * npm run bench:chat -w @sakhli/api -- --database-url postgres://postgres@127.0.0.1:5432/<db> [--rounds 20] [--no-write]
 * npm run bench:chat -w @sakhli/api -- [--count 100000] [--rounds 20] [--no-write]
 *
 * The chunk search with a chat (AI Score, decisions 013 and 024) through `app.inject` (no network: the
 * app's own time). With --database-url it uses that PostgreSQL database as it is (a copy of a
 * million-listing database: `createdb -T sakhli_mix <db>`), without it PGlite seeded here with the demo
 * data and `--count` synthetic listings. The app starts as the server does (migrations, the pass over
 * unmeasured photos and the wish masks' background pass, each timed), then for each chat, `--rounds`
 * times: a message that makes a new chat state, its first chunk sorted by SemanticScore (cold), chunk 2
 * right after, chunks 3 and 81 (slices of the kept order) and chunk 1 again (cached). Writes the "Chat
 * search (AI Score)" section of docs/PERFORMANCE.md.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import type { PropertyChunk } from '@sakhli/shared/schemas/property';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createLocalStorage } from '../src/adapters/storage';
import { createMailer } from '../src/adapters/mailer';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { ensurePhotoPool } from '../src/db/seed/photos/pool';
import { insertSyntheticListings } from '../src/db/seed/synthetic';
import { writePerformanceSection } from './performance-doc';
import { median, percentile } from './statistics';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const databaseUrl = args['database-url'];
const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';
/** Chunk 81 starts at page 401 (chunks of 5 pages of 15). */
const DEEP_CHUNK = 81;

/** The chats: the issue's broad chat, and five wishes over every Tbilisi sale flat (the old bench's). */
const CHATS = [
  { name: 'broad chat', message: 'a bright renovated flat with a balcony and a nice view' },
  {
    name: 'five wishes, no filter',
    message: 'flat with a balcony near the metro, quiet, sunny, with parking',
  },
] as const;
/** Each round after the first moves the budget (above every price): a new chat state, the same matches. */
const roundMessage = (round: number) => `under ${(50_000_000 + round * 100_000).toLocaleString('en')}$`;

const ms = (value: number) => value.toFixed(1);
const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

interface Row {
  chat: string;
  matches: number;
  cold: number[];
  second: number[];
  later: number[];
  cached: number[];
}

async function openBenchDatabase(): Promise<{ database: Database; label: string; seed?: string }> {
  const started = performance.now();
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    return {
      database,
      label: `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}), opened and migrated in ${seconds(started)} s`,
    };
  }
  const database = await openDatabase({});
  return {
    database,
    label: 'PGlite (embedded)',
    seed: `${Number(args.count).toLocaleString('en')} synthetic listings and the demo data`,
  };
}

async function timed(app: App, url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { ms: performance.now() - started, chunk: response.json<PropertyChunk>() };
}

async function runChat(app: App, headers: Record<string, string>, chat: (typeof CHATS)[number]) {
  const row: Row = { chat: chat.name, matches: 0, cold: [], second: [], later: [], cached: [] };
  let chatId: string | undefined;
  for (let round = 0; round < rounds; round += 1) {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/Chat',
      headers,
      payload: { ...SCOPE, chatId, message: round === 0 ? chat.message : roundMessage(round) },
    });
    if (sent.statusCode !== 200) throw new Error(`chat: ${sent.statusCode} ${sent.body}`);
    chatId = sent.json<ChatResponse>().id;
    const query = `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore`;
    const first = await timed(app, query, headers);
    row.cold.push(first.ms);
    row.matches = first.chunk.totalCount;
    row.second.push((await timed(app, `${query}&chunkNumber=2`, headers)).ms);
    for (const chunkNumber of [3, DEEP_CHUNK])
      row.later.push((await timed(app, `${query}&chunkNumber=${chunkNumber}`, headers)).ms);
    row.cached.push((await timed(app, query, headers)).ms);
  }
  console.log(describe(row));
  return { row, chatId: chatId! };
}

const describe = (row: Row) =>
  `| ${row.chat} | ${row.matches.toLocaleString('en')} | ${ms(median(row.cold))} | ${ms(percentile(row.cold, 0.95))} | ${ms(Math.max(...row.cold))} | ${ms(median(row.second))} | ${ms(percentile(row.second, 0.95))} | ${ms(median(row.later))} | ${ms(percentile(row.later, 0.95))} | ${ms(median(row.cached))} |`;

const { database, label, seed } = await openBenchDatabase();
const media = path.join(tmpdir(), 'sakhli-chat-bench-media');
mkdirSync(media, { recursive: true });
const storage = createLocalStorage(media);
const steps: string[] = [];
if (seed) {
  const started = performance.now();
  await seedDatabase(database.db, storage, { demo: true, log: () => undefined });
  await insertSyntheticListings(database.db, Number(args.count));
  await database.db.execute(sql`vacuum analyze`);
  steps.push(`seeded ${seed} in ${seconds(started)} s`);
}
let started = performance.now();
const rendered = await ensurePhotoPool(storage);
steps.push(`photo pool in storage (${rendered} rendered) in ${seconds(started)} s`);
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sakhli-chat-bench-')),
  LOG_LEVEL: 'silent',
  REQUIRE_EMAIL_CONFIRMATION: 'false',
});
const app = await buildApp(config, { database, storage, mailer: createMailer(config) });
await app.ready();
started = performance.now();
const measured = await app.processReports.measureUnmeasured();
steps.push(`${measured} unmeasured pool photos measured in ${seconds(started)} s`);
// The wish masks' background pass, as after the server's start (decision 024; absent before it).
if ('wishMasks' in app) {
  started = performance.now();
  app.wishMasks.schedule();
  await app.wishMasks.drain();
  steps.push(`wish masks' background pass finished in ${seconds(started)} s`);
}
console.log(`${label}\n${steps.join('\n')}`);

const email = `chat-bench-${Date.now()}@example.ge`;
const signUp = await app.inject({
  method: 'POST',
  url: '/api/Auth/signup',
  payload: { email, password: 'Bench12345' },
});
const headers = {
  authorization: `Bearer ${signUp.json<{ accessToken: string }>().accessToken}`,
  'accept-language': 'en-US',
};
const rows: Row[] = [];
const checks: string[] = [];
for (const chat of CHATS) {
  const { row, chatId } = await runChat(app, headers, chat);
  rows.push(row);
  // Code before decision 024 has no stored masks to check (the bench runs there unchanged otherwise).
  if ('wishMasks' in app) {
    const { verifyScores } = await import('./chat-score-check');
    checks.push(await verifyScores(app, database.db, headers, chatId, chat.name));
  }
}
if ('wishMasks' in app) checks.push(await (await import('./chat-score-check')).timeRefresh(app, database.db));
await app.close();
await database.close();

const section = `## Chat search (AI Score)

Command: \`npm run bench:chat -w @sakhli/api -- ${databaseUrl ? '--database-url postgres://…/<copy of sakhli_mix>' : `--count ${args.count}`} --rounds ${rounds}\`
(apps/api/bench/chat-search.ts), run ${new Date().toISOString().slice(0, 16)}Z on ${label}, Node ${process.version},
load average ${loadavg()[0]!.toFixed(1)} when it ended (shared 2-core machine). Start: ${steps.join('; ')}.

A signed-in user's chat on the Tbilisi sale-apartment page, through \`app.inject\` (the app's own time, no network),
milliseconds. Each of ${rounds} rounds sends a message that makes a new chat state (the first the chat's message, then a
budget above every price), then asks, sorted by SemanticScore: **cold** chunk 1 (nothing kept for the new state),
**chunk 2** right after it, **later** chunks 3 and ${DEEP_CHUNK} (page 401; slices of the kept order, the first time each),
and chunk 1 again (**cached**). The figures before decision 024 (commit 3885d42, this bench) are in that decision.

| chat | matches | cold p50 | cold p95 | cold max | chunk 2 p50 | chunk 2 p95 | later p50 | later p95 | cached p50 |
|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|
${rows.map(describe).join('\n')}
${checks.length > 0 ? `\n${checks.map((check) => `- ${check}`).join('\n')}\n` : ''}`;
console.log(`\n${section}`);
if (!args['no-write'])
  console.log(`written to ${await writePerformanceSection('## Chat search (AI Score)', section)}`);
