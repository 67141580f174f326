/**
 * npm run bench:search-filters -- --database-url postgres://postgres@127.0.0.1:5432/<database> [--filters 60]
 *
 * Issue 16's filters at scale (decision 045): the filters of the search-mix bench's visitors
 * (search-mix-visitors.ts) on an existing database, each alone and with one of issue 16's filters added
 * (parking, a lift within 10 minutes of the metro, 5 minutes of the metro, several districts, owners
 * only). For each: the count as the app makes it (with a small result's orders) and the first page newest
 * first, one at a time, median and 95th percentile; beside them, in the same run, the plain reference: an
 * exact count(*) of the same conditions. Each filter is checked in the search indexes, so none should cost
 * much more than the mix's own filters.
 */
import { parseArgs } from 'node:util';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { searchConditions } from '../src/modules/properties/search-conditions';
import { countMatches, selectPage } from '../src/modules/properties/search.repository';
import { anchorsQuery, createVisitors, type Anchor } from './search-mix-visitors';
import { median, percentile } from './statistics';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, filters: { type: 'string', default: '60' } },
});
if (!args['database-url']) throw new Error('--database-url: the database to measure on');
const database = await openDatabase({ databaseUrl: args['database-url'] });
const { rows: anchors } = (await database.db.execute(anchorsQuery(13, 2000))) as { rows: Anchor[] };
const visitors = createVisitors(anchors, Number(args.filters), 99);

const ADDED: Record<string, Partial<Filter>> = {
  'the mix alone': {},
  '+ parking': { hasParking: true },
  '+ lift, metro within 10 min': { hasLift: true, maxMetroWalkMinutes: 10 },
  '+ metro within 5 min': { maxMetroWalkMinutes: 5 },
  '+ three districts': { districtIds: [1, 5, 8] },
  '+ owners only': { sellerType: 'Owner' },
};
const figures = (values: number[]) =>
  `p50 ${median(values).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;

console.log(`${visitors.length} filters of the search mix, each with:`);
for (const [name, added] of Object.entries(ADDED)) {
  const counts: number[] = [];
  const pages: number[] = [];
  const plainCounts: number[] = [];
  for (const visitor of visitors) {
    const criteria = {
      city: 'Tbilisi' as const,
      listingType: visitor.listingType,
      propertyType: 'Apartment' as const,
      filter: { ...visitor.filter, ...added },
    };
    let started = performance.now();
    await countMatches(database.db, criteria, { withOrders: true });
    counts.push(performance.now() - started);
    started = performance.now();
    await selectPage(database.db, criteria, {
      sortBy: 'CreatedAt',
      sortDirection: 'Descending',
      offset: 0,
      limit: 75,
    });
    pages.push(performance.now() - started);
    started = performance.now();
    await database.db.execute(sql`select count(*) from properties where ${searchConditions(criteria)}`);
    plainCounts.push(performance.now() - started);
  }
  console.log(
    `  ${name}: count ${figures(counts)}; first page ${figures(pages)}; plain exact count ${figures(plainCounts)}`,
  );
}
await database.close();
