import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_DAY } from '@sakhli/shared/constants';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import { buildApp } from '../../app';
import { createMailer } from '../../adapters/mailer';
import { createLocalStorage } from '../../adapters/storage';
import { loadConfig } from '../../config';
import { chatMessages, chats } from '../../db/schema/index';
import {
  createChatTestContext,
  SCOPE,
  type ChatTestContext,
  type ChatTestUser,
} from './testing/chat-test-kit';

const DAILY_LIMIT_REACHED = { message: 'Daily message limit reached', code: 'CHAT_DAILY_LIMIT' };

/** A clock the test moves (the app's day is a calendar day in Tbilisi, UTC+4). */
function testClock(start: string) {
  let now = new Date(start);
  return { read: () => now, set: (instant: string) => void (now = new Date(instant)) };
}

const newChatMessage = (context: ChatTestContext, user: ChatTestUser, message: string) =>
  context.call('POST', '/api/Chat', user, { ...SCOPE, message });

async function userMessagesOf(context: ChatTestContext, user: ChatTestUser) {
  const rows = await context.db
    .select({ sender: chatMessages.sender })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chats.userId, user.id));
  return rows.filter((row) => row.sender === 'User').length;
}

describe('CHAT_USER_DAILY_LIMIT (200 by default): messages per user and Tbilisi day over all chats', () => {
  // 23:00 in Tbilisi on 10 March; Tbilisi's midnight is 20:00 UTC, still 10 March in UTC.
  const clock = testClock('2026-03-10T19:00:00Z');
  let context: ChatTestContext;
  beforeAll(async () => {
    context = await createChatTestContext({}, { clock: clock.read });
  });
  afterAll(() => context.kit.close());

  it('is 200 unless set, and must be a whole number of messages', () => {
    expect(loadConfig({}).chatUserDailyLimit).toBe(200);
    expect(loadConfig({ CHAT_USER_DAILY_LIMIT: '30' }).chatUserDailyLimit).toBe(30);
    expect(() => loadConfig({ CHAT_USER_DAILY_LIMIT: 'many' })).toThrow(
      /CHAT_USER_DAILY_LIMIT: must be a whole number of messages/,
    );
    expect(() => loadConfig({ CHAT_USER_DAILY_LIMIT: '0' })).toThrow(
      /CHAT_USER_DAILY_LIMIT: must be at least 1/,
    );
  });

  it('refuses the 201st message of the day, however many chats it is spread over; the next Tbilisi day opens again', async () => {
    const user = await context.signUp('many-chats@example.ge');
    // Four chats used to their own limit (4 × 50 = 200), the first messages a few at a time.
    const firsts = await Promise.all(
      Array.from({ length: 4 }, (_, index) => context.send(user, `${index + 2} rooms`)),
    );
    for (let round = 1; round < CHAT_MESSAGES_PER_DAY; round += 1) {
      await Promise.all(firsts.map((chat) => context.send(user, `floor ${round}`, { chatId: chat.id })));
    }
    expect(await userMessagesOf(context, user)).toBe(200);

    // A new chat per message was the way around the per-chat limit: the 201st is refused until midnight.
    const refused = await newChatMessage(context, user, 'one more, in a new chat');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(DAILY_LIMIT_REACHED);
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(await userMessagesOf(context, user)).toBe(200);

    // Another user is not affected.
    const other = await context.signUp('other@example.ge');
    expect((await context.send(other, 'two rooms')).remainingMessages).toBe(CHAT_MESSAGES_PER_DAY - 1);

    // Midnight in Tbilisi (still the same day in UTC): the user and each chat count from zero.
    clock.set('2026-03-10T20:00:00Z');
    const nextDay = await context.send(user, 'in Vake', { chatId: firsts[0]!.id });
    expect(nextDay.remainingMessages).toBe(CHAT_MESSAGES_PER_DAY - 1);
    expect((await newChatMessage(context, user, 'a new chat')).statusCode).toBe(200);
  }, 90_000);

  it('sends Retry-After until the end of the Tbilisi day for the per-chat limit too', async () => {
    clock.set('2026-03-11T19:30:00Z');
    const user = await context.signUp('one-chat@example.ge');
    const chat = await context.send(user, 'two rooms');
    for (let sent = 1; sent < CHAT_MESSAGES_PER_DAY; sent += 1) {
      await context.send(user, `floor ${sent}`, { chatId: chat.id });
    }
    const refused = await context.call('POST', '/api/Chat', user, {
      ...SCOPE,
      chatId: chat.id,
      message: 'x',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('CHAT_MESSAGE_LIMIT');
    expect(refused.headers['retry-after']).toBe(String(30 * 60));
  });
});

describe('CHAT_USER_DAILY_LIMIT under load, after deletes and across app instances', () => {
  const LIMIT = 10;
  let context: ChatTestContext;
  beforeAll(async () => {
    context = await createChatTestContext({ CHAT_USER_DAILY_LIMIT: String(LIMIT) });
  });
  afterAll(() => context.kit.close());

  it('lets exactly the allowed number through when many messages arrive at once at the limit', async () => {
    const user = await context.signUp('burst@example.ge');
    const first = await context.send(user, 'two rooms');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0
          ? newChatMessage(context, user, `new chat ${index}`)
          : context.call('POST', '/api/Chat', user, {
              ...SCOPE,
              chatId: first.id,
              message: `floor ${index}`,
            }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (LIMIT - 1));
    for (const response of responses.filter((refused) => refused.statusCode === 429)) {
      expect(response.json()).toEqual(DAILY_LIMIT_REACHED);
    }
    expect(await userMessagesOf(context, user)).toBe(LIMIT);
    // A refused message took nothing from its chat's own count.
    const chat = await context.call('GET', `/api/Chat/Tbilisi/Sale/Apartment/${first.id}`, user);
    const sentToFirst =
      1 + responses.filter((response, index) => index % 2 === 1 && response.statusCode === 200).length;
    expect(chat.json<ChatResponse>().remainingMessages).toBe(CHAT_MESSAGES_PER_DAY - sentToFirst);
  });

  it('keeps counting when the chats are deleted and when another app instance answers', async () => {
    const user = await context.signUp('deleter@example.ge');
    for (let sent = 0; sent < LIMIT; sent += 1) {
      const chat = await context.send(user, `${sent + 1} rooms`);
      const deleted = await context.call('DELETE', '/api/Chat', user, { ...SCOPE, chatId: chat.id });
      expect(deleted.statusCode).toBe(200);
    }
    expect((await newChatMessage(context, user, 'after deleting')).json()).toEqual(DAILY_LIMIT_REACHED);

    // A second app on the same database (a restart, or another instance) knows the count.
    const { config, database } = context.kit.context;
    const mailer = createMailer(config);
    const second = await buildApp(config, {
      database,
      storage: createLocalStorage(`${config.dataDir}/media`),
      mailer,
    });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/api/Chat',
        payload: { ...SCOPE, message: 'from another instance' },
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(DAILY_LIMIT_REACHED);
    } finally {
      await second.close();
      mailer.close();
    }
  });
});
