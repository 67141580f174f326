import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { createLocalTurns, underStartupLock } from './startup-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query (GET /api/health). */
  ping(): Promise<boolean>;
  /**
   * Runs a statement made by `prepareStatement` as a named prepared statement: each connection plans it once
   * instead of at every call. Its `sql.placeholder`s are filled from `values`. Rows come back as the driver
   * parses them, except that on PGlite they come as JSON (see `asOneJsonValue`): a numeric column arrives as
   * a number there, as text from the server, and a timestamp as the database formats it in JSON, so such
   * statements format their timestamps themselves.
   */
  queryPrepared<T>(statement: PreparedStatement, values?: Record<string, unknown>): Promise<T[]>;
  /**
   * Runs SQL text as given (the job queue's own statements): with `values`, one statement and its
   * parameters; without, a script of several statements, whose last result is answered.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * PGlite only (embedded: every write goes through this process): calls `onNotify` on each NOTIFY on
   * `channel`, before the promise of the notifying statement resolves.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
  /**
   * Runs `task` while no other instance on this database runs one (start-up steps such as the seed); the
   * migrations are applied under the same turn.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /** Server only: the connections of the pool, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where connection failures the app did not ask for (a server restart) are reported. */
export interface DatabaseLog {
  error(details: object, message: string): void;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; unset: embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; undefined: in memory, for tests. */
  dataDir?: string;
  /** Server only (PG_POOL_MAX); default 10. */
  poolMax?: number;
  /** Server only (PG_STATEMENT_TIMEOUT_MS): a statement running longer is cancelled; 0 or unset: no limit. */
  statementTimeoutMs?: number;
  log?: DatabaseLog;
}

const standardErrorLog: DatabaseLog = {
  error: (details, message) => console.error(message, details),
};

const dialect = new PgDialect();

/** A statement whose text never changes, only its parameters: named, and turned into text once. */
export interface PreparedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Renders `query` once (Drizzle's rendering of a wide select costs more than running it); keep the result in a
 * constant and run it with `Database.queryPrepared`, its `sql.placeholder`s filled at each call.
 */
export function prepareStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/**
 * PGlite's reader copies every field of every row out of its buffer and decodes it on its own, which costs
 * more than the statement for a page of 75 wide rows; one JSON value of all the rows is one copy and one
 * `JSON.parse` (docs/PERFORMANCE.md, "PGlite at 100,000 listings"). On the server node-postgres parses
 * columns faster than PostgreSQL builds the JSON, so only PGlite reads this way.
 */
const asOneJsonValue = (text: string) => `select coalesce(json_agg(r), '[]') as "rows" from (${text}) r`;

const paramsOf = (statement: PreparedStatement, values: Record<string, unknown> = {}) =>
  fillPlaceholders(statement.params, values);

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `pool.end()` resolves once it has asked every connection to end, not once they have: a connection
 * still closing when the database is dropped or the server restarts would report an error nobody should
 * see (tests drop their database right after). `close` resolves when the last one is gone.
 */
function trackClosing(pool: pg.Pool) {
  let open = 0;
  let onAllClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) onAllClosed?.();
  });
  return {
    close: async () => {
      const allClosed = new Promise<void>((resolve) => {
        onAllClosed = resolve;
      });
      await pool.end();
      if (open > 0) await allClosed;
    },
  };
}

/**
 * Opens PostgreSQL: a server through `databaseUrl`, otherwise embedded PGlite in `dataDir`
 * (`dataDir` undefined: in memory, for tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? standardErrorLog;
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    // Migrations take their turn on a connection of their own, with no statement timeout: an index
    // build on a large table may rightly take longer than any request should.
    await underStartupLock(connectionString, log, async (client) => {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    });
    const pool = new pg.Pool({
      connectionString,
      max: options.poolMax ?? 10,
      statement_timeout: options.statementTimeoutMs || undefined,
    });
    // An idle connection's error (a server restart) must not crash the process; the next query
    // reports its own failure, and this is the operator's only trace of the cause.
    pool.on('error', (error) => log.error({ err: error }, 'database: an idle connection failed'));
    const closing = trackClosing(pool);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      queryPrepared: async <T>(statement: PreparedStatement, values?: Record<string, unknown>) => {
        const { name, text } = statement;
        const result = await pool.query({ name, text, values: paramsOf(statement, values) });
        return result.rows as T[];
      },
      exclusively: (task) => underStartupLock(connectionString, log, () => task()),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Without values node-postgres uses the simple protocol, which takes several statements.
      executeSql: (text, values) => pool.query(text, values),
      close: closing.close,
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const directory = path.resolve(options.dataDir);
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    // Embedded, one connection and no network: the statement is simply run, its rows read as one value.
    queryPrepared: async <T>(statement: PreparedStatement, values?: Record<string, unknown>) => {
      const result = await client.query<{ rows: T[] }>(
        asOneJsonValue(statement.text),
        paramsOf(statement, values),
      );
      return result.rows[0]!.rows;
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    exclusively: createLocalTurns(),
    close: () => client.close(),
  };
}
