/**
 * npm run bench:alerts -- [--server-url postgres://postgres@127.0.0.1:5432/postgres] [--searches 100000]
 *   [--listings 20000] [--samples 300] [--reference-samples 10]
 *
 * Saved-search alerts at scale (decision 033), on a new database of the PostgreSQL server (dropped at the end):
 * `--listings` synthetic Active listings and `--searches` saved searches generated around them. Measures
 * 1. matching one listing that went Active, as the job does it (`matcher.matchingSearches`: the listing read,
 *    the GiST index probed for candidates, each candidate decided by the chunk search's own conditions), over
 *    `--samples` listings: p50/p95, candidates and matches per listing;
 * 2. the plain reference in the same run: every saved search read and decided the same way
 *    (`matcher.decide` over all of them), over `--reference-samples` listings; both must find the same;
 * 3. the cost added to publishing: `activate` of an Inactive listing (the status action, one transaction) with
 *    the matching job enqueued in it, against the same action with a hook that does nothing, alternating.
 * Prints the figures; docs/PERFORMANCE.md keeps them with the machine they ran on.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { createMatcher } from '../src/modules/saved-searches/matching';
import {
  selectActiveListing,
  selectCandidates,
  selectSearchesAfter,
} from '../src/modules/saved-searches/matching.repository';
import { probeOf } from '../src/modules/saved-searches/match-ranges';
import { createServerDatabase } from '../src/test/test-app';
import { fillAlertsBench, openPublishing, savedSearchReads } from './alerts-setup';
import { median, percentile } from './statistics';

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '300' },
    'reference-samples': { type: 'string', default: '10' },
  },
});
const [searchCount, listingCount, sampleCount, referenceCount] = [
  args.searches,
  args.listings,
  args.samples,
  args['reference-samples'],
].map(Number) as [number, number, number, number];
if (
  ![searchCount, listingCount, sampleCount, referenceCount].every(
    (value) => Number.isInteger(value) && value > 0,
  )
) {
  console.error('--searches, --listings, --samples and --reference-samples are whole numbers above 0');
  process.exit(2);
}

const PAGE = 5_000;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures = (values: number[]) => `p50 ${ms(median(values))}, p95 ${ms(percentile(values, 0.95))}`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const server = await createServerDatabase(args['server-url']);
const database = await openDatabase({ databaseUrl: server.url });
try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  const [listingIds, fillMs] = await timed(() => fillAlertsBench(database, listingCount, searchCount));
  console.log(
    `data: ${listingIds.length} listings, ${searchCount} saved searches (${(fillMs / 1000).toFixed(0)} s)`,
  );
  const matcher = createMatcher(database.db);
  const step = Math.max(1, Math.floor(listingIds.length / sampleCount));
  const samples = listingIds.filter((_, index) => index % step === 0).slice(0, sampleCount);

  // 1. Through the index, as the matching job does it (a few warm-up runs first).
  for (const id of samples.slice(0, 5)) await matcher.matchingSearches(id);
  const before = await savedSearchReads(database);
  const indexMs: number[] = [];
  const candidateCounts: number[] = [];
  const matchCounts: number[] = [];
  const found = new Map<number, number[]>();
  for (const id of samples) {
    const [matched, took] = await timed(() => matcher.matchingSearches(id));
    indexMs.push(took);
    matchCounts.push(matched.length);
    found.set(
      id,
      matched.map((search) => search.id).sort((a, b) => a - b),
    );
  }
  const after = await savedSearchReads(database);
  for (const id of samples) {
    const listing = await selectActiveListing(database.db, id);
    candidateCounts.push((await selectCandidates(database.db, probeOf(listing!))).length);
  }
  console.log(
    `matching one listing, GiST index + the search's conditions (${samples.length} listings): ${figures(indexMs)}, ` +
      `max ${ms(Math.max(...indexMs))}; candidates ${mean(candidateCounts).toFixed(0)} on average ` +
      `(max ${Math.max(...candidateCounts)}), matches ${mean(matchCounts).toFixed(1)} (max ${Math.max(...matchCounts)}); ` +
      `saved_searches read: ${after.indexScans - before.indexScans} index scans, ` +
      `${after.sequentialScans - before.sequentialScans} sequential scans`,
  );

  // 2. The plain reference: every search read and decided.
  const referenceMs: number[] = [];
  for (const id of samples.slice(0, referenceCount)) {
    const [matched, took] = await timed(async () => {
      const every = [];
      for (let afterId = 0; ;) {
        const page = await selectSearchesAfter(database.db, afterId, PAGE);
        every.push(...page);
        if (page.length < PAGE) break;
        afterId = page.at(-1)!.id;
      }
      return matcher.decide(id, every);
    });
    referenceMs.push(took);
    const ids = matched.map((search) => search.id).sort((a, b) => a - b);
    if (JSON.stringify(ids) !== JSON.stringify(found.get(id)))
      throw new Error(`listing ${id}: index and reference differ`);
  }
  console.log(
    `reference, every search evaluated (${referenceMs.length} listings, same matches): ${figures(referenceMs)}`,
  );

  // 3. The cost added to publishing.
  const publishing = await openPublishing(database);
  const withHook: number[] = [];
  const withoutHook: number[] = [];
  const rounds = listingIds.slice(-Math.min(2 * sampleCount, listingIds.length));
  for (const [index, id] of rounds.entries()) {
    const actions = index % 2 === 0 ? publishing.live : publishing.without;
    await publishing.deactivate(id);
    const caller = await publishing.ownerOf(id);
    const [, took] = await timed(() => actions.act(caller, id, 'activate'));
    (index % 2 === 0 ? withHook : withoutHook).push(took);
  }
  const queued = await publishing.pendingJobs();
  await publishing.stop();
  console.log(
    `publishing (activate, one transaction): with the matching job enqueued ${figures(withHook)}; ` +
      `without ${figures(withoutHook)}; added p50 ${ms(median(withHook) - median(withoutHook))}, ` +
      `p95 ${ms(percentile(withHook, 0.95) - percentile(withoutHook, 0.95))} (${queued} jobs queued)`,
  );
} finally {
  await database.close();
  await server.drop();
}
