import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PublishStatus, Role } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { imageProcessingJobs, properties, users } from '../../db/schema/index';
import { userRecordColumns } from '../auth/users.repository';
import type { UserRecord } from '../auth/user-read-model';

export interface GroupCount<K extends string> {
  key: K;
  count: number;
  /** Rows of the group created at `since` or later. */
  recent: number;
}

/** Rows per value of `key`, and how many of them are recent: one scan of the key's table. */
async function countBy<K extends string>(
  db: Db,
  key: AnyPgColumn,
  createdAt: AnyPgColumn,
  since: Date,
): Promise<GroupCount<K>[]> {
  const rows = await db
    .select({
      key: sql<K>`${key}`,
      count: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${createdAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(key.table)
    .groupBy(key);
  return rows.map((row) => ({ key: row.key, count: Number(row.count), recent: Number(row.recent) }));
}

type JobStatus = (typeof imageProcessingJobs.$inferSelect)['status'];

export const countUsersByRole = (db: Db, since: Date) =>
  countBy<Role>(db, users.role, users.createdAt, since);
export const countListingsByStatus = (db: Db, since: Date) =>
  countBy<PublishStatus>(db, properties.publishStatus, properties.createdAt, since);
export const countPhotoJobsByStatus = (db: Db, since: Date) =>
  countBy<JobStatus>(db, imageProcessingJobs.status, imageProcessingJobs.createdAt, since);

/**
 * The ids of the Admins who can act (not disabled), their rows locked until the transaction ends, in one
 * order: role changes queue up behind each other, and each sees the Admins the one before left (a row
 * that stopped being an Admin meanwhile is checked again after the wait and left out).
 */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isDisabled, false)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export interface UserSearch {
  /** Part of an e-mail address, name or agency name, matched case-insensitively. */
  search: string | null;
  role: Role | null;
  offset: number;
  limit: number;
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function userConditions({ search, role }: UserSearch): SQL | undefined {
  const pattern = search ? containing(search) : undefined;
  return and(
    role ? eq(users.role, role) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.displayName, pattern),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
          // An admin verifying an agency looks it up by the name it trades under.
          ilike(users.agencyName, pattern),
        )
      : undefined,
  );
}

/** One page of matching users, the newest accounts first, and how many match in all. */
export async function selectUsers(
  db: Db,
  criteria: UserSearch,
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = userConditions(criteria);
  const [rows, [total]] = await Promise.all([
    db
      .select(userRecordColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(criteria.limit)
      .offset(criteria.offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
