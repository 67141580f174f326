import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT } from '@sakhli/shared/constants';
import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { Wish } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { Db } from '../../db/client';
import { chatMessages, chats } from '../../db/schema/index';

export interface ChatScope {
  city: City;
  listingType: ListingType;
  propertyType: 'Apartment' | 'House';
}

/** A chat row as the service uses it; filters and wishes as stored (validated by the service). */
export interface ChatRow extends ChatScope {
  id: string;
  userId: string;
  language: string;
  filters: unknown;
  wishes: unknown;
  dayMessageCount: number;
  countedDay: string | null;
}

const chatColumns = {
  id: chats.id,
  userId: chats.userId,
  city: chats.city,
  listingType: chats.listingType,
  propertyType: chats.propertyType,
  language: chats.language,
  filters: chats.filters,
  wishes: chats.wishes,
  dayMessageCount: chats.dayMessageCount,
  countedDay: chats.countedDay,
};

const inScope = (userId: string, scope: ChatScope) =>
  and(
    eq(chats.userId, userId),
    eq(chats.city, scope.city),
    eq(chats.listingType, scope.listingType),
    eq(chats.propertyType, scope.propertyType),
  );

/** The user's chat with this id on this page, or undefined (another user's chat is not found either). */
export async function selectOwnedChat(db: Db, chatId: string, userId: string, scope?: ChatScope) {
  const [row] = await db
    .select(chatColumns)
    .from(chats)
    .where(and(eq(chats.id, chatId), scope ? inScope(userId, scope) : eq(chats.userId, userId)));
  return row as ChatRow | undefined;
}

/** The user's most recently used chat of the page in one language. */
export async function selectLatestChat(db: Db, userId: string, scope: ChatScope, language: Language) {
  const [row] = await db
    .select(chatColumns)
    .from(chats)
    .where(and(inScope(userId, scope), eq(chats.language, language)))
    .orderBy(desc(chats.updatedAt), desc(chats.createdAt))
    .limit(1);
  return row as ChatRow | undefined;
}

/** A new chat whose first message is being sent now (it counts as today's first). */
export async function insertChat(
  db: Db,
  userId: string,
  scope: ChatScope,
  language: Language,
  state: { filters: Filter; wishes: Wish[] },
  today: string,
) {
  const [row] = await db
    .insert(chats)
    .values({
      userId,
      ...scope,
      language,
      filters: state.filters,
      wishes: state.wishes as unknown as Record<string, unknown>,
      dayMessageCount: 1,
      countedDay: today,
    })
    .returning(chatColumns);
  return row as ChatRow;
}

export async function insertMessage(db: Db, chatId: string, sender: 'User' | 'Assistant', message: string) {
  const [row] = await db.insert(chatMessages).values({ chatId, sender, message }).returning();
  return row!;
}

/** The assistant's answer and the state it leaves, stored together. */
export async function saveTurn(
  db: Db,
  chatId: string,
  reply: string,
  state: { filters: Filter; wishes: Wish[] },
) {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .insert(chatMessages)
      .values({ chatId, sender: 'Assistant', message: reply })
      .returning();
    await transaction
      .update(chats)
      .set({
        filters: state.filters,
        wishes: state.wishes as unknown as Record<string, unknown>,
        updatedAt: sql`now()`,
      })
      .where(eq(chats.id, chatId));
    return row!;
  });
}

export function selectMessages(db: Db, chatId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The user's chats of the page, the most recently used first, with their first user message. */
export async function selectChatSummaries(db: Db, userId: string, scope: ChatScope) {
  // Written out with their own alias: drizzle leaves columns unqualified in a one-table select.
  const firstMessage = sql<string | null>`(
    select left(first.message, 120) from chat_messages first
    where first.chat_id = "chats"."id" and first.sender = 'User'
    order by first.created_at, first.id limit 1)`;
  const messageCount = sql<number>`(
    select count(*)::int from chat_messages counted where counted.chat_id = "chats"."id")`;
  return db
    .select({
      id: chats.id,
      language: chats.language,
      title: firstMessage,
      messageCount,
      createdAt: chats.createdAt,
      updatedAt: chats.updatedAt,
    })
    .from(chats)
    .where(inScope(userId, scope))
    .orderBy(desc(chats.updatedAt), desc(chats.createdAt))
    .limit(CHAT_HISTORY_LIMIT);
}

/** Deletes the user's chat (its messages go with it); false when there was none. */
export async function deleteOwnedChat(db: Db, chatId: string, userId: string, scope: ChatScope) {
  const rows = await db
    .delete(chats)
    .where(and(eq(chats.id, chatId), inScope(userId, scope)))
    .returning({ id: chats.id });
  return rows.length > 0;
}
