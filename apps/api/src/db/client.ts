import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query (GET /api/health). */
  ping(): Promise<boolean>;
  /**
   * Runs a statement whose text never changes (only its parameters) as a named prepared statement: each
   * connection plans it once instead of at every call. Rows come back as the driver parses them.
   */
  queryPrepared<T>(name: string, query: SQL): Promise<T[]>;
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
  close(): Promise<void>;
}

const dialect = new PgDialect();

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL: a server through `databaseUrl`, otherwise embedded PGlite in `dataDir`
 * (`dataDir` undefined: in memory, for tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A pool error (server restart) must not crash the process; queries report it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      queryPrepared: async <T>(name: string, query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const result = await pool.query({ name, text, values: params });
        return result.rows as T[];
      },
      // Without values node-postgres uses the simple protocol, which takes several statements.
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
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
    // Embedded, one connection and no network: the statement is simply run.
    queryPrepared: async <T>(_name: string, query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await client.query<T>(text, params)).rows;
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}
