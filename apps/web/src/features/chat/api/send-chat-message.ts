import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@sakhli/shared/schemas/chat';
import { apiErrorOf, standardHeaders, withSessionToken } from '@/lib/api-client';
import { readServerSentEvents } from './server-sent-events';

/** The server failed after the stream started (its `error` event); the message itself is stored. */
export class ChatStreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The stream ended without the reply (the connection dropped mid-answer). */
export class NoResponseError extends Error {}

/** Opens the answer stream; refusals (400, 401, 404, 429) come before it as JSON errors. */
function openChatStream(request: ChatRequest, signal?: AbortSignal): Promise<Response> {
  return withSessionToken(async (accessToken) => {
    const response = await fetch('/api/Chat', {
      method: 'POST',
      headers: {
        ...standardHeaders(accessToken),
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(request),
      signal,
    });
    if (response.ok) return response;
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy's HTML error page: the status says it all.
    }
    throw apiErrorOf(response, data);
  });
}

/**
 * POST /api/Chat as a stream (decision 013): `onEvent` sees the accepted message, the changed filters as soon as
 * they are known, the reply piece by piece, and the whole answer last, which is also returned. A server that
 * answers in one piece (JSON) gives just the last event.
 */
export async function sendChatMessage(
  request: ChatRequest,
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const response = await openChatStream(request, signal);
  if (!response.body || !response.headers.get('Content-Type')?.includes('text/event-stream')) {
    const answer = (await response.json()) as ChatResponse;
    onEvent({ type: 'done', response: answer });
    return answer;
  }
  for await (const { event, data } of readServerSentEvents(response.body)) {
    const parsed = { type: event, ...(JSON.parse(data) as object) } as ChatStreamEvent;
    onEvent(parsed);
    if (parsed.type === 'done') return parsed.response;
    if (parsed.type === 'error') throw new ChatStreamError(parsed.code, parsed.message);
  }
  throw new NoResponseError('No response received');
}
