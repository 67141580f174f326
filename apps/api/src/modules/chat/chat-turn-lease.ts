import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chats } from '../../db/schema/index';
import { chatNotFound } from './chat-state';

/**
 * Longer than any turn can run (a request has 60 s, CONTRACT.md section 6): a turn whose instance died
 * holds its chat no longer than this.
 */
const LEASE = sql`now() + interval '120 seconds'`;
const FIRST_WAIT_MS = 25;
const LONGEST_WAIT_MS = 400;

/** Takes the chat's turn when no other turn holds it: one atomic UPDATE, whichever instance asks. */
async function tryTake(db: Db, chatId: string, holder: string): Promise<boolean> {
  const taken = await db
    .update(chats)
    .set({ turnHolder: holder, turnUntil: LEASE })
    .where(and(eq(chats.id, chatId), or(isNull(chats.turnUntil), lte(chats.turnUntil, sql`now()`))))
    .returning({ id: chats.id });
  if (taken.length > 0) return true;
  const [exists] = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId));
  if (!exists) throw chatNotFound();
  return false;
}

/**
 * Runs `task` as the chat's only turn across every instance (decision 028): it starts once the previous
 * turn has stored its state, so each turn continues from the one before. The lease is a row, not a held
 * connection or transaction: a turn waits for the model for seconds, and PGlite has one connection.
 * Waiting stops when `signal` aborts (the client went away).
 */
export async function runChatTurn<T>(
  db: Db,
  chatId: string,
  signal: AbortSignal | undefined,
  task: () => Promise<T>,
): Promise<T> {
  const holder = randomUUID();
  for (let wait = FIRST_WAIT_MS; !(await tryTake(db, chatId, holder));) {
    await sleep(wait, undefined, { signal });
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  }
  try {
    return await task();
  } finally {
    await db
      .update(chats)
      .set({ turnHolder: null, turnUntil: null })
      .where(and(eq(chats.id, chatId), eq(chats.turnHolder, holder)));
  }
}
