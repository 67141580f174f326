import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { differsFrom } from '../../db/changes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRecord, UserRow } from './user-read-model';

const { passwordHash: _passwordHash, ...recordColumns } = getTableColumns(users);
/** Every column but the password hash: what a signed-in request loads. */
export const userRecordColumns = recordColumns;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Undefined when the address was taken meanwhile (the unique index on lower(email)). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Sets `patch` and answers the user as it is then; undefined when there is no such user. A user who holds
 * these values already is not written at all (differsFrom: no trigger fires, updatedAt stays).
 */
export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'createdAt'>>,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), differsFrom(users, patch)))
    .returning(userRecordColumns);
  if (row) return row;
  const [unchanged] = await db.select(userRecordColumns).from(users).where(eq(users.id, id));
  return unchanged;
}

/**
 * A new sign-up of an address nobody has confirmed: its password, names and language replace the pending
 * ones. Undefined when the address was confirmed meanwhile (a confirmed account is never changed here).
 */
export async function replacePendingSignUp(
  db: Db,
  id: string,
  patch: Pick<
    typeof users.$inferInsert,
    'passwordHash' | 'displayName' | 'firstName' | 'lastName' | 'language'
  >,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, provider: 'email', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.emailConfirmed, false)))
    .returning(userRecordColumns);
  return row;
}

/**
 * Confirms the address, only while the password is the one the link was checked against: a sign-up that
 * replaced it meanwhile is never confirmed by the older request's link.
 */
export async function confirmUserEmail(
  db: Db,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  role: UserRow['role'],
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailConfirmed: true, role, updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), sql`${users.passwordHash} is not distinct from ${user.passwordHash}`))
    .returning(userRecordColumns);
  return row;
}
