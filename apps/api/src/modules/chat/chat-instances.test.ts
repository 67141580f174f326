import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import type { Chat, ChatResponse } from '@sakhli/shared/schemas/chat';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../adapters/testing/openai-test-server';
import { chats } from '../../db/schema/index';
import { createTestInstances } from '../../test/test-app';
import { insertSearchFixtures, type SearchFixtures } from '../properties/test-fixtures';
import { SCOPE } from './testing/chat-test-kit';

type Instances = Awaited<ReturnType<typeof createTestInstances>>;

describe('one chat answered by two instances at once', () => {
  let instances: Instances;
  let fixtures: SearchFixtures;
  let token: string;
  let server: OpenAiTestServer;
  beforeAll(async () => {
    // A model that answers slowly, so turns overlap (its answers are no filters: the built-in assistant's
    // understanding is kept, which makes the expected state plain).
    server = await startOpenAiTestServer();
    instances = await createTestInstances(2, {
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'chat-model',
    });
    fixtures = await insertSearchFixtures(instances.db);
    const signUp = await instances.apps[0]!.inject({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { email: 'two-tabs@example.ge', password: 'Correct horse 1' },
    });
    token = signUp.json<AuthResponse>().accessToken ?? '';
  });
  afterAll(async () => {
    await instances.close();
    await server.close();
  });

  const send = async (instance: number, message: string, chatId?: string) => {
    const response = await instances.apps[instance]!.inject({
      method: 'POST',
      url: '/api/Chat',
      payload: { ...SCOPE, message, chatId },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatResponse>();
  };

  it('runs the turns one after another: each continues from the state the previous one stored', async () => {
    const { id } = await send(0, 'an apartment please');
    server.answerChat(...Array.from({ length: 8 }, () => ({ delayMs: 100 })));
    await Promise.all([send(0, '2 rooms', id), send(1, 'in Vake', id)]);
    await Promise.all([send(1, 'under 150k', id), send(0, 'with a balcony would be great', id)]);

    const loaded = await instances.apps[1]!.inject({
      method: 'GET',
      url: `/api/Chat/Tbilisi/Sale/Apartment/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const chat = loaded.json<Chat>();
    expect(chat.filters).toMatchObject({
      minRooms: 2,
      districtId: fixtures.vakeId,
      maxPrice: 150_000,
    });
    expect(chat.wishes.map((wish) => wish.key)).toEqual(['balcony']);
    // Every message has its reply right after it: no turn started before the previous one ended.
    expect(chat.messages.map((message) => message.sender)).toEqual(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? 'User' : 'Assistant')),
    );
  });

  it('waits for a turn whose instance died only until its lease ends', async () => {
    const { id } = await send(0, 'a flat in Saburtalo');
    await instances.db
      .update(chats)
      .set({ turnHolder: randomUUID(), turnUntil: sql`now() + interval '1 second'` })
      .where(eq(chats.id, id));
    const started = performance.now();
    const answer = await send(1, '3 rooms', id);
    expect(performance.now() - started).toBeGreaterThan(500);
    expect(answer.filters).toMatchObject({ minRooms: 3, districtId: fixtures.saburtaloId });
    const [row] = await instances.db.select({ holder: chats.turnHolder }).from(chats).where(eq(chats.id, id));
    expect(row!.holder).toBeNull();
  });
});
