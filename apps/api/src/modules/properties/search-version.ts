import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { coalesceReads } from './coalesced-read';

/**
 * Data versions: counters that database triggers move whenever something a search shows really changes
 * (migrations 0002 to 0004 and 0008), whoever writes it. `listings` covers listings, their photos,
 * districts and owners' names; `savedFilters` covers saved filters. A cached result is valid for the
 * version read before it was computed.
 */
export interface SearchVersions {
  listings: bigint;
  savedFilters: bigint;
}

const CHANNEL = 'search_state';

async function readSearchVersions(db: Db): Promise<SearchVersions> {
  const result = await db.execute(
    sql`select version::text as listings, filters_version::text as saved_filters from search_state where id = 1`,
  );
  const [row] = (result as { rows: { listings: string; saved_filters: string }[] }).rows;
  return { listings: BigInt(row?.listings ?? 0), savedFilters: BigInt(row?.saved_filters ?? 0) };
}

/**
 * The version reader of one service. On a server, every request reads the versions (one tiny query,
 * shared by concurrent requests: coalesced-read.ts). Embedded, the database tells this process of every
 * bump before the writing statement returns, so the versions read once stay valid until the next
 * notification: no query per request.
 */
export function createSearchVersionReader(database: Database): () => Promise<SearchVersions> {
  const read = coalesceReads(() => readSearchVersions(database.db));
  if (!database.listen) return read;
  let known: Promise<SearchVersions> | undefined;
  const forget = () => {
    known = undefined;
  };
  const isListening = database.listen(CHANNEL, forget).then(
    () => true,
    () => false,
  );
  return async () => {
    if (!(await isListening)) return read();
    if (!known) {
      const reading = read();
      known = reading;
      reading.catch(() => {
        if (known === reading) forget();
      });
    }
    return known;
  };
}
