import pg from 'pg';
import type { DatabaseLog } from './client';

/**
 * One fixed advisory lock key for every start-up step that must run on one instance at a time
 * (migrations, the seed). Any constant works as long as nothing else in the database uses it.
 */
const STARTUP_LOCK_KEY = 4_113_202_611;

/**
 * Runs `task` with `client` (a connection of its own, never the pool's) holding the start-up lock, so
 * that instances starting together on one database take turns. The lock belongs to the session: if
 * this process dies, the server frees it with the connection.
 */
export async function underStartupLock<T>(
  connectionString: string,
  log: DatabaseLog,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  // Without a listener a dropped connection would crash the process; the task's query fails anyway.
  client.on('error', (error) => log.error({ err: error }, 'database: the start-up lock connection failed'));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Embedded: one process owns the data directory, so taking turns within this process is enough. */
export function createLocalTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task, task);
    last = result.catch(() => undefined);
    return result;
  };
}
