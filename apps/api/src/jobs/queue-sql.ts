import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** pg-boss's tables live in this schema, beside the app's own (created and migrated by pg-boss). */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss's `db` for a statement inside the caller's transaction (the outbox): its text with `$n`
 * placeholders becomes a Drizzle query, so the job is written and committed with the caller's rows.
 */
export function transactionExecutor(tx: Db) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as { rows: Record<string, unknown>[] }).rows };
    },
  };
}

/** Jobs waiting (due or in a retry's backoff), running and failed, per queue. */
export const COUNT_BY_STATE = `
  SELECT name, state::text AS state, count(*)::int AS count
  FROM ${QUEUE_SCHEMA}.job
  WHERE state IN ('created', 'retry', 'active', 'failed') AND name NOT LIKE '__pgboss__%'
  GROUP BY name, state
`;

/** Jobs of the queues in $1 that are due or running: what a drain waits for. */
export const COUNT_DUE_OR_RUNNING = `
  SELECT count(*)::int AS count
  FROM ${QUEUE_SCHEMA}.job
  WHERE name = ANY($1::text[]) AND (state = 'active' OR (state < 'active' AND start_after < now()))
`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Creates the queues (each a partition of pgboss.job) in one transaction under an advisory lock: instances
 * starting together on a new database would otherwise deadlock creating partitions side by side. A script
 * (no parameters) so that one connection holds the transaction.
 */
export function createQueuesScript(queues: { name: string; options: object }[]) {
  const creations = queues.map(
    ({ name, options }) =>
      `SELECT ${QUEUE_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json);`,
  );
  return [
    'BEGIN;',
    `SELECT pg_advisory_xact_lock(hashtext(${literal(`${QUEUE_SCHEMA}.create_queue`)}));`,
    ...creations,
    'COMMIT;',
  ].join('\n');
}
