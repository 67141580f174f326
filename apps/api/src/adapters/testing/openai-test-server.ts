import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endlessEvent, sseChunks, writeAfter, writeJson, type Sender } from './openai-test-answers';

/**
 * What the server answers to the next request of an endpoint. Unscripted requests get a default: the
 * chat echoes the last user text, embeddings are derived from each text.
 */
export type ScriptedAnswer =
  /** The assistant's text (streamed in several pieces when the request asks for `stream: true`). */
  | { content: string }
  /** As `content`, but stopped at `max_tokens`: finish_reason `length` instead of `stop`. */
  | { truncated: string }
  /** JSON text as the answer; the request must have asked for json_schema structured output. */
  | { json: unknown }
  /** An error status with OpenAI's error body. */
  | { status: number; message?: string }
  /** Waits, then answers `then` (by default the unscripted answer): longer than the client's limit is a timeout. */
  | { delayMs: number; then?: ScriptedAnswer }
  /** A stream whose second event is not JSON. */
  | { malformedStream: true }
  /** Streams the first piece of `content`, then goes silent for `stallMs`. */
  | { stallStream: string; stallMs: number }
  /** One stream event that never ends: its text goes on until the client hangs up. */
  | { endlessEvent: true }
  /** Plain JSON even when the request asked for a stream (servers that do not stream). */
  | { ignoresStream: string }
  /** The embeddings answer as given (`vectors[i]` for input i). */
  | { vectors: number[][] };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Settles when the connection closes: `aborted` when the client went before the whole answer was sent. */
  closed: Promise<'finished' | 'aborted'>;
}

export interface OpenAiTestServer {
  /** `http://127.0.0.1:<port>/v1`: what LLM_BASE_URL is set to. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues answers for the next chat-completions requests (vision included), in order. */
  answerChat(...answers: ScriptedAnswer[]): void;
  answerEmbeddings(...answers: ScriptedAnswer[]): void;
  /** Clears the queues and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** A deterministic vector for a text, so equal texts embed equally. */
export function textVector(text: string, dimensions = 8): number[] {
  const vector = Array.from({ length: dimensions }, () => 0);
  for (const [index, char] of [...text.toLowerCase()].entries()) {
    vector[index % dimensions]! += (char.codePointAt(0)! % 97) / 97;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

type Message = {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
};

/** Every image part must carry a data: URL of an image or an http(s) address, as OpenAI requires. */
function imagePartsAreValid(messages: Message[]): boolean {
  return messages.every(
    (message) =>
      typeof message.content === 'string' ||
      message.content.every(
        (part) =>
          part.type === 'text' ||
          (part.type === 'image_url' &&
            /^(data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+|https?:\/\/)/.test(part.image_url?.url ?? '')),
      ),
  );
}

function lastUserText(messages: Message[]): string {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content.map((part) => part.text ?? '').join(' ');
}

/**
 * A small OpenAI-compatible server on a random loopback port: /v1/chat/completions (plain, json_schema
 * structured output, `stream: true` server-sent events, image_url parts) and /v1/embeddings, answering
 * what each test scripts. With `apiKey`, other keys get a 401 whose text repeats the key (as real servers do).
 */
export async function startOpenAiTestServer(options: { apiKey?: string } = {}): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  const queues = { chat: [] as ScriptedAnswer[], embeddings: [] as ScriptedAnswer[] };

  function answerChat(send: Sender, body: Record<string, unknown>, answer: ScriptedAnswer | undefined) {
    const messages = (body.messages ?? []) as Message[];
    const isStream = body.stream === true;
    const format = body.response_format as { type?: string } | undefined;
    if (!Array.isArray(body.messages) || typeof body.model !== 'string' || !imagePartsAreValid(messages)) {
      return writeJson(send, 400, { error: { message: 'invalid request' } });
    }
    const scripted = answer ?? { content: `echo: ${lastUserText(messages)}` };
    if ('delayMs' in scripted)
      return writeAfter(send, scripted.delayMs, () => answerChat(send, body, scripted.then));
    if ('status' in scripted)
      return writeJson(send, scripted.status, { error: { message: scripted.message ?? 'failure' } });
    if ('json' in scripted && format?.type !== 'json_schema') {
      return writeJson(send, 400, { error: { message: 'this test expects json_schema structured output' } });
    }
    if ('malformedStream' in scripted)
      return sseChunks(send, ['{"choices":[{"delta":{"content":"Hel"}}]}', '{not json']);
    if ('endlessEvent' in scripted) return endlessEvent(send);
    if ('stallStream' in scripted)
      return sseChunks(send, [JSON.stringify(chunkOf(scripted.stallStream))], scripted.stallMs);
    const content =
      'json' in scripted
        ? JSON.stringify(scripted.json)
        : 'ignoresStream' in scripted
          ? scripted.ignoresStream
          : 'content' in scripted
            ? scripted.content
            : 'truncated' in scripted
              ? scripted.truncated
              : '';
    const finishReason = 'truncated' in scripted ? 'length' : 'stop';
    if (isStream && !('ignoresStream' in scripted)) {
      const pieces = content.match(/[\s\S]{1,4}/g) ?? [];
      return sseChunks(send, [
        ...pieces.map((piece) => JSON.stringify(chunkOf(piece))),
        JSON.stringify(finishChunk(finishReason)),
        '[DONE]',
      ]);
    }
    return writeJson(send, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    });
  }

  function answerEmbeddings(send: Sender, body: Record<string, unknown>, answer: ScriptedAnswer | undefined) {
    const input = typeof body.input === 'string' ? [body.input] : (body.input as string[] | undefined);
    if (!Array.isArray(input) || typeof body.model !== 'string') {
      return writeJson(send, 400, { error: { message: 'invalid request' } });
    }
    const scripted = answer ?? { vectors: input.map((text) => textVector(text)) };
    if ('delayMs' in scripted)
      return writeAfter(send, scripted.delayMs, () => answerEmbeddings(send, body, scripted.then));
    if ('status' in scripted)
      return writeJson(send, scripted.status, { error: { message: scripted.message ?? 'failure' } });
    const vectors = 'vectors' in scripted ? scripted.vectors : [];
    return writeJson(send, 200, {
      object: 'list',
      model: body.model,
      data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      // Recorded as empty; the handlers answer 400.
    }
    const path = request.url ?? '';
    const closed = new Promise<'finished' | 'aborted'>((resolve) =>
      response.once('close', () => resolve(response.writableFinished ? 'finished' : 'aborted')),
    );
    requests.push({ path, headers: request.headers, body, closed });
    const send: Sender = { response, isClosed: () => response.destroyed || response.writableEnded };
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      return writeJson(send, 401, { error: { message: `Incorrect API key provided: ${given}` } });
    }
    if (request.method === 'POST' && path === '/v1/chat/completions')
      return answerChat(send, body, queues.chat.shift());
    if (request.method === 'POST' && path === '/v1/embeddings') {
      return answerEmbeddings(send, body, queues.embeddings.shift());
    }
    return writeJson(send, 404, { error: { message: 'not found' } });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerChat: (...answers) => void queues.chat.push(...answers),
    answerEmbeddings: (...answers) => void queues.embeddings.push(...answers),
    reset() {
      requests.length = 0;
      queues.chat.length = 0;
      queues.embeddings.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const chunkOf = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});
const finishChunk = (reason: 'stop' | 'length') => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: {}, finish_reason: reason }],
});
