import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { Chat, ChatHistory, ChatResponse } from '@sakhli/shared/schemas/chat';
import {
  createChatTestContext,
  parseEvents,
  SCOPE,
  type ChatTestContext,
  type ChatTestUser,
} from './testing/chat-test-kit';

const SCOPE_PATH = '/api/Chat/Tbilisi/Sale/Apartment';

describe('/api/Chat', () => {
  let context: ChatTestContext;
  let alice: ChatTestUser;
  let bob: ChatTestUser;

  beforeAll(async () => {
    context = await createChatTestContext();
    alice = await context.signUp('alice@example.ge');
    bob = await context.signUp('bob@example.ge');
    const { build, fixtures } = context;
    await context.insertListings(context.db, [
      build({ price: 120_000, rooms: 2, districtId: fixtures.vakeId }),
      build({ price: 140_000, rooms: 2, districtId: fixtures.vakeId }),
      build({ price: 260_000, rooms: 2, districtId: fixtures.vakeId }),
      build({ price: 90_000, rooms: 3, districtId: fixtures.saburtaloId }),
      build({ price: 95_000, rooms: 2, districtId: fixtures.saburtaloId }),
    ]);
  });
  afterAll(() => context.kit.close());

  it('answers 401 to guests on every chat endpoint', async () => {
    for (const [method, url, payload] of [
      ['GET', SCOPE_PATH, undefined],
      ['GET', `${SCOPE_PATH}/anything`, undefined],
      ['GET', '/api/Chat/history?city=Tbilisi&listingType=Sale&propertyType=Apartment', undefined],
      ['POST', '/api/Chat', { ...SCOPE, message: 'hello' }],
      ['DELETE', '/api/Chat', { ...SCOPE, chatId: '8b0d7a52-1c1f-4c3e-9a9b-0c2d4e6f8a1b' }],
    ] as const) {
      const response = await context.call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers 404 CHAT_NOT_FOUND before the first message (an empty chat, not an error)', async () => {
    const response = await context.call('GET', SCOPE_PATH, alice);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    const history = await context.call(
      'GET',
      '/api/Chat/history?city=Tbilisi&listingType=Sale&propertyType=Apartment',
      alice,
    );
    expect(history.json()).toEqual({ chats: [] });
  });

  it('starts a chat with the first message: stored, understood, counted, with the reply', async () => {
    const answer = await context.send(alice, '2 rooms in Vake under 150k');
    expect(ChatResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      language: 'en',
      refreshProperties: true,
      matchCount: 2,
      otherScope: null,
      source: 'builtin',
      remainingMessages: 49,
      filters: {
        ...EMPTY_FILTER,
        minRooms: 2,
        maxRooms: 2,
        maxPrice: 150_000,
        currency: 'USD',
        districtId: context.fixtures.vakeId,
        districtName: 'Vake',
      },
    });
    expect(answer.messages.map((message) => message.sender)).toEqual(['User', 'Assistant']);
    expect(answer.messages[0]!.message).toBe('2 rooms in Vake under 150k');
    expect(answer.messages[1]!.message).toMatch(/Vake/);
    expect(answer.messages[1]!.message).toMatch(/\b2\b/);
    expect(Date.parse(answer.messages[0]!.timestamp)).not.toBeNaN();

    const loaded = await context.call('GET', SCOPE_PATH, alice);
    expect(loaded.statusCode).toBe(200);
    const chat = Chat.parse(loaded.json());
    expect(chat).toEqual({
      id: answer.id,
      language: 'en',
      messages: answer.messages,
      filters: answer.filters,
      wishes: [],
      remainingMessages: 49,
    });
    // The extra segment is unused unless it is a chat id.
    expect((await context.call('GET', `${SCOPE_PATH}/whatever`, alice)).json()).toEqual(chat);
    // The chat's filters are the filter object of GET /api/Filter/…/{chatId}.
    const filters = await context.call('GET', `/api/Filter/Tbilisi/Sale/Apartment/${answer.id}`, alice);
    expect(filters.statusCode).toBe(200);
    expect(filters.json()).toEqual(answer.filters);
  });

  it('continues the chat: a follow-up refines the filters, a message that changes nothing does not refresh', async () => {
    const first = await context.send(bob, 'apartment in Vake under 300k');
    expect(first.matchCount).toBe(3);
    const cheaper = await context.send(bob, 'under 150k please', { chatId: first.id });
    expect(cheaper).toMatchObject({ id: first.id, refreshProperties: true, matchCount: 2 });
    expect(cheaper.filters).toMatchObject({ districtId: context.fixtures.vakeId, maxPrice: 150_000 });
    const withWish = await context.send(bob, 'with a balcony would be great', { chatId: first.id });
    expect(withWish.refreshProperties).toBe(true);
    expect(withWish.wishes.map((wish) => wish.key)).toEqual(['balcony']);
    const nothing = await context.send(bob, 'thanks!', { chatId: first.id });
    expect(nothing.refreshProperties).toBe(false);
    expect(nothing.filters).toEqual(withWish.filters);
    expect(nothing.messages).toHaveLength(8);
    expect(nothing.remainingMessages).toBe(46);
    const anywhere = await context.send(bob, 'forget the district', { chatId: first.id });
    expect(anywhere.filters).toMatchObject({ districtId: null, districtName: null, maxPrice: 150_000 });
    expect(anywhere.matchCount).toBe(4);
  });

  it('replies in the language of the request and offers the other page with its address', async () => {
    const ka = await context.send(alice, 'ვაკეში 2 ოთახიანი ბინა', { language: 'ka' });
    expect(ka.language).toBe('ka');
    expect(ka.filters.districtName).toBe('ვაკე');
    expect(ka.messages[1]!.message).toMatch(/[\u10D0-\u10FF]/);
    const ru = await context.send(alice, 'хочу снять двушку в Сабуртало', { language: 'ru' });
    expect(ru.messages[1]!.message).toMatch(/[а-я]/i);
    expect(ru.otherScope).toEqual({
      listingType: 'Rent',
      propertyType: 'Apartment',
      path: '/?listingType=Rent&propertyType=Apartment',
    });
    // The current chat is the latest of the request's language; History lists every language.
    const current = await context.call('GET', SCOPE_PATH, alice, undefined, { 'accept-language': 'ka-GE' });
    expect(current.json<{ id: string }>().id).toBe(ka.id);
    const history = await context.call(
      'GET',
      '/api/Chat/history?city=tbilisi&listingType=Sale&propertyType=Apartment',
      alice,
    );
    const list = ChatHistory.parse(history.json());
    expect(list.chats.map((chat) => [chat.id, chat.language, chat.title, chat.messageCount])).toEqual([
      [ru.id, 'ru', 'хочу снять двушку в Сабуртало', 2],
      [ka.id, 'ka', 'ვაკეში 2 ოთახიანი ბინა', 2],
      [expect.any(String), 'en', '2 rooms in Vake under 150k', 2],
    ]);
    // A chat from History opens by its id.
    const opened = await context.call('GET', `${SCOPE_PATH}/${ka.id}`, alice);
    expect(opened.json<{ id: string }>().id).toBe(ka.id);
  });

  it("keeps chats apart: another user's chat, or a chat of another page, is not found", async () => {
    const chat = await context.send(alice, 'in Saburtalo');
    const asBob = await context.call('POST', '/api/Chat', bob, { ...SCOPE, chatId: chat.id, message: 'hi' });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    expect((await context.call('GET', `${SCOPE_PATH}/${chat.id}`, bob)).statusCode).toBe(404);
    expect((await context.call('GET', `/api/Filter/Tbilisi/Sale/Apartment/${chat.id}`, bob)).statusCode).toBe(
      404,
    );
    const otherPage = await context.call('POST', '/api/Chat', alice, {
      ...SCOPE,
      listingType: 'Rent',
      chatId: chat.id,
      message: 'hi',
    });
    expect(otherPage.statusCode).toBe(404);
    const deleteAsBob = await context.call('DELETE', '/api/Chat', bob, { ...SCOPE, chatId: chat.id });
    expect(deleteAsBob.statusCode).toBe(404);
  });

  it('deletes a chat with its messages (clear chat); the page then has no chat in that language', async () => {
    const user = await context.signUp('clear@example.ge');
    const chat = await context.send(user, 'two rooms');
    const removed = await context.call('DELETE', '/api/Chat', user, { ...SCOPE, chatId: chat.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await context.call('GET', SCOPE_PATH, user)).statusCode).toBe(404);
    expect(
      (await context.call('GET', `/api/Filter/Tbilisi/Sale/Apartment/${chat.id}`, user)).statusCode,
    ).toBe(404);
    const again = await context.call('DELETE', '/api/Chat', user, { ...SCOPE, chatId: chat.id });
    expect(again.statusCode).toBe(404);
    // A new message starts afresh.
    const fresh = await context.send(user, 'in Vake');
    expect(fresh.id).not.toBe(chat.id);
    expect(fresh.filters.minRooms).toBeNull();
  });

  it('rejects bad requests naming the field: empty or too long messages, bad ids and scopes', async () => {
    const cases: [object, string][] = [
      [{ ...SCOPE, message: '   ' }, 'message'],
      [{ ...SCOPE, message: 'x'.repeat(2001) }, 'message'],
      [{ ...SCOPE }, 'message'],
      [{ ...SCOPE, message: 'hi', chatId: 'not-a-uuid' }, 'chatId'],
      [{ ...SCOPE, message: 'hi', city: 'Paris' }, 'city'],
      [{ ...SCOPE, message: 'hi', propertyType: 'Land' }, 'propertyType'],
    ];
    for (const [payload, field] of cases) {
      const response = await context.call('POST', '/api/Chat', alice, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { [field]: expect.any(Array) as unknown },
      });
    }
    const long = await context.send(alice, `3 rooms ${'x'.repeat(1990)}`);
    expect(long.messages[0]!.message).toHaveLength(1998);
    const badDelete = await context.call('DELETE', '/api/Chat', alice, { ...SCOPE, chatId: 'nope' });
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json()).toMatchObject({ errors: { chatId: expect.any(Array) as unknown } });
  });

  it('streams the built-in turn as server-sent events; refusals before the stream stay JSON errors', async () => {
    const stream = { accept: 'text/event-stream' };
    const response = await context.call(
      'POST',
      '/api/Chat',
      alice,
      { ...SCOPE, message: '2 rooms in Vake' },
      stream,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const events = parseEvents(response.body);
    expect(events.map((event) => event.type)).toEqual(['accepted', 'filters', 'delta', 'done']);
    const [accepted, , delta, done] = events as [
      { chatId: string; message: { message: string } },
      unknown,
      { text: string },
      { response: ChatResponse },
    ];
    expect(accepted.message.message).toBe('2 rooms in Vake');
    expect(done.response.id).toBe(accepted.chatId);
    expect(done.response.messages.at(-1)!.message).toBe(delta.text);
    const missing = await context.call(
      'POST',
      '/api/Chat',
      alice,
      { ...SCOPE, chatId: '8b0d7a52-1c1f-4c3e-9a9b-0c2d4e6f8a1b', message: 'hi' },
      stream,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
  });
});
