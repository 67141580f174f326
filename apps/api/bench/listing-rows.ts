/**
 * The page's listing statement alone (75 random Active listings with their photos), read three ways in one process,
 * interleaved: as the driver parses its 61 columns, as one `json_agg` value, and as one JSON text a row. What decides
 * how `Database.queryPrepared` reads rows on each database (docs/PERFORMANCE.md, "PGlite reads a page's listings as one
 * JSON value").
 *
 * node --import tsx bench/listing-rows.ts (--database-url postgres://… | --data-dir ./data/pgdata) [--rounds 300]
 */
import { parseArgs } from 'node:util';
import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { LISTING_ROWS_STATEMENT, listingIdsValue } from '../src/modules/properties/property.repository';
import { median } from './statistics';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    rounds: { type: 'string', default: '300' },
  },
});
const rounds = Number(values.rounds);
const paramsFor = (ids: number[]) => fillPlaceholders(LISTING_ROWS_STATEMENT.params, listingIdsValue(ids));
const database = await openDatabase(
  values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: values['data-dir'] },
);
/**
 * A statement run as the app runs its own: named and prepared on the server; on PGlite as given (`queryPrepared` there
 * reads one JSON value itself, which the first reader must not).
 */
const run = async (name: string, text: string, ids: number[]) =>
  database.kind === 'pglite'
    ? (await database.executeSql(text, paramsFor(ids))).rows
    : database.queryPrepared<Record<string, unknown>>(
        { ...LISTING_ROWS_STATEMENT, name, text },
        listingIdsValue(ids),
      );
const { text } = LISTING_ROWS_STATEMENT;
const readers: Record<string, (ids: number[]) => Promise<unknown[]>> = {
  '61 columns': (ids) => run('listing_rows', text, ids),
  'one json_agg value': async (ids) => {
    const [first] = await run(
      'listing_rows_agg',
      `select coalesce(json_agg(r), '[]')::text as "rows" from (${text}) r`,
      ids,
    );
    return JSON.parse(first?.rows as string) as unknown[];
  },
  'one JSON text a row': async (ids) =>
    (await run('listing_rows_text', `select row_to_json(r)::text as "row" from (${text}) r`, ids)).map(
      (row): unknown => JSON.parse(row.row as string),
    ),
};

const active = await database.executeSql(
  `select id from properties where publish_status = 'Active' order by random() limit 20000`,
  [],
);
const ids = active.rows.map((row) => Number(row.id));
const pick = () => Array.from({ length: 75 }, () => ids[Math.floor(Math.random() * ids.length)] as number);
const times: Record<string, number[]> = Object.fromEntries(Object.keys(readers).map((name) => [name, []]));
for (let round = 0; round < rounds + 20; round += 1) {
  for (const [name, read] of Object.entries(readers)) {
    const started = performance.now();
    await read(pick());
    if (round >= 20) times[name]?.push(performance.now() - started);
  }
}
console.log(
  `${database.kind}, ${ids.length.toLocaleString('en')} Active listings sampled, ${rounds} rounds:`,
);
for (const [name, list] of Object.entries(times))
  console.log(`  ${name}: median ${median(list).toFixed(2)} ms`);
await database.close();
