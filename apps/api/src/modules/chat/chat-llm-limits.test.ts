import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import {
  startOpenAiTestServer,
  type OpenAiTestServer,
  type RecordedRequest,
} from '../../adapters/testing/openai-test-server';
import { chatMessages } from '../../db/schema/index';
import {
  createChatTestContext,
  parseEvents,
  SCOPE,
  type ChatTestContext,
  type ChatTestUser,
} from './testing/chat-test-kit';

const noFilters = { filters: EMPTY_FILTER, wishes: [], otherScope: null };

/** How the model's request ended within `withinMs`: aborted by our side, finished, or still open. */
const endingOf = (request: RecordedRequest, withinMs: number) =>
  Promise.race([
    request.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), withinMs)),
  ]);

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('chat with a model: the reply is capped, and abandoned when the client goes away', () => {
  let server: OpenAiTestServer;
  let context: ChatTestContext;
  let user: ChatTestUser;
  let port: number;

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    // The model's stalls below last longer than the time limit: only the client's leaving ends them early.
    context = await createChatTestContext({
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'chat-model',
      LLM_TIMEOUT_MS: '3000',
      LLM_MAX_TOKENS: '40',
    });
    user = await context.signUp('leaver@example.ge');
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
  });
  beforeEach(() => server.reset());
  afterAll(async () => {
    await context.kit.close();
    await server.close();
  });

  /** POST /api/Chat over a real socket; `response` once the headers arrive, `hangUp` closes the socket. */
  function sendOverSocket(message: string, accept: string, chatId?: string) {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/Chat',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        accept,
        'accept-language': 'en-US',
      },
    });
    request.on('error', () => undefined);
    request.end(JSON.stringify({ ...SCOPE, message, ...(chatId ? { chatId } : {}) }));
    const response = once(request, 'response').then(([answer]) => answer as IncomingMessage);
    // Hanging up before the answer rejects it; a test that hangs up early does not wait for it.
    response.catch(() => undefined);
    return { response, hangUp: () => request.destroy() };
  }

  const messagesOf = (chatId: string) =>
    context.db
      .select({ sender: chatMessages.sender, message: chatMessages.message })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(chatMessages.id);

  it('cuts a reply that goes on past LLM_MAX_TOKENS and keeps the built-in reply instead', async () => {
    server.answerChat({ json: noFilters }, { content: 'word '.repeat(1000) });
    const response = await context.call(
      'POST',
      '/api/Chat',
      user,
      { ...SCOPE, message: 'two rooms' },
      { accept: 'text/event-stream' },
    );
    const events = parseEvents(response.body);
    const resetAt = events.findIndex((event) => event.type === 'reset');
    expect(resetAt).toBeGreaterThan(0);
    const streamed = events
      .slice(0, resetAt)
      .flatMap((event) => (event.type === 'delta' ? [event.text] : []))
      .join('');
    expect(streamed.length).toBeLessThanOrEqual(40 * 4);
    const done = events.at(-1) as { type: 'done'; response: ChatResponse };
    const stored = done.response.messages.at(-1)!;
    expect(stored.sender).toBe('Assistant');
    expect(stored.message).not.toContain('word');
    expect(server.requests.map((request) => request.body.max_tokens)).toEqual([40, 40]);
    expect(await endingOf(server.requests[1]!, 1500)).toBe('aborted');
  });

  it('aborts the model request when the client hangs up mid-reply, and stores no reply', async () => {
    server.answerChat({ json: noFilters }, { stallStream: 'Two quiet', stallMs: 10_000 });
    const turn = sendOverSocket('quiet flats please', 'text/event-stream');
    const response = await turn.response;
    let received = '';
    for await (const chunk of response) {
      received += String(chunk);
      if (received.includes('event: delta')) break;
    }
    const chatId = /"chatId":"([^"]+)"/.exec(received)![1]!;
    turn.hangUp();

    const reply = server.requests[1]!;
    expect(reply.body.stream).toBe(true);
    expect(await endingOf(reply, 1500)).toBe('aborted');

    // The next turn of the chat starts once the abandoned one has ended: it left no reply behind.
    server.answerChat({ json: noFilters }, { content: 'Here they are.' });
    const next = await context.send(user, 'and with a balcony', { chatId });
    expect(next.messages.map((message) => message.sender)).toEqual(['User', 'User', 'Assistant']);
    expect((await messagesOf(chatId)).map((message) => message.message)).toEqual([
      'quiet flats please',
      'and with a balcony',
      'Here they are.',
    ]);
    expect(server.requests).toHaveLength(4);
  });

  it('aborts the model request when the client of a JSON turn hangs up, and asks the model nothing more', async () => {
    const first = await context.send(user, 'two rooms');
    server.reset();
    server.answerChat({ delayMs: 10_000, then: { json: noFilters } });
    const turn = sendOverSocket('in Vake', 'application/json', first.id);
    await until(() => server.requests.length === 1);
    turn.hangUp();

    expect(await endingOf(server.requests[0]!, 1500)).toBe('aborted');
    server.answerChat({ json: noFilters }, { content: 'Still two rooms.' });
    const next: ChatResponse = await context.send(user, 'anything else?', { chatId: first.id });
    // The abandoned turn asked for no reply: after its extraction came the next turn's two requests.
    expect(server.requests.map((request) => request.body.stream ?? false)).toEqual([false, false, true]);
    expect(next.messages.map((message) => message.sender)).toEqual([
      'User',
      'Assistant',
      'User',
      'User',
      'Assistant',
    ]);
  });
});
