/**
 * npm run bench:search-estimates -- --database-url postgres://postgres@127.0.0.1:5432/<database> [--filters 600]
 *
 * How good the estimated counts are (decision 022): for the filters of the search-mix bench's visitors
 * (search-mix-visitors.ts) on an existing database, every count the product estimates is compared with the
 * exact count of the same search. Prints how many were estimated, the mean and standard deviation of the
 * relative error, the worst, how many are off by more than 5 %, and what an estimate took (one at a time).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { countMatches } from '../src/modules/properties/search.repository';
import { anchorsQuery, createVisitors, type Anchor } from './search-mix-visitors';
import { median, percentile } from './statistics';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    filters: { type: 'string', default: '600' },
  },
});
if (!args['database-url']) throw new Error('--database-url: the database to measure on');
const database = await openDatabase({ databaseUrl: args['database-url'] });
const { rows: anchors } = (await database.db.execute(anchorsQuery(13, 2000))) as { rows: Anchor[] };

const errors: number[] = [];
const durations: number[] = [];
for (const visitor of createVisitors(anchors, Number(args.filters), 777)) {
  const criteria = {
    city: 'Tbilisi' as const,
    listingType: visitor.listingType,
    propertyType: 'Apartment' as const,
    filter: visitor.filter,
  };
  const started = performance.now();
  const counted = await countMatches(database.db, criteria);
  if (!counted.isEstimate) continue;
  durations.push(performance.now() - started);
  const exact = await countMatches(database.db, criteria, { exact: true });
  errors.push((counted.count - exact.count) / exact.count);
}
await database.close();

const percent = (value: number) => `${(value * 100).toFixed(2)} %`;
const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
const deviation = Math.sqrt(errors.reduce((sum, error) => sum + (error - mean) ** 2, 0) / errors.length);
const worst = errors.reduce((most, error) => (Math.abs(error) > Math.abs(most) ? error : most), 0);
console.log(
  `${errors.length} of ${args.filters} filters estimated; error mean ${percent(mean)}, standard deviation ` +
    `${percent(deviation)}, worst ${percent(worst)}; beyond 5 %: ${errors.filter((error) => Math.abs(error) > 0.05).length}; ` +
    `an estimate took p50 ${median(durations).toFixed(1)} ms, p95 ${percentile(durations, 0.95).toFixed(1)} ms`,
);
