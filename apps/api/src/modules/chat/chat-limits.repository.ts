import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES_PER_DAY } from '@sakhli/shared/constants';
import type { Db } from '../../db/client';
import { chats, chatUserDays } from '../../db/schema/index';

/**
 * Counts one more message of `today` for the chat, unless CHAT_MESSAGES_PER_DAY were already sent: one
 * UPDATE whose condition PostgreSQL re-checks on the row as the previous concurrent update left it (the
 * row lock orders them), so however many messages arrive at once, exactly the allowed number pass.
 * Answers the count after this message, or undefined at the limit.
 */
export async function countTodaysMessage(db: Db, chatId: string, today: string) {
  const [row] = await db
    .update(chats)
    .set({
      dayMessageCount: sql`case when ${chats.countedDay} = ${today}::date then ${chats.dayMessageCount} + 1 else 1 end`,
      countedDay: today,
    })
    .where(
      and(
        eq(chats.id, chatId),
        sql`(${chats.countedDay} is distinct from ${today}::date or ${chats.dayMessageCount} < ${CHAT_MESSAGES_PER_DAY})`,
      ),
    )
    .returning({ count: chats.dayMessageCount });
  return row?.count;
}

/**
 * Counts one more message of `today` for the user over all chats, unless `limit` were already sent: one
 * upsert on the user's row, whose condition PostgreSQL checks on the row it has locked (as the previous
 * concurrent upsert left it). A day older than the row's (an instance whose clock lags at midnight) counts
 * towards the row's day. Answers the count after this message, or undefined at the limit.
 */
export async function countTodaysUserMessage(db: Db, userId: string, today: string, limit: number) {
  const isNewDay = sql`${chatUserDays.countedDay} < excluded.counted_day`;
  const [row] = await db
    .insert(chatUserDays)
    .values({ userId, countedDay: today, messageCount: 1 })
    .onConflictDoUpdate({
      target: chatUserDays.userId,
      set: {
        messageCount: sql`case when ${isNewDay} then 1 else ${chatUserDays.messageCount} + 1 end`,
        countedDay: sql`greatest(${chatUserDays.countedDay}, excluded.counted_day)`,
      },
      setWhere: sql`${isNewDay} or ${chatUserDays.messageCount} < ${limit}`,
    })
    .returning({ count: chatUserDays.messageCount });
  return row?.count;
}
