import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_DAY } from '@sakhli/shared/constants';
import { chatMessages, chats } from '../../db/schema/index';
import { createChatTestContext, SCOPE, type ChatTestContext } from './testing/chat-test-kit';

describe('chat message limit', () => {
  let context: ChatTestContext;
  beforeAll(async () => {
    context = await createChatTestContext();
  });
  afterAll(() => context.kit.close());

  it(`accepts exactly ${CHAT_MESSAGES_PER_DAY} messages a day per chat however many arrive at once; 429 with Retry-After after`, async () => {
    const user = await context.signUp('busy@example.ge');
    const first = await context.send(user, 'two rooms');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        context.call('POST', '/api/Chat', user, {
          ...SCOPE,
          chatId: first.id,
          message: `floor ${index + 1}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_MESSAGES_PER_DAY - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - (CHAT_MESSAGES_PER_DAY - 1));
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Message limit reached', code: 'CHAT_MESSAGE_LIMIT' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);

    const stored = await context.db.select().from(chatMessages).where(eq(chatMessages.chatId, first.id));
    expect(stored.filter((message) => message.sender === 'User')).toHaveLength(CHAT_MESSAGES_PER_DAY);
    expect(stored.filter((message) => message.sender === 'Assistant')).toHaveLength(CHAT_MESSAGES_PER_DAY);
    const chat = await context.call('GET', '/api/Chat/Tbilisi/Sale/Apartment', user);
    expect(chat.json()).toMatchObject({ remainingMessages: 0 });

    // Another chat has its own count; the next day the count starts again.
    expect((await context.send(user, 'three rooms')).remainingMessages).toBe(CHAT_MESSAGES_PER_DAY - 1);
    await context.db.update(chats).set({ countedDay: '2020-01-01' }).where(eq(chats.id, first.id));
    const nextDay = await context.send(user, 'in Vake', { chatId: first.id });
    expect(nextDay.remainingMessages).toBe(CHAT_MESSAGES_PER_DAY - 1);
  });
});
