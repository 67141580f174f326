import type { ChatMessage, ChatResponse, ChatStreamEvent } from '@sakhli/shared/schemas/chat';
import { emptyFilter } from '@sakhli/shared/rules/filter-fields';
import { vi } from 'vitest';

export const CHAT_ID = '4a0c9a8e-5b1d-4f7e-9c3a-2f6d8e1b0a11';
/** Where the English Sale/Apartment chat of Tbilisi keeps its id. */
export const CHAT_KEY = 'sakhli_chat_id_tbilisi_sale_apartment_en';

export const message = (id: number, sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id,
  message: text,
  timestamp: '2026-11-24T10:15:00.000Z',
  sender,
});

export function chatResponse(messages: ChatMessage[], change: Partial<ChatResponse> = {}): ChatResponse {
  return {
    id: CHAT_ID,
    language: 'en',
    messages,
    filters: { ...emptyFilter(), minRooms: 2, maxRooms: 2 },
    wishes: [],
    remainingMessages: 48,
    refreshProperties: true,
    matchCount: 12,
    otherScope: null,
    source: 'builtin',
    ...change,
  };
}

/** A text/event-stream answer of these events, in the server's format. */
export function streamOf(events: ChatStreamEvent[]): Response {
  const text = events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Two pieces, as a network might deliver them.
      controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
      controller.enqueue(bytes.slice(Math.floor(bytes.length / 2)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

/** The whole stream of a successful turn: accepted, filters, the reply in two pieces, done. */
export function turnStream(user: ChatMessage, reply: ChatMessage, previous: ChatMessage[] = []): Response {
  const response = chatResponse([...previous, user, reply]);
  const half = Math.ceil(reply.message.length / 2);
  return streamOf([
    { type: 'accepted', chatId: CHAT_ID, message: user },
    {
      type: 'filters',
      filters: response.filters,
      wishes: [],
      refreshProperties: true,
      matchCount: 12,
      otherScope: null,
    },
    { type: 'delta', text: reply.message.slice(0, half) },
    { type: 'delta', text: reply.message.slice(half) },
    { type: 'done', response },
  ]);
}

export interface SeenRequest {
  method: string;
  path: string;
  accept: string | null;
  body: unknown;
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** Replaces fetch: the health check answers 200; every other call goes to `handler` (404 when it has none). */
export function stubChatServer(handler: (request: SeenRequest) => Answer | undefined) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/health') return Response.json({ status: 'ok' });
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url,
      accept: new Headers(init.headers).get('Accept'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = handler(request);
    if (answer === undefined)
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    return typeof answer === 'function' ? answer() : answer;
  });
  return requests;
}
