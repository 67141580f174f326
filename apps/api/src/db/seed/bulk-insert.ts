import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Serial columns are plain integers once a value is given. */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

/**
 * Inserts many rows with one statement per batch: each column travels as one array parameter and
 * `unnest` turns the arrays back into rows (`insert … select … from unnest($1::int[], …)`), so a
 * batch of thousands of rows costs a few dozen parameters instead of tens of thousands.
 * The columns are every key any row carries (a row without one gets null there, not the column's
 * default). Column names and types come from the Drizzle schema.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const specs = keys.map((key, index) => {
    const column = columns[key as keyof typeof columns] as (typeof columns)[keyof typeof columns];
    const type = SERIAL_TYPES[column.getSQLType()] ?? column.getSQLType();
    // PGlite cannot send arrays of enum values: they travel as text and are cast per value.
    const isEnum = 'enumValues' in column && Array.isArray(column.enumValues);
    return {
      key,
      name: column.name,
      alias: `c${index}`,
      arrayType: isEnum ? 'text' : type,
      cast: isEnum ? type : undefined,
    };
  });
  const target = sql.join(
    specs.map((spec) => sql.identifier(spec.name)),
    sql`, `,
  );
  const selected = sql.join(
    specs.map((spec) =>
      spec.cast ? sql`${sql.identifier(spec.alias)}::${sql.raw(spec.cast)}` : sql.identifier(spec.alias),
    ),
    sql`, `,
  );
  const aliases = sql.join(
    specs.map((spec) => sql.identifier(spec.alias)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays: SQL[] = specs.map((spec) => {
      const values = batch.map((row) => {
        const value = (row as Record<string, unknown>)[spec.key];
        return value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return sql`${sql.param(values)}::${sql.raw(spec.arrayType)}[]`;
    });
    await db.execute(
      sql`insert into ${table} (${target}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as rows(${aliases})`,
    );
  }
}
