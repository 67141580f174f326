import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../adapters/testing/openai-test-server';
import {
  createChatTestContext,
  parseEvents,
  SCOPE,
  type ChatTestContext,
  type ChatTestUser,
} from './testing/chat-test-kit';

/** The model's structured answer for "3 rooms in Vake, quiet": what a good model would say. */
const goodTurn = (vakeId: number) => ({
  filters: { ...EMPTY_FILTER, minRooms: 3, maxRooms: 3, districtId: vakeId, districtName: 'Vake' },
  wishes: [{ key: 'quiet', weight: 1 }],
  otherScope: null,
});

describe('chat with an OpenAI-compatible model (LLM_*)', () => {
  let server: OpenAiTestServer;
  let context: ChatTestContext;
  let user: ChatTestUser;

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    context = await createChatTestContext({
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'chat-model',
      LLM_TIMEOUT_MS: '300',
    });
    user = await context.signUp('llm@example.ge');
    const { build, fixtures } = context;
    await context.insertListings(context.db, [
      build({ rooms: 3, districtId: fixtures.vakeId }),
      build({ rooms: 3, districtId: fixtures.vakeId }),
      build({ rooms: 2, districtId: fixtures.saburtaloId }),
    ]);
  });
  beforeEach(() => server.reset());
  afterAll(async () => {
    await context.kit.close();
    await server.close();
  });

  const chatRequests = () => server.requests.filter((request) => request.path === '/v1/chat/completions');

  it('takes the filters from the structured output and the reply from the model', async () => {
    server.answerChat(
      { json: goodTurn(context.fixtures.vakeId) },
      { content: 'Two quiet 3-room flats in Vake.' },
    );
    const answer = await context.send(user, 'something calm with three rooms around vake');
    expect(answer).toMatchObject({
      source: 'llm',
      matchCount: 2,
      refreshProperties: true,
      filters: {
        ...EMPTY_FILTER,
        minRooms: 3,
        maxRooms: 3,
        districtId: context.fixtures.vakeId,
        districtName: 'Vake',
      },
      wishes: [{ key: 'quiet', weight: 1 }],
    });
    expect(answer.messages.at(-1)!.message).toBe('Two quiet 3-room flats in Vake.');
    const [extraction, reply] = chatRequests();
    expect(extraction!.body.response_format).toMatchObject({ type: 'json_schema' });
    const system = (extraction!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain(`${context.fixtures.vakeId}: Vake / ვაკე / Ваке`);
    expect(reply!.body.stream).toBe(true);
    expect((reply!.body.messages as { content: string }[])[0]!.content).toContain('Matching listings: 2');
  });

  it('never keeps a district the city does not have, nor fields the page does not have', async () => {
    server.answerChat(
      {
        json: {
          filters: { ...EMPTY_FILTER, districtId: 9999, districtName: 'Atlantis', minNumberOfFloors: 2 },
          wishes: [],
          otherScope: null,
        },
      },
      { content: 'All right.' },
    );
    const answer = await context.send(user, 'in atlantis, two storeys');
    expect(answer.filters).toEqual(EMPTY_FILTER);
  });

  it.each([
    ['answers that are not JSON', { content: 'Sure! 3 rooms in Vake.' }],
    ['answers outside the schema', { json: { filters: { minRooms: -3 }, wishes: 'quiet' } }],
    ['a server error', { status: 500 }],
    ['a time-out', { delayMs: 2000 }],
  ] as const)(
    'falls back to the built-in assistant on %s, and the visitor still gets an answer',
    async (_, failure) => {
      server.answerChat(failure, { status: 503 });
      const started = performance.now();
      const answer = await context.send(user, '3 rooms in Vake, quiet please');
      expect(performance.now() - started).toBeLessThan(1500);
      expect(answer).toMatchObject({
        source: 'builtin',
        matchCount: 2,
        filters: { minRooms: 3, maxRooms: 3, districtId: context.fixtures.vakeId, districtName: 'Vake' },
      });
      expect(answer.wishes.map((wish) => wish.key)).toEqual(['quiet']);
      expect(answer.messages.at(-1)!.message).toMatch(/Vake/);
      expect(answer.messages.at(-1)!.message).toMatch(/\b2\b/);
    },
  );

  it('streams the turn as server-sent events: accepted, filters, the reply in pieces, done', async () => {
    server.answerChat(
      { json: goodTurn(context.fixtures.vakeId) },
      { content: 'Two quiet flats in Vake match.' },
    );
    const response = await context.call(
      'POST',
      '/api/Chat',
      user,
      { ...SCOPE, message: 'quiet 3 rooms in vake' },
      { accept: 'text/event-stream' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const events = parseEvents(response.body);
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('accepted');
    expect(types[1]).toBe('filters');
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThan(1);
    expect(types.at(-1)).toBe('done');
    const text = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(text).toBe('Two quiet flats in Vake match.');
    const done = events.at(-1) as { type: 'done'; response: ChatResponse };
    expect(done.response.messages.at(-1)!.message).toBe(text);
    expect(events[1]).toMatchObject({ refreshProperties: true, matchCount: 2 });
  });

  it('replaces a reply the model abandons mid-stream with the built-in one (reset event)', async () => {
    server.answerChat({ json: goodTurn(context.fixtures.vakeId) }, { stallStream: 'Two qu', stallMs: 2000 });
    const response = await context.call(
      'POST',
      '/api/Chat',
      user,
      { ...SCOPE, message: 'quiet 3 rooms in vake' },
      { accept: 'text/event-stream' },
    );
    const events = parseEvents(response.body);
    const resetAt = events.findIndex((event) => event.type === 'reset');
    expect(resetAt).toBeGreaterThan(1);
    const after = events
      .slice(resetAt)
      .flatMap((event) => (event.type === 'delta' ? [event.text] : []))
      .join('');
    const done = events.at(-1) as { type: 'done'; response: ChatResponse };
    expect(done.response.messages.at(-1)!.message).toBe(after);
    expect(after).toMatch(/Vake/);
  });

  it('a follow-up gives the model the conversation so far', async () => {
    server.answerChat({ json: goodTurn(context.fixtures.vakeId) }, { content: 'Found two.' });
    const first = await context.send(user, 'quiet 3 rooms in vake');
    server.reset();
    server.answerChat(
      {
        json: {
          ...goodTurn(context.fixtures.vakeId),
          filters: { ...goodTurn(context.fixtures.vakeId).filters, maxPrice: 90_000, currency: 'USD' },
        },
      },
      { content: 'Under $90,000 now.' },
    );
    const second = await context.send(user, 'cheaper, below 90k', { chatId: first.id });
    expect(second.filters).toMatchObject({ minRooms: 3, maxPrice: 90_000 });
    const messages = chatRequests()[0]!.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('quiet 3 rooms in vake');
    expect(messages[0]!.content).toContain('"minRooms":3');
  });
});
