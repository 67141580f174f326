import { getTableColumns, is, or, sql, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * True for a row that differs from `values` in at least one of their columns (`undefined` and SQL values
 * are left out). An update under it leaves a row that already holds the values untouched: no write, no
 * trigger, no new version (issue 11 item 9: a save that changes nothing changes nothing).
 */
export function differsFrom<T extends PgTable>(table: T, values: Partial<T['$inferInsert']>): SQL {
  const columns = getTableColumns(table);
  const conditions = Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column || value === undefined || is(value, SQL)) return [];
    return [sql`${column} is distinct from ${sql.param(value, column)}`];
  });
  return or(...conditions) ?? sql`false`;
}
